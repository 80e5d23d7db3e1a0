import GraphvizDOT
import Storyflow

/// Lays a flow out as a Graphviz graph in the look of Xcode's storyboard canvas.
///
/// Scenes become small phone screens (containers compact boxes, references dashed boxes), segues
/// edges whose line and arrowhead tell their kind, leaving from the element that fires them.
/// Node IDs are generated (`s0`, `s1`…); user text only appears inside labels and tooltips, escaped.
/// The same flow and options always give byte-identical DOT. Large flows trade detail for speed
/// as ``LayoutOptions/detail`` and ``DetailSettings`` describe.
///
/// ```swift
/// let layout = FlowLayout(options: LayoutOptions(theme: .dark, showsLegend: true))
/// let dot = layout.graph(for: flow).dotSource
/// // digraph flow { rankdir=LR; bgcolor="#1e1e1e"; … s0 [label=<…>, id="scene-Players", …]; … }
/// ```
public struct FlowLayout: Sendable {
    /// How the flow is drawn.
    public var options: LayoutOptions
    /// How scenes are measured for the storyboard's own arrangement; `nil` estimates their sizes.
    public var measuring: NodeMeasuring?

    /// Creates a layout with the given options, measuring scenes with `measuring` when it places
    /// them as on the storyboard's canvas.
    public init(options: LayoutOptions = LayoutOptions(), measuring: NodeMeasuring? = nil) {
        self.options = options
        self.measuring = measuring
    }

    /// The Graphviz settings the graph of `flow` is laid out with, chosen by ``LayoutOptions/detail``.
    public func detailSettings(for flow: Flow) -> DetailSettings {
        DetailSettings(level: options.detail, sceneCount: flow.scenes.count, groupsContainers: options.groupsContainers)
    }

    /// The SVG `id` the graph of `flow` gives each scene's node (`scene-Players`), for pages and
    /// scripts that look scenes up in the rendered SVG.
    public func sceneSVGIDs(for flow: Flow) -> [Scene.ID: String] {
        let ids = SceneNodeIDs(flow: flow)
        return Dictionary(flow.scenes.map { ($0.id, ids.svgID(of: $0.id)) }, uniquingKeysWith: { first, _ in first })
    }

    /// The arrangement `flow` is drawn in: ``Arrangement/storyboard`` only when it is asked for, every
    /// scene records a position, containers are not grouped and there is no legend (both are clusters,
    /// which Graphviz 2.42's neato corrupts its heap on); else ``Arrangement/automatic``.
    public func arrangement(for flow: Flow) -> Arrangement {
        let canPin = !flow.scenes.isEmpty && flow.scenes.allSatisfy { $0.position != nil } && !options.groupsContainers
            && !options.showsLegend
        return options.arrangement == .storyboard && canPin ? .storyboard : .automatic
    }

    /// The graph of `flow`: scenes, entry arrow, segues, `stubs` and, when asked, the legend. With a
    /// ``LayoutOptions/focus``, only the focused scene's neighbourhood is drawn, with stubs for the rest.
    public func graph(for flow: Flow, stubs: [SceneStub] = []) -> Graph {
        var flow = flow
        var stubs = stubs
        if let focus = options.focus, let view = FocusView(flow: flow, focus: focus) {
            flow = view.flow
            stubs += view.stubs
        }
        var parallelCounts: [Segue.ID: Int] = [:]
        if options.changes == nil {
            let parallel = ParallelSegues(flow: flow)
            flow = parallel.flow
            parallelCounts = parallel.counts
        }
        let paths = options.path.map { FlowPaths(flow: flow, from: $0.from, to: $0.to) }
        let context = LayoutContext(flow: flow, options: options, detail: detailSettings(for: flow), highlightedSegues: paths?.segueIDs ?? [],
                                    parallelCounts: parallelCounts)
        let nodes = SceneNodes(context: context)
        var canvas = arrangement(for: flow) == .storyboard
            ? CanvasArrangement(context: context, stubs: stubs, measured: measuredSizes(of: flow, nodes: nodes, palette: context.palette))
            : layeredCanvas(context: context, nodes: nodes, stubs: stubs)
        let compaction = canvas == nil && !options.groupsContainers ? CompactArrangement(context: context) : nil
        var graph = Graph(name: "flow", attributes: graphAttributes(flow: flow, context: context, canvas: canvas),
                          nodeDefaults: nodeDefaults(palette: context.palette),
                          edgeDefaults: edgeDefaults(palette: context.palette))
        let clusters = options.groupsContainers ? ContainerClusters(context: context) : nil
        if let clusters {
            graph.body.statements += clusters.statements(nodes: nodes)
        } else {
            for scene in flow.scenes {
                guard var node = nodes.node(for: scene) else { continue }
                if let pos = canvas?.pos(of: scene.id) { node.attributes.set(.custom("pos", pos)) }
                if scene.id == options.focus?.sceneID {
                    Highlight.outline(&node, theme: options.theme, className: "focus")
                } else if paths?.sceneIDs.contains(scene.id) == true {
                    Highlight.outline(&node, theme: options.theme, className: SVGClass.onPath.rawValue)
                }
                graph.append(node)
            }
        }
        let edges = SegueEdges(context: context, clusters: clusters, canvas: canvas)
        let entryArrow = EntryArrow(context: context)
        for var entry in ChangeDecoration(context: context)?.entries(entryArrow) ?? [entryArrow.statements()].compactMap({ $0 }) {
            if let initial = flow.initialSceneID, let pos = canvas?.entryPos(initial: initial) {
                entry.node.attributes.set(.custom("pos", pos))
            }
            graph.append(entry.node)
            graph.append(entry.edge)
        }
        var svgIDs = Set(flow.scenes.map { context.sceneIDs.svgID(of: $0.id) })
        for (index, segue) in flow.segues.enumerated() {
            let statements = edges.statements(for: segue, index: index, svgIDs: &svgIDs)
            for var node in statements.nodes {
                // Pinned scenes leave neato nowhere sensible to put a hub reference: it goes beside its source.
                if let reference = context.hubs.reference(of: segue), node.id == reference.nodeID,
                   let pos = canvas?.pinReference(saying: reference.boxText(in: context.index), beside: segue.source) {
                    node.attributes.set(.custom("pos", pos))
                }
                graph.append(node)
            }
            for var edge in statements.edges {
                compaction?.attributes(forSegue: segue.id).forEach { edge.attributes.set($0) }
                if paths?.segueIDs.contains(segue.id) == true { Highlight.emphasize(&edge, theme: options.theme) }
                graph.append(edge)
            }
        }
        if let packing = compaction?.packing {
            for link in packing.links {
                guard let from = context.sceneIDs.nodeID(of: link.from), let to = context.sceneIDs.nodeID(of: link.to) else { continue }
                graph.append(Edge.spacer(from: from, to: to, minimumLength: link.minimumLength))
            }
        }
        let stubNodes = StubNodes(context: context)
        for (index, stub) in stubs.enumerated() {
            guard let statements = stubNodes.statements(for: stub, index: index) else { continue }
            var node = statements.node
            if let pos = canvas?.pinStub(stub) { node.attributes.set(.custom("pos", pos)) }
            graph.append(node)
            graph.append(statements.edge)
        }
        if options.showsLegend {
            graph.append(Legend(context: context).subgraph(pinnedBelow: canvas?.legendOrigin))
        }
        return graph
    }

    /// The automatic arrangement placed in balanced columns (see ``LayeredArrangement``) when that
    /// saves enough of the page: drawn left to right, without a legend, container boxes or focus.
    private func layeredCanvas(context: LayoutContext, nodes: SceneNodes, stubs: [SceneStub]) -> CanvasArrangement? {
        guard options.direction == .leftToRight, !options.groupsContainers, !options.showsLegend, options.focus == nil,
              let layered = LayeredArrangement(context: context, stubs: stubs,
                                               measured: measuredSizes(of: context.flow, nodes: nodes, palette: context.palette)) else { return nil }
        return CanvasArrangement(placing: layered.scenes, stubs: layered.stubs)
    }

    /// Each scene's drawn size as ``measuring`` measures its node alone; empty without it.
    private func measuredSizes(of flow: Flow, nodes: SceneNodes, palette: Palette) -> [Scene.ID: SceneFootprint] {
        guard let measuring else { return [:] }
        let sceneNodes = flow.scenes.compactMap { scene in nodes.node(for: scene).map { (scene.id, $0) } }
        var graph = Graph(name: "scenes", nodeDefaults: nodeDefaults(palette: palette))
        sceneNodes.forEach { graph.append($0.1) }
        guard let sizes = measuring(graph) else { return [:] }
        var measured: [Scene.ID: SceneFootprint] = [:]
        for (sceneID, node) in sceneNodes {
            if let size = sizes[node.id] { measured[sceneID] = SceneFootprint(width: size.width, height: size.height) }
        }
        return measured
    }

    private func graphAttributes(flow: Flow, context: LayoutContext, canvas: CanvasArrangement?) -> Attributes {
        let palette = context.palette
        var attributes: Attributes = [
            .rankDirection(options.direction == .leftToRight ? .leftToRight : .topToBottom),
            .backgroundColor(palette.canvas), .fontName(options.fontName), .fontColor(palette.text),
            .label(.html(.text([Typography.text(LongText.cut(flow.name, limit: LongText.tooltip), size: 16, color: palette.text, bold: true)]))),
            .labelLocation(.top), .labelJustification(.left),
            .padding(0.3), .nodeSeparation(0.45), .rankSeparation(0.35), .splines(.spline), .outputOrder(.edgesFirst),
            .id("flow"), .class("flow \(options.theme.rawValue)"),
        ]
        if canvas != nil {
            // Scenes are pinned where the developer or the columns put them; neato only routes the edges around them.
            attributes.set(.custom("layout", "neato"))
            attributes.set(.splines(.spline))
            if canvas?.facesAcrossOnly == true {
                // Columns of scenes leave 50-point gaps that long edges pass through: neato keeps its
                // splines 9 points clear of every scene (`esep`, which must stay below `sep`), not 3.
                attributes.set(.custom("sep", "+12"))
                attributes.set(.custom("esep", "+9"))
            }
            return attributes
        }
        if context.detail.ranksGlobally { attributes.set(.newRank(true)) }
        if let limit = context.detail.iterationLimit {
            attributes.set(.custom("nslimit", String(limit)))
            attributes.set(.custom("mclimit", String(limit)))
            attributes.set(.custom("remincross", "false"))
        }
        return attributes
    }

    private func nodeDefaults(palette: Palette) -> Attributes {
        [.shape(.plain), .fontName(options.fontName), .fontSize(Typography.body), .fontColor(palette.text)]
    }

    private func edgeDefaults(palette: Palette) -> Attributes {
        [.fontName(options.fontName), .fontSize(Typography.edgeLabel), .fontColor(palette.secondaryText),
         .penWidth(1.2), .arrowSize(0.8)]
    }
}
