import Foundation
import Storyflow

/// An app's navigation as stable, human-readable text, meant to be committed (`navigation.txt`) and
/// checked in CI: one sorted line per scene and per segue, and the initial scene, under a `flow`
/// line per flow.
///
/// A scene is named with its id in brackets: its storyboard object id, which survives a split, a
/// renamed or moved storyboard file, else its DSL name. Nothing that changes without changing the
/// navigation is written: no file, line, canvas position or scene content. A pull request that
/// changes the navigation then changes this text, which its own diff shows.
///
/// ```swift
/// print(NavigationBaseline(flows: [try Samples.ratings()]).text)
/// // # Storyflow navigation baseline: check it with `storyflow check navigation.txt INPUT…`,
/// // # write it again with `storyflow baseline INPUT… > navigation.txt`.
/// //
/// // flow Ratings
/// // initial Tabs [Tabs]
/// // scene Add Player [AddPlayer]: tableViewController, class PlayerDetailsViewController
/// // …
/// // segue Players [Players] → AddPlayerNav [AddPlayerNav]: present AddPlayer, bar button '+', formSheet
/// ```
public struct NavigationBaseline: Hashable, Sendable {
    /// The lines of each flow, by flow name: `initial`, `scene` and `segue` lines, sorted.
    public let flows: [String: [String]]

    /// The baseline of `flows`; two flows of one name share one section.
    public init(flows: [Flow]) {
        var sections: [String: [String]] = [:]
        for flow in flows {
            sections[Self.oneLine(flow.name), default: []] += Self.lines(of: flow)
        }
        self.flows = sections.mapValues { $0.sorted() }
    }

    private init(sections: [String: [String]]) {
        flows = sections
    }

    /// Reads a baseline's text: `flow NAME` starts a section; blank lines and `#` comments are left out.
    public init(text: String) {
        var sections: [String: [String]] = [:]
        var current = ""
        for line in text.split(whereSeparator: \.isNewline).map(String.init) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            if trimmed.hasPrefix("flow ") {
                current = String(trimmed.dropFirst(5))
                sections[current, default: []] += []
            } else {
                sections[current, default: []].append(trimmed)
            }
        }
        flows = sections.mapValues { $0.sorted() }
    }

    /// The text to commit: a comment saying how to check and write it, then each flow's section,
    /// flows sorted by name; ends with a newline.
    public var text: String {
        var text = "# Storyflow navigation baseline: check it with `storyflow check navigation.txt INPUT…`,\n"
            + "# write it again with `storyflow baseline INPUT… > navigation.txt`.\n"
        for name in flows.keys.sorted() {
            text += "\nflow \(name)\n" + flows[name, default: []].map { $0 + "\n" }.joined()
        }
        return text
    }

    /// What differs from `expected` (a committed baseline): under a `flow` line, each line only it
    /// has with `-`, each line only this one has with `+`, sorted so that a scene's or segue's old
    /// line comes just before its new one; empty when they match.
    ///
    /// With one flow on each side, the two compare whatever their names: renaming the main
    /// storyboard, which names the flow, changes no navigation.
    public func differences(from expected: NavigationBaseline) -> [String] {
        if flows.count == 1, expected.flows.count == 1, let name = flows.keys.first, let oldName = expected.flows.keys.first, name != oldName {
            return NavigationBaseline(sections: [name: flows[name] ?? []])
                .differences(from: NavigationBaseline(sections: [name: expected.flows[oldName] ?? []]))
        }
        var result: [String] = []
        for name in Set(flows.keys).union(expected.flows.keys).sorted() {
            let old = expected.flows[name] ?? [], new = flows[name] ?? []
            let removed = Multiset.subtracting(new, from: old), added = Multiset.subtracting(old, from: new)
            guard !removed.isEmpty || !added.isEmpty else { continue }
            let header = expected.flows[name] == nil ? "+ flow \(name)" : flows[name] == nil ? "- flow \(name)" : "  flow \(name)"
            result.append(header)
            // A line's old and new version side by side: by what the line is about (before `: `), `-` first.
            let lines: [(about: String, sign: Int, line: String)] = removed.map { (Self.about($0), 0, "- " + $0) }
                + added.map { (Self.about($0), 1, "+ " + $0) }
            result += lines.sorted { ($0.about, $0.sign, $0.line) < ($1.about, $1.sign, $1.line) }.map(\.line)
        }
        return result
    }

    /// What a line is about: the scene or segue before its details.
    private static func about(_ line: String) -> String {
        String(line.prefix { $0 != ":" })
    }

    private static func lines(of flow: Flow) -> [String] {
        let index = FlowIndex(flow: flow)
        func name(_ id: Scene.ID?) -> String {
            guard let id else { return "?" }
            guard let scene = index.scene(id: id) else { return "[\(oneLine(id))]" }
            return "\(oneLine(scene.displayName)) [\(oneLine(ObjectIdentity.of(scene)))]"
        }
        var lines = flow.initialSceneID.map { ["initial " + name($0)] } ?? []
        for scene in flow.scenes {
            let details = [scene.kind.rawValue, scene.customClass.map { "class \($0)" }, scene.storyboardIdentifier.map { "storyboard id \($0)" },
                           scene.tabBarItem.map { "tab '\($0.title)'" }, scene.reference.map { "reference \($0.storyboard ?? "")/\($0.identifier ?? "initial")" }]
            lines.append("scene \(name(scene.id)): " + oneLine(details.compactMap { $0 }.joined(separator: ", ")))
        }
        for segue in flow.segues {
            let kind = [segue.kind.rawValue, segue.identifier].compactMap { $0 }.joined(separator: " ")
            let trigger = segue.kind == .relationship ? nil : TriggerText.of(segue.trigger)
            let presentation = segue.presentation.flatMap { [$0.presentationStyle, $0.transitionStyle].compactMap { $0 }.joined(separator: " ").nilIfEmpty }
            let details = [kind, segue.relationshipRole.map(SegueText.role), trigger, presentation, segue.customClass.map { "class \($0)" },
                           segue.unwind.map { "action \($0.action)" }]
            let destination = segue.destination ?? segue.unwind?.candidates.first
            lines.append("segue \(name(segue.source)) → \(name(destination)): " + oneLine(details.compactMap { $0 }.joined(separator: ", ")))
        }
        return lines
    }

    /// Text on one line: line breaks and other control characters as spaces.
    private static func oneLine(_ text: String) -> String {
        String(text.map { $0.isNewline || $0.unicodeScalars.allSatisfy { $0.properties.generalCategory == .control } ? " " : $0 })
    }
}

private extension String {
    var nilIfEmpty: String? { isEmpty ? nil : self }
}
