import Storyflow

/// The scenes of a flow as Mermaid draws them: node ids, and the container whose subgraph holds
/// each scene (a container with children is a subgraph; a child sits in the first container that
/// claims it).
struct MermaidScenes {
    let flow: Flow
    let index: FlowIndex
    /// Every scene, first of each id, in flow order.
    let scenes: [Scene]
    /// `s0`, `s1`… in scene order.
    let nodeIDs: [Scene.ID: String]
    /// Each scene's position in ``scenes``.
    let order: [Scene.ID: Int]
    /// The container that holds a scene.
    let parent: [Scene.ID: Scene.ID]
    /// The children of each container, in flow order.
    let children: [Scene.ID: [Scene.ID]]

    init(flow: Flow) {
        self.flow = flow
        index = FlowIndex(flow: flow)
        var seen = Set<Scene.ID>()
        scenes = flow.scenes.filter { seen.insert($0.id).inserted }
        nodeIDs = Dictionary(uniqueKeysWithValues: scenes.enumerated().map { ($0.element.id, "s\($0.offset)") })
        order = Dictionary(uniqueKeysWithValues: scenes.enumerated().map { ($0.element.id, $0.offset) })
        var parent: [Scene.ID: Scene.ID] = [:]
        for segue in flow.segues where segue.kind == .relationship {
            guard let child = segue.destination, parent[child] == nil, child != segue.source,
                  nodeIDs[child] != nil, index.scene(id: segue.source)?.kind.isContainer == true else { continue }
            // A container may not end up inside itself.
            var ancestor: Scene.ID? = segue.source
            while let current = ancestor, current != child { ancestor = parent[current] }
            if ancestor == nil { parent[child] = segue.source }
        }
        self.parent = parent
        var children: [Scene.ID: [Scene.ID]] = [:]
        for scene in scenes { if let container = parent[scene.id] { children[container, default: []].append(scene.id) } }
        self.children = children
    }

    /// The scenes of `members`, in flow order.
    func scenes(in members: Set<Scene.ID>) -> [Scene] {
        members.compactMap { order[$0] }.sorted().map { scenes[$0] }
    }

    /// Whether the relationship is drawn by the subgraph around the child, not by a link.
    func isMembership(_ segue: Segue) -> Bool {
        segue.kind == .relationship && segue.destination.map { parent[$0] == segue.source } == true
    }

    /// The scene's topmost container, or itself.
    func root(of id: Scene.ID) -> Scene.ID {
        var current = id
        while let container = parent[current] { current = container }
        return current
    }
}
