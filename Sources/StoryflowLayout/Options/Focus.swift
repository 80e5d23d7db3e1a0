import Storyflow

/// Draws only part of a flow around one scene: what leads to it and what it leads to, `depth`
/// segues each way, the rest summarised as stubs ("→ 12 more scenes"). On the command line:
/// `--focus SCENE [--depth N]`.
///
/// ```swift
/// FlowLayout(options: LayoutOptions(focus: Focus(sceneID: "AddPlayer", depth: 2))).graph(for: ratings)
/// ```
public struct Focus: Hashable, Sendable {
    /// The scene in the middle of the diagram.
    public var sceneID: Scene.ID
    /// How many segues away from it scenes are drawn.
    public var depth: Int

    /// A focus on `sceneID`, `depth` segues each way (1 by default).
    public init(sceneID: Scene.ID, depth: Int = 1) {
        self.sceneID = sceneID
        self.depth = depth
    }
}

/// The two ends of the ways a diagram highlights (`--path FROM TO`): every scene and segue on some
/// way from `from` to `to` is drawn in a strong colour.
public struct PathEnds: Hashable, Sendable {
    /// Where the ways start.
    public var from: Scene.ID
    /// Where they end.
    public var to: Scene.ID

    /// The ways from `from` to `to`.
    public init(from: Scene.ID, to: Scene.ID) {
        self.from = from
        self.to = to
    }
}
