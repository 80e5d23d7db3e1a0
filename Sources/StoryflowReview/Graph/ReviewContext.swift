import Storyflow

/// A flow prepared for review: scenes and segues indexed by id, plus the questions rules ask of it
/// (reachability, the containers above a scene, the path back to the entry).
///
/// Everything follows declaration order, so every answer is deterministic.
///
/// ```swift
/// let context = ReviewContext(flow: flow)
/// context.name(of: "AddPlayer")               // "Add Player" (the display name)
/// context.isInNavigationController("ChooseGame") // true when a navigation stack holds it
/// ```
public struct ReviewContext: Sendable {
    /// The flow's scenes and segues by id, and the containers that hold each scene.
    public let index: FlowIndex

    /// The flow under review.
    public var flow: Flow { index.flow }

    /// Indexes the flow; when two scenes share an id, the first one counts.
    public init(flow: Flow) {
        index = FlowIndex(flow: flow)
    }

    /// The scene with this id, if the flow has one.
    public func scene(_ id: Scene.ID?) -> Scene? {
        id.flatMap(index.scene(id:))
    }

    /// The scene's display name (title, class or id); the id itself when no scene has it.
    public func name(of id: Scene.ID) -> String {
        index.scene(id: id)?.displayName ?? id
    }

    /// The segues leaving the scene, in declaration order.
    public func segues(from id: Scene.ID) -> [Segue] {
        index.segues(from: id)
    }

    /// The segues arriving at the scene, in declaration order.
    public func segues(to id: Scene.ID) -> [Segue] {
        index.segues(to: id)
    }

    /// Whether a navigation controller holds the scene (or it is one) in at least one way it is shown.
    public func isInNavigationController(_ id: Scene.ID) -> Bool {
        index.hostingContainers(of: id).contains(.navigationController)
    }

    /// Whether a split view controller holds the scene (or it is one) in at least one way it is shown.
    public func isInSplitView(_ id: Scene.ID) -> Bool {
        index.hostingContainers(of: id).contains(.splitView)
    }

    /// The initial scene, when the flow names one that exists.
    public var initialScene: Scene? {
        scene(flow.initialSceneID)
    }

    /// Where the app can start showing scenes: the initial scene, then every scene with a storyboard
    /// identifier (code can instantiate those) and a macOS storyboard's application scene (its main
    /// menu, shown from launch), in declaration order.
    public var entrySceneIDs: [Scene.ID] {
        let identified = flow.scenes.filter {
            ($0.storyboardIdentifier?.isEmpty == false || $0.customClass == "NSApplication") && $0.id != initialScene?.id
        }
        return (initialScene.map { [$0.id] } ?? []) + identified.map(\.id)
    }

    /// Whether the segue leads forward to a scene of the flow: any kind but unwind, with a known destination.
    public func isForward(_ segue: Segue) -> Bool {
        segue.kind != .unwind && scene(segue.destination) != nil
    }

    /// Where a finding about the segue points: the segue's own location, else its source scene's.
    public func location(of segue: Segue) -> SourceLocation? {
        segue.location ?? scene(segue.source)?.location
    }

    /// The segue as a finding names it.
    public func reviewed(_ segue: Segue) -> ReviewedSegue {
        ReviewedSegue(
            kind: segue.kind, identifier: segue.identifier, sourceName: name(of: segue.source),
            destinationName: segue.destination.map(name(of:)), unwindAction: segue.unwind?.action
        )
    }
}
