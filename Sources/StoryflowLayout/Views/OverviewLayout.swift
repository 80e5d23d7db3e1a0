import GraphvizDOT
import Storyflow

/// The overview of a flow split into pages (`--split`): each part one node with its name, scene
/// count and entry scene, an edge between two parts for the segues that lead from one to the other
/// (labelled with their count), and the entry arrow at the part the app starts in. In SVG each node
/// links to its page.
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
        for (position, part) in partition.parts.enumerated() {
            let entry = part.entry.map { Self.entryName($0, in: index) } ?? "—"
            let count = part.sceneIDs.count == 1 ? "1 scene" : "\(part.sceneIDs.count) scenes"
            var attributes: Attributes = [
                .shape(.box), .style([.rounded, .filled]), .fillColor(palette.containerFill), .color(palette.containerBorder), .penWidth(1.5),
                .label(.html(.text([
                    Typography.text(part.name, size: Typography.sceneName, color: palette.text, bold: true), .lineBreak(),
                    Typography.text(count, size: Typography.body, color: palette.secondaryText), .lineBreak(),
                    Typography.text("entry: \(entry)", size: Typography.body, color: palette.secondaryText),
                ]))),
                .margin(0.15), .id("part-\(position)"), .class("part"),
                .tooltip(([part.name] + part.sceneIDs.prefix(12).map { index.scene(id: $0)?.displayName ?? $0 }).joined(separator: "\n")),
            ]
            if position < pageLinks.count { attributes.set(.url(pageLinks[position])) }
            graph.append(Node("p\(position)", attributes))
        }
        if let initial = flow.initialSceneID, let start = partition.part(of: initial) {
            var dot = EdgeStyle.entryPoint(palette: palette)
            dot.set(.id("entry"))
            graph.append(Node("entry", dot))
            var arrow = EdgeStyle.initialArrow(palette: palette)
            arrow.set(.id("entry-arrow"))
            graph.append(Edge(from: .init(node: "entry"), to: .init(node: "p\(start)"), arrow))
        }
        for link in Self.links(flow: flow, partition: partition) {
            graph.append(Edge(from: .init(node: "p\(link.from)"), to: .init(node: "p\(link.to)"), [
                .label(.text(link.count == 1 ? "1 segue" : "\(link.count) segues")), .penWidth(1 + min(Double(link.count), 8) / 4),
                .id("link-\(link.from)-\(link.to)"), .class("part-link"),
            ]))
        }
        return graph
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
