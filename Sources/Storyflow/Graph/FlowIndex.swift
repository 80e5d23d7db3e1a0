/// A flow's scenes and segues looked up by scene id, and the container questions every stage asks,
/// answered once: which containers hold a scene (can it push?) and where it sits on a navigation stack
/// (does it show a navigation bar?).
///
/// Lookups take constant time, so reviewing or laying out thousands of scenes takes time in proportion
/// to the flow (``Flow``'s own lookups scan every scene or segue). Answers match the flow's: the first
/// scene for a repeated id, segues in declaration order.
///
/// ```swift
/// let index = FlowIndex(flow: ratings)
/// index.scene(id: "Players")?.title                                   // "Players"
/// index.segues(from: "AddPlayer").map(\.identifier)                   // [nil, nil, "PickGame"]
/// index.hostingContainers(of: "AddPlayer").contains(.navigationController)   // true
/// index.navigationStackPosition(of: "ChooseGame")                     // .pushed
/// ```
public struct FlowIndex: Sendable {
    /// The indexed flow.
    public let flow: Flow
    private let scenesByID: [Scene.ID: Scene]
    private let seguesBySource: [Scene.ID: [Segue]]
    private let seguesByDestination: [Scene.ID: [Segue]]
    private let hosts: [Scene.ID: HostingContainers]
    private let stackPositions: [Scene.ID: NavigationStackPosition]

    /// Indexes `flow`.
    public init(flow: Flow) {
        self.flow = flow
        let scenesByID = Dictionary(flow.scenes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let seguesBySource = Dictionary(grouping: flow.segues, by: \.source)
        self.scenesByID = scenesByID
        self.seguesBySource = seguesBySource
        var seguesByDestination: [Scene.ID: [Segue]] = [:]
        for segue in flow.segues {
            if let destination = segue.destination { seguesByDestination[destination, default: []].append(segue) }
        }
        self.seguesByDestination = seguesByDestination
        hosts = HostingContainers.analyze(scenes: flow.scenes, scenesByID: scenesByID, seguesBySource: seguesBySource)
        stackPositions = NavigationStackPosition.analyze(scenes: flow.scenes, scenesByID: scenesByID, seguesBySource: seguesBySource)
    }

    /// The scene with the given id, like ``Flow/scene(id:)``.
    public func scene(id: Scene.ID) -> Scene? {
        scenesByID[id]
    }

    /// The segues that leave the scene, in declaration order, like ``Flow/segues(from:)``.
    public func segues(from sceneID: Scene.ID) -> [Segue] {
        seguesBySource[sceneID] ?? []
    }

    /// The segues that arrive at the scene, in declaration order, like ``Flow/segues(to:)``.
    public func segues(to sceneID: Scene.ID) -> [Segue] {
        seguesByDestination[sceneID] ?? []
    }

    /// The children of a container with the role of each, like ``Flow/children(of:)``.
    public func children(of containerID: Scene.ID) -> [(role: RelationshipRole?, scene: Scene.ID)] {
        segues(from: containerID).compactMap { segue in
            guard segue.kind == .relationship, let child = segue.destination else { return nil }
            return (segue.relationshipRole, child)
        }
    }

    /// The containers that hold the scene in at least one way it is shown (see ``HostingContainers``).
    public func hostingContainers(of sceneID: Scene.ID) -> HostingContainers {
        hosts[sceneID] ?? []
    }

    /// Where the scene sits on a navigation stack, or `nil` when it is on none (see ``NavigationStackPosition``).
    public func navigationStackPosition(of sceneID: Scene.ID) -> NavigationStackPosition? {
        stackPositions[sceneID]
    }
}
