import Foundation
import GraphvizDOT

/// A graph of unconnected parts drawn part by part: each part laid out by Graphviz on its own, then
/// the parts packed on the page by their real sizes, and the whole drawn where they were put, with
/// the `nop2` engine (see ``PinnedLayout``).
///
/// `dot` lays the parts of one graph side by side along its first rank, however long or short
/// each is. Held in columns by spacers (`Edge.isSpacer`), they still hang where
/// `dot` balances them, each column lower than the one before, and most of the page stays empty.
/// Packed by their measured sizes, they fill it. (`dot`'s own `pack` would do as much, but Graphviz
/// 2.42 then drops most edge labels.)
///
/// ```swift
/// guard let packed = PackedParts(graph) else { return graph }
/// let title = try packed.title.map { try GraphPlaces(laidOutDOT: layOut($0)) }
/// let parts = try packed.parts.map { try GraphPlaces(laidOutDOT: layOut($0)) }
/// let drawn = packed.pinned(parts: parts, title: title) ?? graph   // then drawn with nop2
/// ```
public struct PackedParts: Sendable {
    /// The graph without its spacers: the graph that is drawn.
    public let whole: Graph
    /// Each part as a graph of its own, in the order its first node is declared: the graph's
    /// attributes and defaults but its label, and the nodes and edges of the part.
    public let parts: [Graph]
    /// An empty graph with the whole graph's label and attributes, whose layout places the title;
    /// `nil` when the graph has no label.
    public let title: Graph?

    /// The space between two parts, in points.
    static let gap = 36.0

    /// The parts of `graph`, or `nil` when it has none to pack: when it is in one part, holds
    /// subgraphs (clusters, a legend), names its layout engine or pins a node.
    public init?(_ graph: Graph) {
        guard graph.body.attributes["layout"] == nil else { return nil }
        var whole = graph
        whole.body.statements = graph.body.statements.filter { if case .edge(let edge) = $0 { !edge.isSpacer } else { true } }
        var parts = PartFinder()
        for statement in whole.body.statements {
            switch statement {
            case .subgraph: return nil
            case .node(let node):
                guard node.attributes["pos"] == nil else { return nil }
                parts.add(node.id)
            case .edge(let edge): parts.join(edge.tail.node, edge.head.node)
            }
        }
        let groups = parts.groups()
        guard groups.count > 1 else { return nil }
        var statements = Array(repeating: [GraphStatement](), count: groups.count)
        for statement in whole.body.statements {
            switch statement {
            case .node(let node): statements[parts.group(of: node.id, in: groups)].append(statement)
            case .edge(let edge): statements[parts.group(of: edge.tail.node, in: groups)].append(statement)
            case .subgraph: break
            }
        }
        let untitled = Attributes(graph.body.attributes.filter { $0.name != "label" })
        self.whole = whole
        self.parts = statements.map { statements in
            var part = graph
            part.body = GraphBody(attributes: untitled, nodeDefaults: graph.body.nodeDefaults, edgeDefaults: graph.body.edgeDefaults, statements: statements)
            return part
        }
        if graph.body.attributes["label"] != nil {
            var title = graph
            title.body.statements = []
            self.title = title
        } else {
            title = nil
        }
    }

    /// ``whole`` with every part moved to where the packing puts it and pinned there, the title
    /// above them: `parts` are the places Graphviz gave each of ``parts``, `title` those of
    /// ``title``. `nil` when a part's places lack its bounding box or a node or edge of the part, or
    /// when the page would be larger than `oneLayout`'s, Graphviz's own layout of the graph with its
    /// spacers (which sometimes sets parts side by side tighter than their outlines can be packed).
    public func pinned(parts placed: [GraphPlaces], title: GraphPlaces?, unlessLargerThan oneLayout: GraphPlaces? = nil) -> Graph? {
        guard placed.count == parts.count else { return nil }
        let boxes = placed.compactMap { $0.graphAttributes["bb"].flatMap(Box.init) }
        guard boxes.count == placed.count else { return nil }
        let titleBox = title?.graphAttributes["bb"].flatMap(Box.init)
        let stacksDown = whole.body.attributes["rankdir"]?.dotValue == "LR"
        let packing = PartStacking(zip(placed, boxes).map { Self.outline(of: $0, in: $1) }, gap: Self.gap, stacksDown: stacksDown).placement
        let titleHeight = titleBox?.height ?? 0
        let height = packing.height + titleHeight
        var places = GraphPlaces(graphAttributes: [:], nodePositions: [:], edgePlaces: [:])
        for (index, part) in placed.enumerated() {
            // Graphviz's y grows upwards: the packing's top-down origin becomes the box's top edge.
            let dx = packing.origins[index].x - boxes[index].minX
            let dy = (packing.height - packing.origins[index].y) - boxes[index].maxY
            places.merge(part.shifted(by: dx, dy))
        }
        if let title, let titleBox, let label = title.graphAttributes["lp"] {
            places.graphAttributes["lp"] = GraphPlaces.shifted(label, by: -titleBox.minX, height - titleBox.maxY)
        }
        let width = max(packing.width, titleBox?.width ?? 0)
        if let box = oneLayout?.graphAttributes["bb"].flatMap(Box.init), box.width * box.height <= width * height { return nil }
        places.graphAttributes["bb"] = "0,0,\(GraphPlaces.number(width)),\(GraphPlaces.number(height))"
        let pinning = PinnedLayout(places)
        return pinning.places(whole) ? pinning.pin(whole) : nil
    }

    /// How far apart, at most, the points are that trace an edge's curve in a part's outline.
    private static let outlineStep = 24.0

    /// How wide and tall an edge label is taken to be around its place: Graphviz reports only the middle.
    private static let labelExtent = (width: 80.0, height: 16.0)

    /// The outline of a part laid out at `places` within `box`: its nodes, its edges' paths and
    /// their labels, from the box's top-left corner, y downwards.
    private static func outline(of places: GraphPlaces, in box: Box) -> PartStacking.Outline {
        func topDown(_ x: Double, _ y: Double, width: Double, height: Double) -> PartStacking.Box {
            PartStacking.Box(minX: x - box.minX - width / 2, minY: box.maxY - y - height / 2, maxX: x - box.minX + width / 2, maxY: box.maxY - y + height / 2)
        }
        var boxes: [PartStacking.Box] = []
        for (node, position) in places.nodePositions {
            guard let point = GraphPlaces.points(in: position).first else { continue }
            let size = places.nodeSizes[node] ?? GraphPlaces.Size(width: 0, height: 0)
            boxes.append(topDown(point.x, point.y, width: size.width, height: size.height))
        }
        for edge in places.edgePlaces.values {
            // Short straight steps along the curve, each in a box: a diagonal edge leaves the
            // corners beside it free for another part.
            for spline in EdgeRoute(edge["pos"] ?? "").splines {
                let path = spline.traced(every: outlineStep)
                for (start, end) in zip(path, path.dropFirst()) {
                    boxes.append(topDown((start.x + end.x) / 2, (start.y + end.y) / 2, width: abs(end.x - start.x), height: abs(end.y - start.y)))
                }
            }
            for label in ["lp", "xlp"].compactMap({ edge[$0] }).compactMap({ GraphPlaces.points(in: $0).first }) {
                boxes.append(topDown(label.x, label.y, width: labelExtent.width, height: labelExtent.height))
            }
        }
        // Sorted, so that the same parts always pack the same way.
        boxes.sort { ($0.minX, $0.minY, $0.maxX, $0.maxY) < ($1.minX, $1.minY, $1.maxX, $1.maxY) }
        return PartStacking.Outline(boxes: boxes, width: box.width, height: box.height)
    }

    /// A bounding box, `bb`, of a laid-out graph.
    struct Box {
        let minX, minY, maxX, maxY: Double
        var width: Double { maxX - minX }
        var height: Double { maxY - minY }

        init?(_ text: String) {
            let numbers = text.split(separator: ",").compactMap { Double($0) }
            guard numbers.count == 4 else { return nil }
            (minX, minY, maxX, maxY) = (numbers[0], numbers[1], numbers[2], numbers[3])
        }
    }
}

/// The connected groups of a graph's nodes (union–find), in the order each group's first node came.
private struct PartFinder {
    private var parent: [String: String] = [:]
    private var order: [String] = []

    mutating func add(_ node: String) {
        guard parent[node] == nil else { return }
        parent[node] = node
        order.append(node)
    }

    mutating func join(_ first: String, _ second: String) {
        add(first)
        add(second)
        let (a, b) = (root(of: first), root(of: second))
        if a != b { parent[b] = a }
    }

    func root(of node: String) -> String {
        var node = node
        while let next = parent[node], next != node { node = next }
        return node
    }

    /// Each group's root, in the order of its first node.
    func groups() -> [String] {
        var seen = Set<String>()
        return order.map(root).filter { seen.insert($0).inserted }
    }

    func group(of node: String, in groups: [String]) -> Int {
        groups.firstIndex(of: root(of: node)) ?? 0
    }
}

extension GraphPlaces {
    /// The places of these nodes and edges, each moved by `dx`, `dy` points (without the graph's own).
    func shifted(by dx: Double, _ dy: Double) -> GraphPlaces {
        GraphPlaces(
            graphAttributes: [:],
            nodePositions: nodePositions.mapValues { Self.shifted($0, by: dx, dy) },
            edgePlaces: edgePlaces.mapValues { $0.mapValues { Self.shifted($0, by: dx, dy) } }
        )
    }

    /// `other`'s places added to these.
    mutating func merge(_ other: GraphPlaces) {
        nodePositions.merge(other.nodePositions) { first, _ in first }
        edgePlaces.merge(other.edgePlaces) { first, _ in first }
    }

    /// A point (`x,y`) or a spline (`e,x,y s,x,y x,y …`, splines apart by `;`) moved by `dx`, `dy`.
    static func shifted(_ text: String, by dx: Double, _ dy: Double) -> String {
        text.split(separator: ";", omittingEmptySubsequences: false).map { spline in
            spline.split(separator: " ").map { point -> String in
                var fields = point.split(separator: ",").map(String.init)
                guard fields.count >= 2, let x = Double(fields[fields.count - 2]), let y = Double(fields[fields.count - 1]) else { return String(point) }
                fields[fields.count - 2] = number(x + dx)
                fields[fields.count - 1] = number(y + dy)
                return fields.joined(separator: ",")
            }.joined(separator: " ")
        }.joined(separator: ";")
    }

    /// The points of a place: `x,y`, or a spline's `e,x,y s,x,y x,y …`.
    static func points(in text: String) -> [(x: Double, y: Double)] {
        text.split(whereSeparator: { $0 == " " || $0 == ";" }).compactMap { point in
            let fields = point.split(separator: ",")
            guard fields.count >= 2, let x = Double(fields[fields.count - 2]), let y = Double(fields[fields.count - 1]) else { return nil }
            return (x, y)
        }
    }

    /// A coordinate as Graphviz writes it: at most two decimals, none when whole.
    static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%.2f", rounded)
    }
}
