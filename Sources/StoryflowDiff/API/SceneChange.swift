import Storyflow

/// A scene of either version of a flow, matched with its counterpart, and how it differs.
///
/// ```swift
/// let change = FlowDiff(base: old, head: new).scenes.first { $0.id == "AddPlayer" }!
/// change.status                          // .changed
/// change.differences.map(\.description)  // ["title: Add Player → New Player"]
/// ```
public struct SceneChange: Hashable, Sendable {
    /// The scene in the base version; `nil` when it was added.
    public var base: Scene?
    /// The scene in the head version; `nil` when it was removed.
    public var head: Scene?
    /// How the two were matched; `nil` for an added or removed scene.
    public var match: MatchRule?
    /// What differs, in ``Difference/Aspect`` order; empty unless the scene changed.
    public var differences: [Difference]

    /// Creates a change.
    public init(base: Scene?, head: Scene?, match: MatchRule? = nil, differences: [Difference] = []) {
        self.base = base
        self.head = head
        self.match = match
        self.differences = differences
    }

    /// The id the scene has in the head version, or in the base version when it was removed.
    public var id: Scene.ID {
        head?.id ?? base?.id ?? ""
    }

    /// The name to show: the head's display name, else the base's.
    public var displayName: String {
        head?.displayName ?? base?.displayName ?? id
    }

    /// Added, removed, changed or unchanged.
    public var status: ChangeStatus {
        ChangeStatus(inBase: base != nil, inHead: head != nil, differs: !differences.isEmpty)
    }
}

/// How a scene or segue of the base was matched with one of the head.
public enum MatchRule: String, Hashable, Sendable, Codable, CaseIterable {
    /// The same id (storyboard object id, DSL name).
    case id
    /// The same storyboard object id in another file: the scene or segue moved (a storyboard split,
    /// renamed or moved to another folder).
    case objectID
    /// The same storyboard identifier, unique among the unmatched scenes.
    case storyboardIdentifier
    /// The same custom class, unique among the unmatched scenes: the id was renamed.
    case customClass = "class"
    /// The same title, unique among the unmatched scenes: the id was renamed.
    case title
    /// A container holding the same children in the same roles, unique among the unmatched scenes.
    case children
    /// The same source scene and segue identifier.
    case identifier
    /// The same source scene and triggering element.
    case trigger
    /// The same source scene, destination and kind.
    case ends
}
