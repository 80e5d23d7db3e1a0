/// What happened to a scene or segue between the base and the head version of a flow.
///
/// ```swift
/// FlowDiff(base: old, head: new).scenes.map(\.status)   // [.unchanged, .changed, .added, .removed]
/// ChangeStatus.added.symbol                              // "+"
/// ```
public enum ChangeStatus: String, Hashable, Sendable, Codable, CaseIterable {
    /// In both versions, the same.
    case unchanged
    /// Only in the head version.
    case added
    /// Only in the base version.
    case removed
    /// In both versions, with differences.
    case changed

    /// The status of something found in the base, the head or both, and whether the two differ.
    init(inBase: Bool, inHead: Bool, differs: Bool) {
        self = !inBase ? .added : !inHead ? .removed : differs ? .changed : .unchanged
    }

    /// The sign a summary line starts with: `+`, `-`, `~`, or a space for unchanged.
    public var symbol: String {
        switch self {
        case .unchanged: " "
        case .added: "+"
        case .removed: "-"
        case .changed: "~"
        }
    }
}
