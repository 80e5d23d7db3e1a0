import Foundation
import GraphvizDOT
@testable import GraphvizRender
import Testing

/// Edges `neato` routes through a pinned node are routed around it.
@Suite struct RouteClearanceTests {
    /// Two boxes joined by a labelled edge, and a third box pinned on the line between them.
    private static let graph: Graph = {
        var graph = Graph(name: "pinned", attributes: [.custom("layout", "neato")],
                          nodeDefaults: [.shape(.box), .fixedSize(true), .width(0.5), .height(0.4)], edgeDefaults: [.fontSize(14)])
        graph.append(Node("a"))
        graph.append(Node("b"))
        graph.append(Node("c"))
        graph.append(Edge(from: "a", to: "b", [.id("ab"), .label(.text("around c"))]))
        return graph
    }()

    /// The places of ``graph`` with the edge's route `pos`: boxes 36 × 28.8 points, a and b at
    /// either end, c in the middle.
    private static func places(route pos: String) -> GraphPlaces {
        let box = GraphPlaces.Size(width: 36, height: 28.8)
        return GraphPlaces(
            graphAttributes: ["bb": "0,0,300,80"], nodePositions: ["a": "18,20", "b": "282,20", "c": "150,20"],
            edgePlaces: ["ab": ["pos": pos, "lp": "150,30"]], nodeSizes: ["a": box, "b": box, "c": box]
        )
    }

    @Test func anEdgeThroughAPinnedNodeGoesAroundIt() throws {
        let laidOut = Self.places(route: "e,264,20 36,20 100,20 200,20 254,20")
        let cleared = try #require(RouteClearance(graph: Self.graph, places: laidOut).clearedPlaces())
        let pos = try #require(cleared.edgePlaces["ab"]?["pos"])
        let spline = try #require(EdgeRoute(pos).splines.first)
        // The same ends and arrowhead…
        #expect(spline.end.map { $0 == (264, 20) } == true, "\(pos)")
        #expect(spline.controlPoints.first.map { $0 == (36, 20) } == true && spline.controlPoints.last.map { $0 == (254, 20) } == true, "\(pos)")
        // …and the curve the clearance away from c all along, passing over or under it.
        let c = PlacedBox(centre: (150, 20), width: 36, height: 28.8)
        #expect(!spline.curve.contains { c.widened(by: RouteClearance.clearance - 1).contains($0, inset: 0) }, "\(pos)")
        #expect(spline.curve.contains { abs($0.x - 150) < 2 && abs($0.y - 20) > 14.4 + RouteClearance.clearance - 1 }, "\(pos)")
        // The label beside the new route's middle, no longer over c.
        let label = try #require(cleared.edgePlaces["ab"]?["lp"].flatMap { GraphPlaces.points(in: $0).first })
        #expect(abs(label.y - 20) > 14.4 + RouteClearance.clearance, "\(label)")
        // Drawn pinned by nop2 as routed.
        let pinned = PinnedLayout(cleared)
        #expect(pinned.places(Self.graph))
        let svg = String(decoding: try GraphvizRenderer().render(pinned.pin(Self.graph), as: .svg).data, as: UTF8.self)
        #expect(svg.contains(">around c</text>"))
    }

    @Test func edgesClearOfEveryOtherNodeStayAsRouted() {
        let over = "e,264,20 36,20 100,60 200,60 254,20"
        #expect(RouteClearance(graph: Self.graph, places: Self.places(route: over)).clearedPlaces() == nil)
    }

    @Test func theShortestWayTurnsAtTheCornersOfWhatIsInTheWay() throws {
        let box = PlacedBox(minX: 40, minY: -10, maxX: 60, maxY: 30)
        let way = try #require(RouteClearance.shortestWay(from: (0, 0), to: (100, 0), around: [box]))
        // Under the box, the shorter side: its two bottom corners, just outside.
        #expect(way.count == 4 && way[1] == (39.5, -10.5) && way[2] == (60.5, -10.5), "\(way)")
        #expect(RouteClearance.shortestWay(from: (0, 0), to: (100, 0), around: []).map { $0.count } == 2)
    }
}
