import GraphvizDOT

/// Edges moved off the nodes they run through, around them.
///
/// With every node pinned, `neato` routes an edge that leaves or enters a node's side (a port with a
/// compass point) with its triangulating router, which now and then cuts a corner through a node it
/// should go around: Graphviz 2.43 and 14 alike, on different pages. This finds, in a laid-out
/// graph's places, each edge whose route runs more than a point inside a node other than its ends,
/// and routes it again around every node: the new route keeps the old one from its start until it is
/// ``clearance`` points clear of every node, and from where it comes that close again to its end, and
/// between the two takes the shortest way past the corners of the nodes' boxes widened by
/// ``clearance``, its corners rounded. The ends and the arrowhead stay; a label goes beside the new
/// route's middle, to be cleared of what it lies over by ``LabelClearance``.
///
/// ```swift
/// let places = try GraphPlaces(laidOutDOT: laidOut)
/// if let rerouted = RouteClearance(graph: graph, places: places).clearedPlaces() {
///     let drawn = PinnedLayout(rerouted).pin(graph)   // every edge around the nodes, drawn by nop2
/// }
/// ```
public struct RouteClearance: Sendable {
    typealias Point = PlacedBox.Point

    /// The room kept between a new route and every node, in points: as much as Storyflow asks
    /// `neato` to keep (`esep`).
    static let clearance = 9.0

    /// One edge with a route: its `id`, its end nodes and the size of its label, if any.
    private struct RoutedEdge {
        let id: String
        let tail: String
        let head: String
        let labelSize: (width: Double, height: Double)?
    }

    private let places: GraphPlaces
    private let edges: [RoutedEdge]
    private let nodeBoxes: [String: PlacedBox]

    /// The edges of `graph` at `places`, its laid-out places.
    public init(graph: Graph, places: GraphPlaces) {
        self.places = places
        let edgeDefaults = graph.body.edgeDefaults
        edges = graph.body.flattenedStatements.compactMap { statement -> RoutedEdge? in
            guard case .edge(let edge) = statement, case .id(let id)? = edge.attributes["id"], places.edgePlaces[id]?["pos"] != nil else { return nil }
            return RoutedEdge(id: id, tail: edge.tail.node, head: edge.head.node,
                              labelSize: LabelClearance.labelSize(of: edge, edgeDefaults: edgeDefaults))
        }
        nodeBoxes = places.nodeBoxes
    }

    /// `places` with every edge that runs through a node other than its ends routed around it;
    /// `nil` when none does or none can be routed clear.
    public func clearedPlaces() -> GraphPlaces? {
        var cleared = places
        var moved = false
        for edge in edges {
            guard let pos = places.edgePlaces[edge.id]?["pos"] else { continue }
            let splines = EdgeRoute(pos).splines
            guard splines.count == 1, let spline = splines.first, crossesAnotherNode(spline.curve, edge),
                  let rerouted = route(around: spline, of: edge) else { continue }
            cleared.edgePlaces[edge.id]?["pos"] = Self.pos(of: rerouted)
            if let size = edge.labelSize, cleared.edgePlaces[edge.id]?["lp"] != nil {
                let place = labelPlace(beside: rerouted.curve, width: size.width, height: size.height)
                cleared.edgePlaces[edge.id]?["lp"] = "\(GraphPlaces.number(place.x)),\(GraphPlaces.number(place.y))"
            }
            moved = true
        }
        return moved ? cleared : nil
    }

    /// Whether `curve` runs more than a point inside a node other than `edge`'s ends.
    private func crossesAnotherNode(_ curve: [Point], _ edge: RoutedEdge) -> Bool {
        nodeBoxes.contains { node, box in
            node != edge.tail && node != edge.head && curve.contains { box.contains($0, inset: 1) }
        }
    }

    /// `spline` routed around every node, or `nil` when it cannot be.
    private func route(around spline: EdgeRoute.Spline, of edge: RoutedEdge) -> EdgeRoute.Spline? {
        let curve = spline.curve
        let obstacles = nodeBoxes.keys.sorted().compactMap { nodeBoxes[$0]?.widened(by: Self.clearance) }
        let isClear = { (point: Point) in !obstacles.contains { $0.contains(point, inset: 0) } }
        guard let leaving = curve.firstIndex(where: isClear), let arriving = curve.lastIndex(where: isClear), leaving <= arriving,
              let between = Self.shortestWay(from: curve[leaving], to: curve[arriving], around: obstacles) else { return nil }
        let way = Array(curve[...leaving]) + between.dropFirst().dropLast() + Array(curve[arriving...])
        var rerouted = spline
        for radius in [12.0, 0] {
            rerouted.controlPoints = Self.controlPoints(along: way, cornersRounded: radius)
            if !crossesAnotherNode(rerouted.curve, edge) { return rerouted }
        }
        return nil
    }

    /// The shortest way from `start` to `end` between `obstacles`, through their corners (each a
    /// little outside, so that a way may run along a side), or `nil` when there is none: A* over the
    /// corners, which corner sees which tested only as the search reaches it.
    static func shortestWay(from start: Point, to end: Point, around obstacles: [PlacedBox]) -> [Point]? {
        let corners = obstacles.flatMap { $0.widened(by: 0.5).corners }.filter { corner in !obstacles.contains { $0.contains(corner, inset: 0) } }
        let points = [start, end] + corners
        let sees = { (a: Int, b: Int) in !obstacles.contains { $0.isCrossed(from: points[a], to: points[b]) } }
        var distance = [Double](repeating: .infinity, count: points.count)
        var previous = [Int?](repeating: nil, count: points.count)
        var done = [Bool](repeating: false, count: points.count)
        distance[0] = 0
        while true {
            let open = points.indices.filter { !done[$0] && distance[$0] < .infinity }
            guard let next = open.min(by: { distance[$0] + length(points[$0], end) < distance[$1] + length(points[$1], end) }) else { return nil }
            if next == 1 { break }
            done[next] = true
            for other in points.indices where !done[other] {
                let through = distance[next] + length(points[next], points[other])
                if through < distance[other] && sees(next, other) {
                    distance[other] = through
                    previous[other] = next
                }
            }
        }
        var way = [end]
        var index = 1
        while let before = previous[index] {
            way.insert(points[before], at: 0)
            index = before
        }
        return way
    }

    /// Cubic Bézier control points along the polyline `way`: straight between its points, each
    /// corner rounded off from at most `radius` points before it to as far after it.
    static func controlPoints(along way: [Point], cornersRounded radius: Double) -> [Point] {
        guard let first = way.first else { return [] }
        var points = [first]
        func straight(to point: Point) {
            let from = points[points.count - 1]
            points += [mix(from, point, 1.0 / 3), mix(from, point, 2.0 / 3), point]
        }
        for index in way.indices.dropFirst() {
            let corner = way[index]
            guard index < way.count - 1 else { straight(to: corner); break }
            let (before, after) = (way[index - 1], way[index + 1])
            let cut = min(radius, length(before, corner) / 2, length(corner, after) / 2)
            guard cut >= 2 else { straight(to: corner); continue }
            straight(to: mix(corner, before, cut / length(before, corner)))
            points += [corner, corner, mix(corner, after, cut / length(corner, after))]
        }
        return points
    }

    /// Where a label `width` by `height` points goes beside `curve`, by the point halfway along it:
    /// above or below it where it runs across, right or left of it where it runs up or down, on the
    /// first of the two sides where it clears every node.
    private func labelPlace(beside curve: [Point], width: Double, height: Double) -> Point {
        let total = zip(curve, curve.dropFirst()).reduce(0) { $0 + Self.length($1.0, $1.1) }
        var travelled = 0.0
        for (from, to) in zip(curve, curve.dropFirst()) {
            let step = Self.length(from, to)
            guard travelled + step >= total / 2, step > 0 else {
                travelled += step
                continue
            }
            let middle = Self.mix(from, to, (total / 2 - travelled) / step)
            let (across, down) = (width / 2 + LabelClearance.margin, height / 2 + LabelClearance.margin)
            let sides: [Point] = abs(to.x - from.x) >= abs(to.y - from.y)
                ? [(middle.x, middle.y + down), (middle.x, middle.y - down)]
                : [(middle.x + across, middle.y), (middle.x - across, middle.y)]
            return sides.first { side in
                !nodeBoxes.values.contains { $0.overlaps(PlacedBox(centre: side, width: width, height: height), margin: LabelClearance.margin) }
            } ?? sides[0]
        }
        return curve.first ?? (0, 0)
    }

    /// `spline` as Graphviz writes an edge's `pos`.
    private static func pos(of spline: EdgeRoute.Spline) -> String {
        let tips = [spline.start.map { ("s", $0) }, spline.end.map { ("e", $0) }].compactMap { $0 }.map { "\($0.0),\(text($0.1))" }
        return (tips + spline.controlPoints.map(text)).joined(separator: " ")
    }

    private static func text(_ point: Point) -> String {
        "\(GraphPlaces.number(point.x)),\(GraphPlaces.number(point.y))"
    }

    private static func mix(_ a: Point, _ b: Point, _ share: Double) -> Point {
        (a.x + (b.x - a.x) * share, a.y + (b.y - a.y) * share)
    }

    private static func length(_ a: Point, _ b: Point) -> Double {
        EdgeRoute.distance(a, b)
    }
}
