import Foundation
@testable import StoryflowLayout

/// Where a drawn page's edges run, read from Graphviz's SVG: each segue's path, arrowhead and label
/// against the outlines of the scenes (nodes of class `scene`), for the counts issue 25 sets to 0:
/// edges running under their own source or destination scene, edges running through another
/// scene, labels overlapping a scene, another label or their own edge's head, and unwinds that do
/// not leave from their element (a port) and from outside their scene.
struct EdgeGeometry {
    /// A rectangle in points, in the SVG's coordinates.
    struct Box {
        var minX, minY, maxX, maxY: Double

        func contains(_ point: (x: Double, y: Double), inset: Double) -> Bool {
            point.x > minX + inset && point.x < maxX - inset && point.y > minY + inset && point.y < maxY - inset
        }

        /// Whether this box and `other` overlap by more than `slack` points both across and down.
        func overlaps(_ other: Box, slack: Double) -> Bool {
            min(maxX, other.maxX) - max(minX, other.minX) > slack && min(maxY, other.maxY) - max(minY, other.minY) > slack
        }

        func union(_ other: Box) -> Box {
            Box(minX: min(minX, other.minX), minY: min(minY, other.minY), maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
        }

        /// Whether this box and the convex `outline` overlap by more than `slack` points along every
        /// axis that could separate them (the two axes and each side's normal): a slanted arrowhead's
        /// bounding box reaches far past the arrowhead itself.
        func overlaps(_ outline: Outline, slack: Double) -> Bool {
            let corners = [(x: minX, y: minY), (x: maxX, y: minY), (x: maxX, y: maxY), (x: minX, y: maxY)]
            let sides = zip(outline.corners, outline.corners.dropFirst() + outline.corners.prefix(1))
            let normals = [(x: 1.0, y: 0.0), (x: 0.0, y: 1.0)] + sides.compactMap { start, end -> (x: Double, y: Double)? in
                let length = hypot(end.x - start.x, end.y - start.y)
                return length > 0 ? (x: (start.y - end.y) / length, y: (end.x - start.x) / length) : nil
            }
            return normals.allSatisfy { axis in
                let box = corners.map { $0.x * axis.x + $0.y * axis.y }
                let head = outline.corners.map { $0.x * axis.x + $0.y * axis.y }
                return min(box.max()!, head.max()!) - max(box.min()!, head.min()!) > slack
            }
        }

        static func around(_ numbers: [Double]) -> Box? {
            let xs = stride(from: 0, to: numbers.count - 1, by: 2).map { numbers[$0] }
            let ys = stride(from: 1, to: numbers.count, by: 2).map { numbers[$0] }
            guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
            return Box(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
        }
    }

    /// A convex polygon: the hull of an arrowhead's points.
    struct Outline {
        /// The hull's corners in order around it.
        let corners: [(x: Double, y: Double)]

        /// The convex hull of the points `x0 y0 x1 y1 …` (Andrew's monotone chain), or nil without any.
        init?(around numbers: [Double]) {
            let points = stride(from: 0, to: numbers.count - 1, by: 2).map { (x: numbers[$0], y: numbers[$0 + 1]) }
                .sorted { ($0.x, $0.y) < ($1.x, $1.y) }
            guard !points.isEmpty else { return nil }
            /// One half of the hull: the points that turn left, less the last (the other half's first).
            func chain(_ points: [(x: Double, y: Double)]) -> [(x: Double, y: Double)] {
                var hull: [(x: Double, y: Double)] = []
                for point in points {
                    while hull.count >= 2 && Self.turn(hull[hull.count - 2], hull[hull.count - 1], point) <= 0 {
                        hull.removeLast()
                    }
                    hull.append(point)
                }
                return hull.dropLast()
            }
            let hull = chain(points) + chain(points.reversed())
            corners = hull.isEmpty ? [points[0]] : hull
        }

        /// Positive when `a`, `b`, `c` turn left, negative when right, zero when in a line.
        private static func turn(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double), _ c: (x: Double, y: Double)) -> Double {
            (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)
        }
    }

    /// One drawn edge.
    struct DrawnEdge {
        let source: String
        let destination: String
        /// Whether the tail names a port (`s0:p3:e`): it leaves from an element or the header.
        let leavesFromPort: Bool
        let isUnwind: Bool
        /// Points along the path, a point apart or closer.
        let points: [(x: Double, y: Double)]
        let head: Outline?
        let label: Box?
    }

    /// How far inside a scene's outline a path counts as running under it, in points: a path may
    /// start or end a little inside, at a port's cell or the outline's stroke.
    static let inset = 4.0
    /// How long a path may run inside its own scene (from a port to the outline) before it counts as under it.
    static let ownSceneAllowance = 10.0

    let scenes: [String: Box]
    let edges: [DrawnEdge]

    init(svg: String) {
        var scenes: [String: Box] = [:]
        var edges: [DrawnEdge] = []
        for group in Self.groups(in: svg) {
            guard let title = Self.title(of: group) else { continue }
            if group.contains("class=\"node scene") {
                let numbers = Self.values("points", in: group).flatMap(Self.numbers) + Self.values("d", in: group).flatMap(Self.numbers)
                if let box = Box.around(numbers) { scenes[title] = box }
            } else if group.contains("class=\"edge"), let arrow = title.range(of: "->") {
                let tail = title[..<arrow.lowerBound]
                let head = title[arrow.upperBound...]
                let texts = Self.textBoxes(in: group)
                edges.append(DrawnEdge(
                    source: String(tail.prefix { $0 != ":" }), destination: String(head.prefix { $0 != ":" }),
                    leavesFromPort: tail.contains(":"), isUnwind: group.contains(" unwind"),
                    points: Self.values("d", in: group).flatMap { Self.sampled(Self.numbers($0)) },
                    head: Self.values("points", in: group).first.flatMap { Outline(around: Self.numbers($0)) },
                    label: texts.dropFirst().reduce(texts.first) { $0?.union($1) }
                ))
            }
        }
        self.scenes = scenes
        self.edges = edges
    }

    /// How long `edge`'s path runs inside `box`, in points.
    private static func length(of edge: DrawnEdge, inside box: Box) -> Double {
        zip(edge.points, edge.points.dropFirst()).reduce(0) { total, pair in
            let middle = ((pair.0.x + pair.1.x) / 2, (pair.0.y + pair.1.y) / 2)
            return box.contains(middle, inset: inset) ? total + hypot(pair.1.x - pair.0.x, pair.1.y - pair.0.y) : total
        }
    }

    /// Whether `edge` runs under its own source or destination scene.
    private func isUnderOwnScene(_ edge: DrawnEdge) -> Bool {
        [edge.source, edge.destination].contains { scenes[$0].map { Self.length(of: edge, inside: $0) > Self.ownSceneAllowance } ?? false }
    }

    /// The scenes other than its ends that `edge` runs through.
    private func scenesCrossed(by edge: DrawnEdge) -> [String] {
        scenes.filter { $0.key != edge.source && $0.key != edge.destination && Self.length(of: edge, inside: $0.value) > 1 }.keys.sorted()
    }

    /// What the label of edge number `position` lies over: scenes, other edges' labels, its own arrowhead.
    private func collisions(ofLabelOf position: Int) -> [String] {
        guard let label = edges[position].label else { return [] }
        let scenesUnder = scenes.filter { label.overlaps($0.value, slack: 1) }.keys.sorted()
        let labels = edges.indices.filter { $0 != position && edges[$0].label.map { label.overlaps($0, slack: 1) } ?? false }
        let head = edges[position].head.map { label.overlaps($0, slack: 0.5) } ?? false
        return scenesUnder + labels.map { "label of \(edges[$0].source)->\(edges[$0].destination)" } + (head ? ["its head"] : [])
    }

    /// The edges whose path runs under their own source or destination scene.
    var edgesUnderOwnScenes: Int { edges.filter(isUnderOwnScene).count }

    /// The edges whose path runs through a scene that is neither its source nor its destination.
    var edgesThroughOtherScenes: Int { edges.filter { !scenesCrossed(by: $0).isEmpty }.count }

    /// Labels over a scene, over another label, or over their own edge's arrowhead.
    var labelCollisions: Int { edges.indices.filter { !collisions(ofLabelOf: $0).isEmpty }.count }

    /// Each problem found, one line each (`s3->s5 runs under its own scene`), for a test's failure message.
    var problems: [String] {
        edges.indices.flatMap { position -> [String] in
            let edge = edges[position]
            let name = "\(edge.source)->\(edge.destination)"
            var found: [String] = []
            if isUnderOwnScene(edge) { found.append("\(name) runs under its own scene") }
            let crossed = scenesCrossed(by: edge)
            if !crossed.isEmpty { found.append("\(name) runs through \(crossed.joined(separator: ", "))") }
            let collisions = collisions(ofLabelOf: position)
            if !collisions.isEmpty { found.append("\(name)'s label lies over \(collisions.joined(separator: ", "))") }
            return found
        }
    }

    /// Unwinds, and those that do not leave from their element or header, or run inside their source or destination.
    var unwinds: (all: Int, notFromElement: Int) {
        let unwinds = edges.filter(\.isUnwind)
        let astray = unwinds.filter { edge in
            !edge.leavesFromPort || [edge.source, edge.destination].contains {
                scenes[$0].map { Self.length(of: edge, inside: $0) > Self.ownSceneAllowance } ?? false
            }
        }
        return (unwinds.count, astray.count)
    }

    // MARK: - Reading the SVG

    /// The SVG of each node, edge and cluster: Graphviz writes a `<!-- name -->` comment before each.
    private static func groups(in svg: String) -> [Substring] {
        svg.split(separator: "\n<!-- ").dropFirst().map { $0 }
    }

    private static func title(of group: Substring) -> String? {
        guard let start = group.range(of: "<title>"), let end = group[start.upperBound...].range(of: "</title>") else { return nil }
        return String(group[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "&#45;", with: "-").replacingOccurrences(of: "&gt;", with: ">")
    }

    /// Every value of `name="…"` in `text`.
    private static func values(_ name: String, in text: Substring) -> [Substring] {
        text.matches(of: /(?<name>[a-z-]+)="(?<value>[^"]*)"/).filter { $0.output.name == name }.map(\.output.value)
    }

    /// The box of each `<text>`: its width as DejaVu Sans draws it (see `Typography.width(of:size:)`; an entity such as
    /// `&amp;` counts as the characters it is written with), its height one em above the baseline.
    private static func textBoxes(in group: Substring) -> [Box] {
        var boxes: [Box] = []
        var rest = group
        while let start = rest.range(of: "<text "), let close = rest[start.upperBound...].range(of: ">"),
              let end = rest[close.upperBound...].range(of: "</text>") {
            let tag = rest[start.lowerBound..<close.upperBound]
            let text = rest[close.upperBound..<end.lowerBound]
            if let x = values("x", in: tag).first.flatMap({ Double($0) }), let y = values("y", in: tag).first.flatMap({ Double($0) }),
               let size = values("font-size", in: tag).first.flatMap({ Double($0) }) {
                let width = Typography.width(of: text, size: size)
                let left = tag.contains("text-anchor=\"middle\"") ? x - width / 2 : tag.contains("text-anchor=\"end\"") ? x - width : x
                boxes.append(Box(minX: left, minY: y - size * 0.8, maxX: left + width, maxY: y + size * 0.2))
            }
            rest = rest[end.upperBound...]
        }
        return boxes
    }

    /// Points along a path `M x,y C x1,y1 x2,y2 x3,y3 …` (cubic Béziers), sampled finely.
    private static func sampled(_ numbers: [Double]) -> [(x: Double, y: Double)] {
        guard numbers.count >= 2 else { return [] }
        var points = [(x: numbers[0], y: numbers[1])]
        var index = 2
        while index + 5 < numbers.count {
            let p0 = points[points.count - 1]
            let (p1, p2, p3) = ((numbers[index], numbers[index + 1]), (numbers[index + 2], numbers[index + 3]), (numbers[index + 4], numbers[index + 5]))
            let steps = max(4, Int(hypot(p3.0 - p0.x, p3.1 - p0.y)))
            for step in 1...steps {
                let t = Double(step) / Double(steps)
                let u = 1 - t
                let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                points.append((a * p0.x + b * p1.0 + c * p2.0 + d * p3.0, a * p0.y + b * p1.1 + c * p2.1 + d * p3.1))
            }
            index += 6
        }
        return points
    }

    /// The numbers in a list of points or a path (`M10,-20C30,40 …`), in order.
    private static func numbers(_ text: Substring) -> [Double] {
        text.matches(of: /-?[0-9]+(?:\.[0-9]+)?/).compactMap { Double($0.output) }
    }
}
