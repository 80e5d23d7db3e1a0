@testable import GraphvizRender
import Testing

/// An edge's `pos` read as its splines and arrow tips, and traced along its curve.
@Suite struct EdgeRouteTests {
    @Test func theArrowTipsAreReadApartFromTheCurve() throws {
        let route = EdgeRoute("s,0,0 e,100,90 10,0 40,0 70,90 100,80;e,5,5 1,1 2,2 3,3 4,4")
        #expect(route.splines.count == 2)
        let first = try #require(route.splines.first)
        #expect(first.start.map { [$0.x, $0.y] } == [0, 0])
        #expect(first.end.map { [$0.x, $0.y] } == [100, 90])
        #expect(first.controlPoints.map { [$0.x, $0.y] } == [[10, 0], [40, 0], [70, 90], [100, 80]])
        #expect(route.splines[1].start == nil && route.splines[1].controlPoints.count == 4)
    }

    @Test func aTracedCurveRunsFromTipToTipThroughPointsOnTheCurve() throws {
        // A diagonal from (0, 0) to (150, 150), its control points on the line: every point traced
        // lies on it, none more than the step apart, so the corners beside it stay clear.
        let spline = try #require(EdgeRoute("e,155,155 0,0 50,50 100,100 150,150").splines.first)
        let points = spline.traced(every: 24)
        #expect(points.first.map { [$0.x, $0.y] } == [0, 0])
        #expect(points.last.map { [$0.x, $0.y] } == [155, 155])
        #expect(points.allSatisfy { abs($0.x - $0.y) < 0.001 }, "\(points)")
        for (a, b) in zip(points, points.dropFirst()) {
            #expect(EdgeRoute.distance(a, b) <= 24, "\(a) to \(b)")
        }
    }
}
