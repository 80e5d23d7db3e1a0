import GraphvizDOT
import Storyflow

/// Everything the node, edge and legend builders share while laying out one flow.
struct LayoutContext: Sendable {
    let flow: Flow
    let options: LayoutOptions
    let palette: Palette
    let sceneIDs: SceneNodeIDs
    let chrome: [Scene.ID: SceneChrome]
    private let ports: [Scene.ID: PortNames]
    private let marks: [Scene.ID: SceneMarks]
    private let clusteredSceneIDs: Set<Scene.ID>

    /// Resolves names, ports, bars and marks for `flow`.
    init(flow: Flow, options: LayoutOptions) {
        self.flow = flow
        self.options = options
        self.palette = Palette.of(options.theme)
        self.sceneIDs = SceneNodeIDs(flow: flow)
        self.chrome = SceneChrome.resolve(in: flow)
        var ports: [Scene.ID: PortNames] = [:]
        for scene in flow.scenes where ports[scene.id] == nil {
            ports[scene.id] = PortNames(content: scene.content)
        }
        self.ports = ports
        self.marks = SceneMarks.grouped(options.marks)
        self.clusteredSceneIDs = options.groupsContainers
            ? Set(flow.segues.filter { $0.kind == .relationship && flow.scene(id: $0.source)?.kind.isContainer == true }.compactMap(\.destination))
            : []
    }

    /// The port table of a scene (empty for an unknown scene).
    func ports(of sceneID: Scene.ID) -> PortNames {
        ports[sceneID] ?? PortNames(content: SceneContent())
    }

    /// What a scene's node stands on: the cluster's fill inside a grouped container, else the canvas.
    func background(of sceneID: Scene.ID) -> Color {
        clusteredSceneIDs.contains(sceneID) ? palette.clusterFill : palette.canvas
    }

    /// The marks shown on a scene, if any.
    func marks(of sceneID: Scene.ID) -> SceneMarks? {
        marks[sceneID]
    }
}
