import GraphvizDOT
import Storyflow

/// The overview of a flow split into pages (`--split`, or the atlas of a flow too big for one
/// image): each part one node with its name, scene count and entry scene, an edge between two parts
/// for the segues that lead from one to the other (labelled with their count), and the entry arrow
/// at the part the app starts in. In SVG each node links to its page. The parts of one storyboard
/// whose scenes record their places sit where those scenes sit on Xcode's canvas; parts no segue
/// reaches (scenes opened from code) are grouped under a caption. Beyond
/// ``mostPartsWithArrows`` parts the overview is a grid, each part naming the parts it leads to.
///
/// ```swift
/// let partition = FlowPartition(flow: app, by: .tab)
/// let overview = OverviewLayout().graph(for: app, partition: partition, pageLinks: ["App-Home.svg", "App-Search.svg"])
/// ```
public struct OverviewLayout: Sendable {
    /// Theme, direction and font are taken from these options.
    public var options: LayoutOptions

    /// An overview drawn with `options`.
    public init(options: LayoutOptions = LayoutOptions()) {
        self.options = options
    }

    /// The overview of `flow` cut by `partition`; `pageLinks` gives each part's page, in the same order.
    public func graph(for flow: Flow, partition: FlowPartition, pageLinks: [String]) -> Graph {
        let palette = Palette.of(options.theme)
        let index = FlowIndex(flow: flow)
        var graph = Graph(name: "overview", attributes: [
            .rankDirection(options.direction == .leftToRight ? .leftToRight : .topToBottom),
            .backgroundColor(palette.canvas), .fontName(options.fontName), .fontColor(palette.text),
            .label(.html(.text([Typography.text("\(flow.name) — \(partition.parts.count) parts", size: 16, color: palette.text, bold: true)]))),
            .labelLocation(.top), .labelJustification(.left), .padding(0.3), .nodeSeparation(0.5), .rankSeparation(1.0),
            .id("overview"), .class("overview \(options.theme.rawValue)"),
        ], nodeDefaults: [.fontName(options.fontName), .fontColor(palette.text)],
           edgeDefaults: [.fontName(options.fontName), .fontSize(Typography.edgeLabel), .fontColor(palette.secondaryText), .color(palette.transition)])
        let links = Self.links(flow: flow, partition: partition)
        let isGrid = partition.parts.count > Self.mostPartsWithArrows
        let canvas = isGrid ? nil : Self.canvasPlaces(flow: flow, partition: partition)
        let linked = Set(links.map(\.to)).union([flow.initialSceneID.flatMap { partition.part(of: $0) }].compactMap { $0 })
        if isGrid {
            graph.body.attributes.set(.rankDirection(.topToBottom))
            graph.body.attributes.set(.nodeSeparation(0.3))
            graph.body.attributes.set(.rankSeparation(0.35))
        }
        var unlinked = Subgraph(id: "unlinked", isCluster: true, attributes: [
            .label(.html(.text([Typography.text(Self.unlinkedCaption, size: Typography.body, color: palette.secondaryText)]))),
            .style([.dashed, .rounded]), .color(palette.secondaryText), .id("unlinked-parts"), .class("unlinked"),
        ])
        for (position, part) in partition.parts.enumerated() {
            let leadsTo = isGrid ? links.filter { $0.from == position }.map { partition.parts[$0.to].name } : []
            var node = partNode(
                part, position: position, index: index, palette: palette, link: position < pageLinks.count ? pageLinks[position] : nil, leadsTo: leadsTo
            )
            if let place = canvas?.parts[position] {
                node.attributes.set(.custom("pos", CanvasArrangement.pinnedPos(place)))
                graph.append(node)
            } else if partition.parts.count > 2, !linked.contains(position) {
                unlinked.append(node)
            } else {
                graph.append(node)
            }
        }
        if let canvas {
            graph.body.attributes.set(.custom("layout", "neato"))
            graph.body.attributes.set(.splines(.spline))
            if let caption = canvas.caption {
                graph.append(Node("unlinked", [
                    .shape(.plain), .label(.html(.text([Typography.text(Self.unlinkedCaption, size: Typography.body, color: palette.secondaryText)]))),
                    .custom("pos", CanvasArrangement.pinnedPos(caption)), .id("unlinked-parts"), .class("unlinked"),
                ]))
            }
        } else if !unlinked.body.statements.isEmpty {
            graph.append(unlinked)
        }
        if isGrid {
            // Rows of parts, held in place by invisible edges from each part to the one below it.
            let inCluster = Set(unlinked.body.statements.compactMap { statement -> String? in
                if case .node(let node) = statement { return node.id }
                return nil
            })
            for block in [partition.parts.indices.filter { !inCluster.contains("p\($0)") }, partition.parts.indices.filter { inCluster.contains("p\($0)") }] {
                let perRow = max(3, Int((Double(block.count) * 0.6).squareRoot().rounded(.up)))
                for offset in block.indices.dropLast(perRow) {
                    graph.append(Edge(from: .init(node: "p\(block[offset])"), to: .init(node: "p\(block[offset + perRow])"), [.style([.invis])]))
                }
            }
        }
        if let initial = flow.initialSceneID, let start = partition.part(of: initial) {
            var dot = EdgeStyle.entryPoint(palette: palette)
            dot.set(.id("entry"))
            if let place = canvas?.parts[start] {
                dot.set(.custom("pos", CanvasArrangement.pinnedPos(.init(x: place.x - 150, y: place.y))))
            }
            graph.append(Node("entry", dot))
            var arrow = EdgeStyle.initialArrow(palette: palette)
            arrow.set(.id("entry-arrow"))
            graph.append(Edge(from: .init(node: "entry"), to: .init(node: "p\(start)"), arrow))
        }
        for link in links where !isGrid {
            graph.append(Edge(from: .init(node: "p\(link.from)"), to: .init(node: "p\(link.to)"), [
                .label(.text(link.count == 1 ? "1 segue" : "\(link.count) segues")), .penWidth(1 + min(Double(link.count), 8) / 4),
                .id("link-\(link.from)-\(link.to)"), .class("part-link"),
            ]))
        }
        return graph
    }

    /// A part's node: its name, scene count and entry, linking to its page.
    private func partNode(
        _ part: FlowPartition.Part, position: Int, index: FlowIndex, palette: Palette, link: String?, leadsTo: [String]
    ) -> Node {
        let entry = part.entry.map { Self.entryName($0, in: index) } ?? "—"
        let count = part.sceneIDs.count == 1 ? "1 scene" : "\(part.sceneIDs.count) scenes"
        var lines: [HTMLText] = [
            Typography.text(part.name, size: Typography.sceneName, color: palette.text, bold: true), .lineBreak(),
            Typography.text(count, size: Typography.body, color: palette.secondaryText), .lineBreak(),
            Typography.text("entry: \(entry)", size: Typography.body, color: palette.secondaryText),
        ]
        if !leadsTo.isEmpty {
            let named = leadsTo.prefix(2).joined(separator: ", ") + (leadsTo.count > 2 ? " + \(leadsTo.count - 2) more" : "")
            lines += [.lineBreak(), Typography.text("→ \(named)", size: Typography.body, color: palette.secondaryText)]
        }
        var attributes: Attributes = [
            .shape(.box), .style([.rounded, .filled]), .fillColor(palette.containerFill), .color(palette.containerBorder), .penWidth(1.5),
            .label(.html(.text(lines))),
            .margin(0.15), .id("part-\(position)"), .class("part"),
            .tooltip(([part.name] + part.sceneIDs.prefix(12).map { index.scene(id: $0)?.displayName ?? $0 }).joined(separator: "\n")),
        ]
        if let link { attributes.set(.url(link)) }
        return Node("p\(position)", attributes)
    }

    /// Where each part goes when the flow is one storyboard whose scenes all record their place on
    /// Xcode's canvas: at its scenes' middle, scaled down, pushed apart where parts would overlap;
    /// parts no segue reaches go in rows below. `nil` for any other flow (then ranked by Graphviz).
    static func canvasPlaces(flow: Flow, partition: FlowPartition) -> CanvasPlaces? {
        let files = Set(flow.scenes.map { $0.location?.file })
        guard files.count == 1, files.first != nil, partition.parts.count > 1, flow.scenes.allSatisfy({ $0.position != nil }) else { return nil }
        let index = FlowIndex(flow: flow)
        let reached = Set(links(flow: flow, partition: partition).map(\.to)).union([flow.initialSceneID.flatMap { partition.part(of: $0) }].compactMap { $0 })
        var placed: [(centre: CanvasArrangement.Point, size: SceneFootprint)] = []
        var places: [Int: CanvasArrangement.Point] = [:]
        func size(of part: FlowPartition.Part) -> SceneFootprint {
            let longest = [part.name, "entry: " + (part.entry.map { entryName($0, in: index) } ?? "—")].map(\.count).max() ?? 0
            return SceneFootprint(width: 30 + 6 * Double(longest), height: 64)
        }
        let order = partition.parts.indices.filter(reached.contains).sorted { a, b in
            let (pa, pb) = (centroid(partition.parts[a], index: index), centroid(partition.parts[b], index: index))
            return (pa.y, pa.x, a) < (pb.y, pb.x, b)
        }
        for position in order {
            let middle = centroid(partition.parts[position], index: index)
            let wanted = CanvasArrangement.Point(x: middle.x * canvasScale, y: middle.y * canvasScale)
            let footprint = size(of: partition.parts[position])
            let centre = CanvasArrangement.free(near: wanted, size: footprint, among: placed)
            placed.append((centre, footprint))
            places[position] = CanvasArrangement.Point(x: centre.x, y: -centre.y)
        }
        let left = placed.map { $0.centre.x - $0.size.width / 2 }.min() ?? 0
        var row = (placed.map { $0.centre.y + $0.size.height / 2 }.max() ?? 0) + 110
        let caption = reached.count < partition.parts.count ? CanvasArrangement.Point(x: left + 150, y: -(row - 50)) : nil
        var x = left
        for position in partition.parts.indices where !reached.contains(position) {
            let footprint = size(of: partition.parts[position])
            if x > left, x + footprint.width > max(left + 900, (placed.map { $0.centre.x + $0.size.width / 2 }.max() ?? 0)) {
                x = left
                row += 64 + CanvasArrangement.gap.vertical
            }
            let centre = CanvasArrangement.free(near: .init(x: x + footprint.width / 2, y: row), size: footprint, among: placed)
            placed.append((centre, footprint))
            places[position] = CanvasArrangement.Point(x: centre.x, y: -centre.y)
            x = centre.x + footprint.width / 2 + CanvasArrangement.gap.horizontal
        }
        return CanvasPlaces(parts: places, caption: caption)
    }

    /// The pinned centres of an overview's parts (`y` growing upwards), and of the caption over the
    /// parts no segue reaches, when there are any.
    struct CanvasPlaces {
        let parts: [Int: CanvasArrangement.Point]
        let caption: CanvasArrangement.Point?
    }

    /// Beyond this many parts, arrows between them would tangle: the overview is a grid of parts,
    /// each naming the parts its segues lead to.
    static let mostPartsWithArrows = 16

    /// What the group of parts no segue reaches is captioned with.
    static let unlinkedCaption = "Not reached by any segue (opened from code)"

    /// How much smaller than Xcode's canvas the overview places its parts: a part's node is about a
    /// third of the scenes it stands for.
    private static let canvasScale = 0.35

    /// The middle of a part's scenes on Xcode's canvas.
    private static func centroid(_ part: FlowPartition.Part, index: FlowIndex) -> CanvasArrangement.Point {
        let points = part.sceneIDs.compactMap { index.scene(id: $0)?.position }
        guard !points.isEmpty else { return .init(x: 0, y: 0) }
        return .init(x: points.map(\.x).reduce(0, +) / Double(points.count), y: points.map(\.y).reduce(0, +) / Double(points.count))
    }

    /// A part's entry by name: a container by its first child's (a navigation controller by its root).
    static func entryName(_ sceneID: Scene.ID, in index: FlowIndex) -> String {
        guard let scene = index.scene(id: sceneID) else { return sceneID }
        guard scene.kind.isContainer, let child = index.children(of: sceneID).first.flatMap({ index.scene(id: $0.scene) }) else {
            return scene.displayName
        }
        return "\(child.displayName) (\(scene.kind.displayName))"
    }

    /// The segues (but unwinds) between parts, counted per ordered pair of parts, in a stable order.
    static func links(flow: Flow, partition: FlowPartition) -> [(from: Int, to: Int, count: Int)] {
        var counts: [Int: [Int: Int]] = [:]
        for segue in flow.segues where segue.kind != .unwind {
            guard let destination = segue.destination, let from = partition.part(of: segue.source),
                  let to = partition.part(of: destination), from != to else { continue }
            counts[from, default: [:]][to, default: 0] += 1
        }
        return counts.keys.sorted().flatMap { from in
            (counts[from] ?? [:]).keys.sorted().map { to in (from, to, counts[from]?[to] ?? 0) }
        }
    }
}
