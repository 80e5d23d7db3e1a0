import Foundation
import GraphvizDOT
@testable import GraphvizRender
import Testing

/// Edge labels `neato` sets over a pinned node are moved clear along their edges.
@Suite struct LabelClearanceTests {
    /// Two boxes joined by a labelled edge, and a third box pinned over the edge's middle.
    private static let graph: Graph = {
        var graph = Graph(name: "pinned", attributes: [.custom("layout", "neato"), .splines(.line)],
                          nodeDefaults: [.shape(.box), .fixedSize(true), .width(0.5), .height(0.4)],
                          edgeDefaults: [.fontSize(14)])
        graph.append(Node("a"))
        graph.append(Node("b"))
        graph.append(Node("c"))
        graph.append(Edge(from: "a", to: "b", [.id("ab"), .label(.text("a label over c"))]))
        return graph
    }()

    /// The places `neato` would give ``graph``: boxes 36 × 28.8 points, the edge a straight line
    /// 20 points up, its label centred `labelHeight` points up, the third box 40 points up.
    private static func places(labelHeight: Double) -> GraphPlaces {
        let box = GraphPlaces.Size(width: 36, height: 28.8)
        return GraphPlaces(
            graphAttributes: ["bb": "0,0,300,60"], nodePositions: ["a": "18,20", "b": "282,20", "c": "150,40"],
            edgePlaces: ["ab": ["pos": "36,20 100,20 200,20 264,20", "lp": "150,\(GraphPlaces.number(labelHeight))"]], nodeSizes: ["a": box, "b": box, "c": box]
        )
    }

    /// The label's box in `places`: 14 characters of 14-point text, as LabelClearance measures them.
    private static func labelBox(in places: GraphPlaces) throws -> LabelClearance.Box {
        let centre = try #require(places.edgePlaces["ab"]?["lp"].flatMap { GraphPlaces.points(in: $0).first })
        return LabelClearance.Box(centre: centre, width: 14 * 14 * 0.6 + 4, height: 14 * 1.2 + 2)
    }

    @Test func aLabelOverAPinnedNodeMovesClearAlongItsEdge() throws {
        let third = LabelClearance.Box(centre: (150, 40), width: 36, height: 28.8)
        let laidOut = Self.places(labelHeight: 28)
        #expect(try Self.labelBox(in: laidOut).overlaps(third, margin: 0), "set at the middle, the label lies over the third box")
        let cleared = try #require(LabelClearance(graph: Self.graph, places: laidOut).clearedPlaces())
        let moved = try Self.labelBox(in: cleared)
        #expect(!moved.overlaps(third, margin: LabelClearance.margin), "\(moved) still over \(third)")
        // The nearest clear place: just below the edge's middle (a point of it every 8 points or so).
        #expect(moved.maxY < 20 && abs((moved.minX + moved.maxX) / 2 - 150) < 8, "\(moved)")
        #expect(cleared.nodePositions == laidOut.nodePositions)
        #expect(cleared.edgePlaces["ab"]?["pos"] == laidOut.edgePlaces["ab"]?["pos"])
        // Drawn pinned by nop2, the label is where it was moved to.
        let pinned = PinnedLayout(cleared)
        #expect(pinned.places(Self.graph))
        let svg = String(decoding: try GraphvizRenderer().render(pinned.pin(Self.graph), as: .svg).data, as: UTF8.self)
        #expect(svg.contains(">a label over c</text>"))
    }

    @Test func aLabelOverItsOwnArrowheadMovesClearOfIt() throws {
        var graph = Graph(name: "short", attributes: [.custom("layout", "neato")], nodeDefaults: [.shape(.box)], edgeDefaults: [.fontSize(14)])
        graph.append(Edge(from: "a", to: "b", [.id("ab"), .label(.text("x"))]))
        let box = GraphPlaces.Size(width: 36, height: 28.8)
        // The curve ends at 254 and its arrowhead points to b's left side at 264; the label sits just
        // above the arrowhead's base, clear of both boxes.
        let laidOut = GraphPlaces(
            graphAttributes: ["bb": "0,0,300,60"], nodePositions: ["a": "18,20", "b": "282,20"],
            edgePlaces: ["ab": ["pos": "e,264,20 36,20 100,20 200,20 254,20", "lp": "250,30"]], nodeSizes: ["a": box, "b": box]
        )
        let cleared = try #require(LabelClearance(graph: graph, places: laidOut).clearedPlaces())
        let centre = try #require(cleared.edgePlaces["ab"]?["lp"].flatMap { GraphPlaces.points(in: $0).first })
        let moved = LabelClearance.Box(centre: centre, width: 14 * 0.6 + 4, height: 14 * 1.2 + 2)
        let head = LabelClearance.Box(centre: (259, 20), width: 18, height: 8)
        #expect(!moved.overlaps(head, margin: 0), "\(moved) still over the arrowhead")
        #expect(abs(centre.x - 250) < 16, "moved along the edge to the nearest clear place, not to its middle: \(centre)")
    }

    @Test func aLabelAcrossItsOwnLineMovesBesideIt() throws {
        let box = GraphPlaces.Size(width: 36, height: 28.8)
        // Nothing but its own line, struck through the text, is under the label.
        let laidOut = GraphPlaces(
            graphAttributes: ["bb": "0,0,300,60"], nodePositions: ["a": "18,20", "b": "282,20"],
            edgePlaces: ["ab": ["pos": "36,20 100,20 200,20 264,20", "lp": "150,20"]], nodeSizes: ["a": box, "b": box]
        )
        let cleared = try #require(LabelClearance(graph: Self.graph, places: laidOut).clearedPlaces())
        let moved = try Self.labelBox(in: cleared)
        #expect(moved.minY + LabelClearance.margin >= 20 || moved.maxY - LabelClearance.margin <= 20, "the line still runs through \(moved)")
        #expect(abs((moved.minX + moved.maxX) / 2 - 150) < 8, "just above or below the middle: \(moved)")
    }

    @Test func labelsClearOfEveryNodeStayWhereTheyWereSet() {
        #expect(LabelClearance(graph: Self.graph, places: Self.places(labelHeight: 8)).clearedPlaces() == nil)
    }

    /// Laid out by neato around pinned nodes, a graph's places have a label for every labelled edge.
    @Test func neatosPlacesOfAPinnedGraphAreReadForEveryLabel() throws {
        var graph = Self.graph
        graph.body.statements = graph.body.statements.map { statement in
            guard case .node(var node) = statement else { return statement }
            node.attributes.set(.custom("pos", ["a": "0,0!", "b": "4,0!", "c": "2,2!"][node.id] ?? "0,0!"))
            return .node(node)
        }
        let places = try GraphPlaces(laidOutDOT: String(decoding: try GraphvizRenderer().render(graph, as: .laidOutDOT).data, as: UTF8.self))
        #expect(places.edgePlaces["ab"]?["lp"] != nil)
        let size = try #require(places.nodeSizes["c"])
        #expect(abs(size.width - 36) < 0.5 && abs(size.height - 28.8) < 0.5, "\(size)")
        #expect(LabelClearance(graph: graph, places: places).clearedPlaces() == nil, "the third box is far above the label")
    }
}
