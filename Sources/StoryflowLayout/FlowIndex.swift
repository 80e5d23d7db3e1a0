import Storyflow

/// A flow's scenes and segues looked up by scene id, so that laying out a flow of thousands of
/// scenes takes time in proportion to its size (``Storyflow/Flow``'s own lookups scan every scene
/// or segue). Answers are the same as the flow's: first scene for a repeated id, declaration order.
struct FlowIndex: Sendable {
    /// The indexed flow.
    let flow: Flow
    private let scenesByID: [Scene.ID: Scene]
    private let seguesBySource: [Scene.ID: [Segue]]

    /// Indexes `flow`.
    init(flow: Flow) {
        self.flow = flow
        scenesByID = Dictionary(flow.scenes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        seguesBySource = Dictionary(grouping: flow.segues, by: \.source)
    }

    /// The scene with the given id, like ``Storyflow/Flow/scene(id:)``.
    func scene(id: Scene.ID) -> Scene? {
        scenesByID[id]
    }

    /// The segues that leave the given scene, like ``Storyflow/Flow/segues(from:)``.
    func segues(from sceneID: Scene.ID) -> [Segue] {
        seguesBySource[sceneID] ?? []
    }

    /// The children of a container with the role of each, like ``Storyflow/Flow/children(of:)``.
    func children(of containerID: Scene.ID) -> [(role: RelationshipRole?, scene: Scene.ID)] {
        segues(from: containerID).compactMap { segue in
            guard segue.kind == .relationship, let child = segue.destination else { return nil }
            return (segue.relationshipRole, child)
        }
    }
}
