import GraphvizDOT
import Storyflow

/// Everything the node, edge and legend builders share while laying out one flow.
struct LayoutContext: Sendable {
    let flow: Flow
    /// The flow's scenes and segues by scene id.
    let index: FlowIndex
    let options: LayoutOptions
    /// The settings for the flow's size.
    let detail: DetailSettings
    let palette: Palette
    let sceneIDs: SceneNodeIDs
    let chrome: [Scene.ID: SceneChrome]
    /// The segues drawn to a link beside their source instead of to a hub.
    let hubs: HubReferences
    /// How many segues each edge stands for, when more than one (see ``ParallelSegues``).
    let parallelCounts: [Segue.ID: Int]
    private let ports: [Scene.ID: PortNames]
    private let marks: [Scene.ID: SceneMarks]
    private let clusteredSceneIDs: Set<Scene.ID>
    /// The elements that fire a segue, by scene; only gathered for compact scenes, which draw no others.
    private let triggerIDs: [Scene.ID: Set<String>]

    /// Resolves names, ports, bars, marks and hubs for `flow`; the segues in
    /// `highlightedSegues` are drawn as edges even when they lead to a hub, and so is every segue to
    /// the focused scene.
    init(flow: Flow, options: LayoutOptions, detail: DetailSettings, highlightedSegues: Set<Segue.ID> = [], parallelCounts: [Segue.ID: Int] = [:]) {
        self.flow = flow
        self.parallelCounts = parallelCounts
        let index = FlowIndex(flow: flow)
        self.index = index
        self.options = options
        self.detail = detail
        self.palette = Palette.of(options.theme)
        self.sceneIDs = SceneNodeIDs(flow: flow)
        self.chrome = SceneChrome.resolve(in: index)
        self.hubs = HubReferences(flow: flow, index: index, threshold: options.hubThreshold,
                                  exempt: Set([options.focus?.sceneID].compactMap { $0 }), kept: highlightedSegues)
        var ports: [Scene.ID: PortNames] = [:]
        for scene in flow.scenes where ports[scene.id] == nil {
            ports[scene.id] = PortNames(content: scene.content)
        }
        self.ports = ports
        self.marks = SceneMarks.grouped(options.marks)
        self.clusteredSceneIDs = options.groupsContainers
            ? Set(flow.segues.filter { $0.kind == .relationship && index.scene(id: $0.source)?.kind.isContainer == true }.compactMap(\.destination))
            : []
        var triggerIDs: [Scene.ID: Set<String>] = [:]
        if detail.compactScenes {
            for segue in flow.segues {
                if let elementID = segue.trigger.elementID { triggerIDs[segue.source, default: []].insert(elementID) }
            }
        }
        self.triggerIDs = triggerIDs
    }

    /// The port table of a scene (empty for an unknown scene).
    func ports(of sceneID: Scene.ID) -> PortNames {
        ports[sceneID] ?? PortNames(content: SceneContent())
    }

    /// The port of the element that fires `segue` in its source scene; `nil` when the scene does not
    /// draw it. A segue's edge leaves from there, and its label then leaves the trigger out.
    func triggerPort(of segue: Segue) -> String? {
        segue.trigger.elementID.flatMap { ports(of: segue.source).port(for: $0) }
    }

    /// The label of `segue`'s edge (see ``SegueLabel``), ending `×4` when it stands for four segues;
    /// without the trigger's title when the edge leaves from the trigger.
    func label(of segue: Segue, showsTrigger: Bool) -> String? {
        let text = SegueLabel.text(for: segue, in: index, showsTrigger: showsTrigger)
        guard let count = parallelCounts[segue.id] else { return text }
        return text.map { "\($0) ×\(count)" } ?? "×\(count)"
    }

    /// What a scene's node stands on: the cluster's fill inside a grouped container, else the canvas.
    func background(of sceneID: Scene.ID) -> Color {
        clusteredSceneIDs.contains(sceneID) ? palette.clusterFill : palette.canvas
    }

    /// The name of the controller each container view of the scene embeds, by the container's element id.
    func embeddedNames(in sceneID: Scene.ID) -> [String: String] {
        var names: [String: String] = [:]
        for segue in index.segues(from: sceneID) where segue.kind == .embed {
            guard let element = segue.trigger.elementID, let destination = segue.destination.flatMap({ index.scene(id: $0) }) else { continue }
            names[element] = names[element] ?? destination.displayName
        }
        return names
    }

    /// Whether the element fires a segue of the scene; only answered for compact scenes (else `false`).
    func firesSegue(elementID: String, in sceneID: Scene.ID) -> Bool {
        triggerIDs[sceneID]?.contains(elementID) == true
    }

    /// The picture drawn as the scene's screen, if it has one and is drawn as a phone screen (not a
    /// container, a reference or a compact card).
    func screenshot(of sceneID: Scene.ID) -> SceneScreenshot? {
        guard !detail.compactScenes, let screenshot = options.screenshots[sceneID],
              let scene = index.scene(id: sceneID), !scene.kind.isContainer, scene.kind != .reference else { return nil }
        return screenshot
    }

    /// The marks shown on a scene, if any.
    func marks(of sceneID: Scene.ID) -> SceneMarks? {
        marks[sceneID]
    }
}
