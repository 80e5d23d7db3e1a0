import Storyflow

/// A diff as summary lines, one per change, the way a pull-request comment lists them:
///
/// ```
/// ~ initial scene: Tabs → Choose Game
/// + scene Settings (viewController)
/// - scene Gestures
/// ~ scene Players: title: Players → All Players
/// + segue PickGame (show) Add Player → Choose Game
/// ~ segue AddPlayer: present → show
/// ```
///
/// Scenes that share a name are told apart (`Navigation Controller (root of Settings)`).
/// ``coloredLines`` writes each change as an old `-` line and a new `+` line instead, which code
/// hosts colour in a `diff` block.
public struct DiffLines: Sendable {
    private let diff: FlowDiff
    private let names: SceneNames

    /// The lines of `diff`.
    public init(_ diff: FlowDiff) {
        self.diff = diff
        names = SceneNames(diff)
    }

    /// Every line: the initial scene, then scenes, then segues, each in the diff's order.
    public var lines: [String] {
        (diff.initialScene.map { ["~ initial scene: \($0.base ?? "none") → \($0.head ?? "none")"] } ?? []) + diff.changes.map(line)
    }

    /// Every change as ``lines`` lists them, a change as two lines: what the base had (`-`) and what
    /// the head has (`+`).
    ///
    /// ```
    /// - segue AddPlayer: present
    /// + segue AddPlayer: show
    /// ```
    public var coloredLines: [String] {
        coloredChanges.flatMap { $0 }
    }

    /// ``coloredLines`` grouped by change: one or two lines each.
    public var coloredChanges: [[String]] {
        let initial = diff.initialScene.map { [["- initial scene: \($0.base ?? "none")", "+ initial scene: \($0.head ?? "none")"]] } ?? []
        return initial + diff.changes.map { change -> [String] in
            switch change {
            case .scene(let scene) where scene.status == .changed:
                return sides(of: scene.differences, element: "scene",
                             names: (scene.base.map { names.baseName($0.id) } ?? "", names.name(of: scene)))
            case .segue(let segue) where segue.status == .changed:
                return sides(of: segue.differences, element: "segue",
                             names: (segue.base.map(SegueText.name) ?? "", segue.head.map(SegueText.name) ?? ""))
            default:
                return [line(for: change)]
            }
        }
    }

    /// The line of one change.
    public func line(for change: AnyChange) -> String {
        switch change {
        case .scene(let scene): line(for: scene)
        case .segue(let segue): line(for: segue)
        }
    }

    /// `+ scene Name (kind)`, `- scene Name`, `~ scene Name: what changed`.
    public func line(for change: SceneChange) -> String {
        let prefix = "\(change.status.symbol) scene \(names.name(of: change))"
        switch change.status {
        case .added: return prefix + " (\(change.head?.kind.rawValue ?? ""))"
        case .changed: return prefix + ": " + change.differences.map(\.description).joined(separator: "; ")
        case .removed, .unchanged: return prefix
        }
    }

    /// `+ segue Name (kind) Source → Destination`, `- segue …` alike, `~ segue Name: what changed`.
    public func line(for change: SegueChange) -> String {
        guard let segue = change.segue else { return "" }
        let prefix = "\(change.status.symbol) segue \(SegueText.name(of: change.base ?? segue))"
        switch change.status {
        case .changed: return prefix + ": " + change.differences.map(\.description).joined(separator: "; ")
        case .added, .removed, .unchanged: return prefix + " (\(segue.kind.rawValue)) " + ends(of: change)
        }
    }

    /// `Source → Destination` by display names, in the version the segue is in.
    public func ends(of change: SegueChange) -> String {
        guard let segue = change.segue else { return "" }
        let name = change.head == nil ? names.baseName : names.headName
        return "\(name(segue.source)) → \((segue.destination ?? segue.unwind?.candidates.first).map(name) ?? "?")"
    }

    /// One line per pair of files scenes moved between: `3 scenes moved from A to B`.
    public var moveLines: [String] {
        diff.moves.map(\.description)
    }

    /// Counts by status: `1 scene added, 1 removed · 2 segues changed`; `no navigation changes` for none.
    public var summary: String {
        func counts(_ statuses: [ChangeStatus], _ noun: String) -> String? {
            let parts = [ChangeStatus.added, .removed, .changed].compactMap { status -> String? in
                let count = statuses.count { $0 == status }
                return count == 0 ? nil : "\(count) \(status.rawValue)"
            }
            guard !parts.isEmpty else { return nil }
            let total = statuses.count { $0 != .unchanged }
            return "\(total) \(noun)\(total == 1 ? "" : "s"): " + parts.joined(separator: ", ")
        }
        let parts = [
            diff.initialScene == nil ? nil : "initial scene changed",
            counts(diff.scenes.map(\.status), "scene"), counts(diff.segues.map(\.status), "segue"),
        ].compactMap { $0 }
        return parts.isEmpty ? "no navigation changes" : parts.joined(separator: " · ")
    }

    /// A changed element's `-` line with the base's values and `+` line with the head's.
    private func sides(of differences: [Difference], element: String, names: (base: String, head: String)) -> [String] {
        func line(_ symbol: String, _ name: String, _ values: [String]) -> String {
            "\(symbol) \(element) \(name)" + (values.isEmpty ? "" : ": " + values.joined(separator: "; "))
        }
        return [
            line("-", names.base, differences.compactMap { $0.side(base: true) }),
            line("+", names.head, differences.compactMap { $0.side(base: false) }),
        ]
    }
}

extension Difference {
    /// One side's value in words: `present` for a kind, `title: Players`, `content: -label 'Tip'`;
    /// `nil` for content that side does not have more of.
    func side(base: Bool) -> String? {
        if aspect == .content {
            let items = base ? removedContent.map { "-" + $0 } : addedContent.map { "+" + $0 }
            return items.isEmpty ? nil : "content: " + items.joined(separator: ", ")
        }
        let value = (base ? self.base : head) ?? "none"
        return aspect == .kind ? value : "\(aspect.rawValue): \(value)"
    }
}
