/// An app's navigation: its scenes, the segues between them, and where it starts.
///
/// A flow is plain data. Build one with the DSL (``Flow/init(_:device:content:)``), import it
/// from a storyboard, or decode it from JSON; then review, lay out and render it.
///
/// ```swift
/// let flow = Flow(name: "Demo", scenes: [home, detail], segues: [push], initialSceneID: "Home")
/// flow.scene(id: "Home")?.title   // "Home"
/// ```
public struct Flow: Hashable, Sendable {
    /// The flow's name, e.g. the app or storyboard name.
    public var name: String
    /// Every scene, in declaration order (the order diagrams and exports keep).
    public var scenes: [Scene]
    /// Every segue, relationships included, in declaration order.
    public var segues: [Segue]
    /// The scene the app starts with (Xcode's "Is Initial View Controller"), if any.
    public var initialSceneID: Scene.ID?
    /// The device the screens are designed for, when the source says (an iPad storyboard, the DSL's
    /// `device:`); `nil` draws them as phones.
    public var device: Device?

    /// Creates a flow from its parts.
    public init(
        name: String, scenes: [Scene] = [], segues: [Segue] = [], initialSceneID: Scene.ID? = nil, device: Device? = nil
    ) {
        self.name = name
        self.scenes = scenes
        self.segues = segues
        self.initialSceneID = initialSceneID
        self.device = device
    }

    /// The scene with the given id, if the flow has one.
    public func scene(id: Scene.ID) -> Scene? {
        scenes.first { $0.id == id }
    }

    /// The segues that leave the given scene, in declaration order.
    public func segues(from sceneID: Scene.ID) -> [Segue] {
        segues.filter { $0.source == sceneID }
    }

    /// The segues that arrive at the given scene, in declaration order.
    public func segues(to sceneID: Scene.ID) -> [Segue] {
        segues.filter { $0.destination == sceneID }
    }

    /// The relationship segues that make `sceneID` a child of a container.
    public func parentRelationships(of sceneID: Scene.ID) -> [Segue] {
        segues.filter { $0.kind == .relationship && $0.destination == sceneID }
    }

    /// The children of a container with the role of each, in declaration order.
    public func children(of containerID: Scene.ID) -> [(role: RelationshipRole?, scene: Scene.ID)] {
        segues.compactMap { segue in
            guard segue.kind == .relationship, segue.source == containerID, let child = segue.destination else { return nil }
            return (segue.relationshipRole, child)
        }
    }
}
