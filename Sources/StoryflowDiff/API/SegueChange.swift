import Storyflow

/// A segue of either version of a flow, matched with its counterpart, and how it differs.
///
/// Scene ids in the base segue are the base's own; ``FlowDiff`` compares sources and destinations
/// through the scene matching, so a renamed scene does not make its segues change.
///
/// ```swift
/// let change = FlowDiff(base: old, head: new).segues.first { $0.head?.identifier == "AddPlayer" }!
/// change.differences.map(\.description)   // ["present → show"]
/// ```
public struct SegueChange: Hashable, Sendable {
    /// The segue in the base version; `nil` when it was added.
    public var base: Segue?
    /// The segue in the head version; `nil` when it was removed.
    public var head: Segue?
    /// How the two were matched; `nil` for an added or removed segue.
    public var match: MatchRule?
    /// What differs, in ``Difference/Aspect`` order; empty unless the segue changed.
    public var differences: [Difference]

    /// Creates a change.
    public init(base: Segue?, head: Segue?, match: MatchRule? = nil, differences: [Difference] = []) {
        self.base = base
        self.head = head
        self.match = match
        self.differences = differences
    }

    /// The id the segue has in the head version, or in the base version when it was removed.
    public var id: String {
        head?.id ?? base?.id ?? ""
    }

    /// The head's segue, else the base's.
    public var segue: Segue? {
        head ?? base
    }

    /// Added, removed, changed or unchanged.
    public var status: ChangeStatus {
        ChangeStatus(inBase: base != nil, inHead: head != nil, differs: !differences.isEmpty)
    }
}
