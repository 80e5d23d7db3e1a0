import GraphvizDOT

/// Edge labels moved off the nodes, labels, arrowheads and lines they lie over, along their own edges.
///
/// With every node pinned, `neato` only routes the edges, and sets each text label (`label`) at the
/// middle of its edge, whatever lies there: between scenes placed close, a label can lie over a
/// scene beside its edge, over its own arrowhead where the edge is short, or across its own line
/// (the line struck through the text). This finds those labels in a laid-out graph's places and
/// moves each to the point of its own edge nearest the middle where it clears every node, every
/// other label, its own arrowhead and its own line (just beside the edge), to be drawn pinned
/// (``PinnedLayout``). Labels are measured from their text: about 0.6 of the font size a
/// character, 1.2 of it a line.
///
/// ```swift
/// let places = try GraphPlaces(laidOutDOT: laidOut)
/// if let cleared = LabelClearance(graph: graph, places: places).clearedPlaces() {
///     let drawn = PinnedLayout(cleared).pin(graph)   // every label clear, drawn by nop2
/// }
/// ```
public struct LabelClearance: Sendable {
    typealias Box = PlacedBox

    /// One edge label: its edge's `id`, size, the points of its edge's route, points along its
    /// curve and the box of the edge's arrowhead (from the curve's end to the tip, as wide as an
    /// arrowhead).
    private struct EdgeLabel {
        let edgeID: String
        let width: Double
        let height: Double
        let route: [(x: Double, y: Double)]
        let curve: [(x: Double, y: Double)]
        let head: Box?
    }

    /// The room kept between a label and what it clears, in points.
    static let margin = 2.0

    private let places: GraphPlaces
    private let labels: [EdgeLabel]
    private let nodeBoxes: [Box]

    /// The labels of `graph`'s edges at `places`, its laid-out places.
    public init(graph: Graph, places: GraphPlaces) {
        self.places = places
        let edgeDefaults = graph.body.edgeDefaults
        labels = graph.body.flattenedStatements.compactMap { statement -> EdgeLabel? in
            guard case .edge(let edge) = statement, case .id(let id)? = edge.attributes["id"],
                  let size = Self.labelSize(of: edge, edgeDefaults: edgeDefaults), let route = places.edgePlaces[id]?["pos"] else { return nil }
            let splines = EdgeRoute(route).splines
            return EdgeLabel(edgeID: id, width: size.width, height: size.height,
                             route: splines.flatMap(\.controlPoints), curve: splines.flatMap(\.curve), head: splines.last.flatMap(Self.arrowhead(of:)))
        }
        let boxes = places.nodeBoxes
        nodeBoxes = boxes.keys.sorted().compactMap { boxes[$0] }
    }

    /// The size of `edge`'s text label (`label`) as measured here, with a margin; `nil` without one.
    static func labelSize(of edge: Edge, edgeDefaults: Attributes) -> (width: Double, height: Double)? {
        guard case .label(.text(let text))? = edge.attributes["label"] else { return nil }
        var fontSize = 14.0
        if case .fontSize(let size)? = edge.attributes["fontsize"] ?? edgeDefaults["fontsize"] { fontSize = size }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let longest = Double(lines.map(\.count).max() ?? 0)
        return (longest * fontSize * 0.6 + 4, Double(lines.count) * fontSize * 1.2 + 2)
    }

    /// `places` with every label that lies over a node, another label, its own arrowhead or its own
    /// line moved clear along its edge;
    /// `nil` when none does or none can be moved clear.
    public func clearedPlaces() -> GraphPlaces? {
        var boxes: [String: Box] = [:]
        for label in labels {
            guard let centre = places.edgePlaces[label.edgeID]?["lp"].flatMap({ GraphPlaces.points(in: $0).first }) else { continue }
            boxes[label.edgeID] = Box(centre: centre, width: label.width, height: label.height)
        }
        var cleared = places
        var moved = false
        for label in labels {
            guard let box = boxes[label.edgeID], !isClear(box, of: label, among: boxes) else { continue }
            let centre = ((box.minX + box.maxX) / 2, (box.minY + box.maxY) / 2)
            let candidates = Self.spots(along: label.route, width: label.width, height: label.height)
                .sorted { Self.distance($0, centre) < Self.distance($1, centre) }
            let clear = { (spot: (x: Double, y: Double), crossing: Bool) in
                isClear(Box(centre: spot, width: label.width, height: label.height), of: label, among: boxes, crossingItsLine: crossing)
            }
            // Where no spot clears its own line too, clear of everything else is enough.
            let fallback = isClear(box, of: label, among: boxes, crossingItsLine: true) ? nil : candidates.first { clear($0, true) }
            guard let spot = candidates.first(where: { clear($0, false) }) ?? fallback else { continue }
            boxes[label.edgeID] = Box(centre: spot, width: label.width, height: label.height)
            cleared.edgePlaces[label.edgeID]?["lp"] = "\(GraphPlaces.number(spot.x)),\(GraphPlaces.number(spot.y))"
            moved = true
        }
        return moved ? cleared : nil
    }

    /// Whether `box`, the label of `label`'s edge, clears every node, every other label, its own
    /// arrowhead and, unless `crossingItsLine`, its own line (which may pass through the margin
    /// around the text, not the text).
    private func isClear(_ box: Box, of label: EdgeLabel, among labels: [String: Box], crossingItsLine: Bool = false) -> Bool {
        !nodeBoxes.contains { box.overlaps($0, margin: Self.margin) }
            && !labels.contains { $0.key != label.edgeID && box.overlaps($0.value, margin: Self.margin) }
            && !(label.head.map { box.overlaps($0, margin: Self.margin) } ?? false)
            && (crossingItsLine || !label.curve.contains { box.contains($0, inset: Self.margin) })
    }

    /// The box of `spline`'s arrowhead: from the curve's last point to the tip, widened by half an
    /// arrowhead's width; `nil` without a tip.
    private static func arrowhead(of spline: EdgeRoute.Spline) -> Box? {
        guard let tip = spline.end, let base = spline.controlPoints.last else { return nil }
        let halfWidth = 4.0
        return Box(centre: ((tip.x + base.x) / 2, (tip.y + base.y) / 2),
                   width: abs(tip.x - base.x) + 2 * halfWidth, height: abs(tip.y - base.y) + 2 * halfWidth)
    }

    /// Where a label may go along `route`: every few points of it, centred on it or beside it
    /// (above, below, left, right), just clear of the point or as far again, for a slanting line.
    private static func spots(along route: [(x: Double, y: Double)], width: Double, height: Double) -> [(x: Double, y: Double)] {
        var points: [(x: Double, y: Double)] = []
        for (from, to) in zip(route, route.dropFirst()) {
            let steps = max(1, Int((distance(from, to) / 8).rounded(.up)))
            for step in 0..<steps {
                let share = Double(step) / Double(steps)
                points.append((from.x + (to.x - from.x) * share, from.y + (to.y - from.y) * share))
            }
        }
        let (across, down) = (width / 2 + margin + 1, height / 2 + margin + 1)
        let offsets: [(x: Double, y: Double)] = [(0, 0)] + [1.0, 2.0].flatMap { far -> [(x: Double, y: Double)] in
            [(0, down * far), (0, -down * far), (-across * far, 0), (across * far, 0)]
        }
        return points.flatMap { point in offsets.map { (point.x + $0.x, point.y + $0.y) } }
    }

    private static func distance(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double)) -> Double {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }
}
