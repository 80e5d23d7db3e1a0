/// An edge's route as Graphviz writes it in `pos`: one or more splines (`;` apart), each the
/// control points of a piecewise cubic Bézier curve, and where the edge has arrowheads, the tips
/// they point to (`s,x,y` before the points for the tail's, `e,x,y` for the head's).
///
/// ```swift
/// let route = EdgeRoute("e,27,36 27,72 27,64 27,55 27,46")
/// route.splines[0].end              // (27, 36): the head's arrow tip
/// route.splines[0].controlPoints    // the curve from (27, 72) to (27, 46)
/// ```
struct EdgeRoute {
    typealias Point = (x: Double, y: Double)

    /// One spline of the route.
    struct Spline {
        /// The Bézier control points: on the curve at every third from the first.
        var controlPoints: [Point] = []
        /// The tail's arrow tip, beyond the curve's first point.
        var start: Point?
        /// The head's arrow tip, beyond the curve's last point.
        var end: Point?

        /// Points along the curve from the tail's tip to the head's, no further apart than about
        /// `spacing` points on each Bézier piece, nor more than `mostSteps` on one: straight lines
        /// between them follow the curve.
        func traced(every spacing: Double, mostSteps: Int = 16) -> [Point] {
            var points = start.map { [$0] } ?? []
            if let first = controlPoints.first { points.append(first) }
            var index = 0
            while index + 3 < controlPoints.count {
                let piece = Array(controlPoints[index...index + 3])
                let hull = zip(piece, piece.dropFirst()).reduce(0) { $0 + EdgeRoute.distance($1.0, $1.1) }
                let steps = max(1, min(mostSteps, Int((hull / spacing).rounded(.up))))
                points += (1...steps).map { Self.point(on: piece, at: Double($0) / Double(steps)) }
                index += 3
            }
            if let end { points.append(end) }
            return points
        }

        /// Points along the curve alone, without the arrow tips, at most a couple of points apart.
        var curve: [Point] {
            var bare = self
            (bare.start, bare.end) = (nil, nil)
            return bare.traced(every: 2, mostSteps: .max)
        }

        /// The point of the cubic Bézier piece `p` at `t`, from 0 to 1.
        private static func point(on p: [Point], at t: Double) -> Point {
            let u = 1 - t
            let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
            return (a * p[0].x + b * p[1].x + c * p[2].x + d * p[3].x, a * p[0].y + b * p[1].y + c * p[2].y + d * p[3].y)
        }
    }

    /// The splines, in order.
    let splines: [Spline]

    /// The route written `pos`; points that are not numbers are left out.
    init(_ pos: String) {
        splines = pos.split(separator: ";").map { text in
            var spline = Spline()
            for field in text.split(separator: " ") {
                let parts = field.split(separator: ",")
                guard parts.count >= 2, let x = Double(parts[parts.count - 2]), let y = Double(parts[parts.count - 1]) else { continue }
                switch parts.count == 3 ? parts[0] : "" {
                case "s": spline.start = (x, y)
                case "e": spline.end = (x, y)
                default: spline.controlPoints.append((x, y))
                }
            }
            return spline
        }
    }

    static func distance(_ a: Point, _ b: Point) -> Double {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }
}
