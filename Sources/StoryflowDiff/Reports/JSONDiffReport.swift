import Foundation
import Storyflow

/// A diff as JSON for tools and CI: counts, every change with what differs, and the review
/// findings the change introduces. Keys are sorted, so the same diff gives the same bytes.
///
/// ```json
/// {"base": "Ratings", "head": "Ratings", "initialScene": null,
///  "counts": {"scenes": {"added": 0, "changed": 0, "removed": 1}, "segues": {…}},
///  "changes": [{"element": "scene", "status": "removed", "id": "Gestures", "name": "Gestures",
///               "kind": "viewController", "line": "- scene Gestures", "differences": []}, …],
///  "findings": [{"severity": "warning", "rule": "unreachable-scene", "message": "…", "line": "…"}],
///  "moves": [{"from": "Base.lproj/Main.storyboard", "to": "Base.lproj/Display.storyboard", "scenes": ["Display/X", …]}]}
/// ```
public struct JSONDiffReport: Sendable {
    /// The diff to report.
    public var diff: FlowDiff
    /// Review findings of the head that the base does not have, as diagnostics.
    public var newFindings: [Diagnostic]

    /// Creates a report.
    public init(diff: FlowDiff, newFindings: [Diagnostic] = []) {
        self.diff = diff
        self.newFindings = newFindings
    }

    /// The JSON document, pretty-printed, ending with a newline.
    public func data() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(document) + Data("\n".utf8)
    }

    private var document: Document {
        let lines = DiffLines(diff)
        return Document(
            base: diff.base.name, head: diff.head.name,
            initialScene: diff.initialScene.map { Value(base: $0.base, head: $0.head) },
            counts: ["scenes": Self.counts(diff.scenes.map(\.status)), "segues": Self.counts(diff.segues.map(\.status))],
            changes: diff.changes.map { change in
                switch change {
                case .scene(let scene):
                    Change(element: "scene", status: scene.status, id: scene.id, baseID: scene.base?.id, match: scene.match,
                           name: scene.displayName, kind: (scene.head ?? scene.base)?.kind.rawValue, source: nil, destination: nil,
                           line: lines.line(for: scene), differences: scene.differences.map(DifferenceEntry.init))
                case .segue(let segue):
                    Change(element: "segue", status: segue.status, id: segue.id, baseID: segue.base?.id, match: segue.match,
                           name: segue.segue.map(SegueText.name) ?? segue.id, kind: segue.segue?.kind.rawValue,
                           source: segue.segue?.source, destination: segue.segue?.destination,
                           line: lines.line(for: segue), differences: segue.differences.map(DifferenceEntry.init))
                }
            },
            findings: newFindings.map { Finding(severity: $0.severity.rawValue, rule: $0.code, message: $0.message, line: $0.description) },
            moves: diff.moves.map { Move(from: $0.from, to: $0.to, scenes: $0.sceneIDs) }
        )
    }

    private static func counts(_ statuses: [ChangeStatus]) -> [String: Int] {
        Dictionary(uniqueKeysWithValues: [ChangeStatus.added, .removed, .changed].map { status in
            (status.rawValue, statuses.count { $0 == status })
        })
    }

    private struct Document: Encodable {
        var base: String
        var head: String
        var initialScene: Value?
        var counts: [String: [String: Int]]
        var changes: [Change]
        var findings: [Finding]
        var moves: [Move]

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(base, forKey: .base)
            try container.encode(head, forKey: .head)
            try container.encode(initialScene, forKey: .initialScene)
            try container.encode(counts, forKey: .counts)
            try container.encode(changes, forKey: .changes)
            try container.encode(findings, forKey: .findings)
            try container.encode(moves, forKey: .moves)
        }

        enum CodingKeys: String, CodingKey { case base, head, initialScene, counts, changes, findings, moves }
    }

    private struct Value: Encodable {
        var base: String?
        var head: String?
    }

    private struct Change: Encodable {
        var element: String
        var status: ChangeStatus
        var id: String
        var baseID: String?
        var match: MatchRule?
        var name: String
        var kind: String?
        var source: String?
        var destination: String?
        var line: String
        var differences: [DifferenceEntry]
    }

    private struct DifferenceEntry: Encodable {
        var aspect: String
        var base: String?
        var head: String?
        var removed: [String]?
        var added: [String]?

        init(_ difference: Difference) {
            aspect = difference.aspect.rawValue
            if difference.aspect == .content {
                removed = difference.removedContent
                added = difference.addedContent
            } else {
                base = difference.base
                head = difference.head
            }
        }
    }

    private struct Move: Encodable {
        var from: String
        var to: String
        var scenes: [String]
    }

    private struct Finding: Encodable {
        var severity: String
        var rule: String?
        var message: String
        var line: String
    }
}
