import Storyflow

/// What a diff diagram shows on one scene or segue: added, removed or changed, with notes of what
/// changed, and which version of the flow it belongs to.
///
/// The layout does not depend on how the change was found: a caller maps its diff to marks, as
/// `storyflow diff` does with `StoryflowDiff`'s union of two versions.
///
/// ```swift
/// let marks = ChangeMarks(scenes: ["Settings": ChangeMark(.added), "Gestures": ChangeMark(.removed)],
///                         segues: ["Players.AddPlayer": ChangeMark(.changed, notes: ["present → show"])],
///                         side: .both)
/// FlowLayout(options: LayoutOptions(changes: marks)).graph(for: unionOfBothVersions)
/// ```
public struct ChangeMark: Hashable, Sendable {
    /// What happened.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// New in the head: bold outline and a `+` badge.
        case added
        /// Gone from the head (or the old version of a moved segue): a faded, dashed ghost with a `−` badge.
        case removed
        /// In both, different: a `~` badge and a note of what changed.
        case changed
    }

    /// What happened.
    public var kind: Kind
    /// What changed, one short line each (`title: Players → All Players`); shown under a changed
    /// scene and after a changed segue's label.
    public var notes: [String]
    /// The version it belongs to; by default the one its kind implies (removed: base, added: head).
    public var version: ChangeSide
    /// Whether this is the old version of something changed (a segue that moved, the old entry
    /// arrow): drawn as a ghost like a removal, classed `changed old-version`, not `removed`, so
    /// the interactive page counts it with the change it is part of.
    public var isOldVersion: Bool

    /// Creates a mark.
    public init(_ kind: Kind, notes: [String] = [], version: ChangeSide? = nil, isOldVersion: Bool = false) {
        self.kind = kind
        self.notes = notes
        self.version = version ?? (kind == .removed ? .base : kind == .added ? .head : .both)
        self.isOldVersion = isOldVersion
    }
}

/// Which version of a flow a diff diagram draws. Every side lays out the same graph, so scenes sit
/// at the same place in the three drawings and image diffs line up.
public enum ChangeSide: String, Hashable, Sendable, CaseIterable {
    /// The flow before the change; what only the head has is left blank.
    case base
    /// The flow after the change; what only the base has is left blank.
    case head
    /// Both versions overlaid: additions bold, removals as ghosts, changes badged, the rest quiet.
    case both

    /// Whether something of `version` is drawn on this side.
    func shows(_ version: ChangeSide) -> Bool {
        self == .both || version == .both || version == self
    }
}

/// The change marks of a diff diagram, by scene and segue id, and the side to draw.
public struct ChangeMarks: Hashable, Sendable {
    /// Marks by scene id; unmarked scenes are unchanged.
    public var scenes: [Scene.ID: ChangeMark]
    /// Marks by segue id; unmarked segues are unchanged.
    public var segues: [String: ChangeMark]
    /// The version drawn.
    public var side: ChangeSide
    /// When the initial scene changed: the base's initial scene (`.some(nil)` when the base had
    /// none); `nil` when it did not change. The flow's own initial scene is the head's.
    public var baseInitialScene: Scene.ID??

    /// Creates the marks of a diff diagram.
    public init(
        scenes: [Scene.ID: ChangeMark] = [:], segues: [String: ChangeMark] = [:], side: ChangeSide = .both,
        baseInitialScene: Scene.ID?? = nil
    ) {
        self.scenes = scenes
        self.segues = segues
        self.side = side
        self.baseInitialScene = baseInitialScene
    }
}
