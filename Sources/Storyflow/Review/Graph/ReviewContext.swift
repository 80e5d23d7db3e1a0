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
    /// The flow under review.
    public let flow: Flow
    private let scenesByID: [Scene.ID: Scene]
    private let seguesBySource: [Scene.ID: [Segue]]
    private let seguesByDestination: [Scene.ID: [Segue]]
    let hosts: [Scene.ID: HostingContainers]

    /// Indexes the flow; when two scenes share an id, the first one counts.
    public init(flow: Flow) {
        self.flow = flow
        scenesByID = Dictionary(flow.scenes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        seguesBySource = Dictionary(grouping: flow.segues, by: \.source)
        seguesByDestination = Dictionary(grouping: flow.segues.filter { $0.destination != nil }, by: { $0.destination ?? "" })
        hosts = HostingContainers.analyze(flow: flow, scenesByID: scenesByID)
    }

    /// The scene with this id, if the flow has one.
    public func scene(_ id: Scene.ID?) -> Scene? {
        id.flatMap { scenesByID[$0] }
    }

    /// The scene's display name (title, class or id); the id itself when no scene has it.
    public func name(of id: Scene.ID) -> String {
        scenesByID[id]?.displayName ?? id
    }

    /// The segues leaving the scene, in declaration order.
    public func segues(from id: Scene.ID) -> [Segue] {
        seguesBySource[id] ?? []
    }

    /// The segues arriving at the scene, in declaration order.
    public func segues(to id: Scene.ID) -> [Segue] {
        seguesByDestination[id] ?? []
    }

    /// The initial scene, when the flow names one that exists.
    public var initialScene: Scene? {
        scene(flow.initialSceneID)
    }

    /// Where the app can start showing scenes: the initial scene, then every scene with a storyboard
    /// identifier (code can instantiate those), in declaration order.
    public var entrySceneIDs: [Scene.ID] {
        let identified = flow.scenes.filter { $0.storyboardIdentifier?.isEmpty == false && $0.id != initialScene?.id }
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
