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
public struct DiffLines: Sendable {
    private let diff: FlowDiff
    private let base: FlowIndex
    private let head: FlowIndex

    /// The lines of `diff`.
    public init(_ diff: FlowDiff) {
        self.diff = diff
        base = FlowIndex(flow: diff.base)
        head = FlowIndex(flow: diff.head)
    }

    /// Every line: the initial scene, then scenes, then segues, each in the diff's order.
    public var lines: [String] {
        (diff.initialScene.map { ["~ initial scene: \($0.base ?? "none") → \($0.head ?? "none")"] } ?? []) + diff.changes.map(line)
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
        let prefix = "\(change.status.symbol) scene \(change.displayName)"
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
        let index = change.head == nil ? base : head
        func name(_ id: Scene.ID?) -> String {
            guard let id else { return "?" }
            return index.scene(id: id)?.displayName ?? id
        }
        return "\(name(segue.source)) → \(name(segue.destination ?? segue.unwind?.candidates.first))"
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
}
