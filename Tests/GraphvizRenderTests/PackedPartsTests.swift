import Foundation
import GraphvizDOT
@testable import GraphvizRender
import Testing

/// A graph of unconnected parts is drawn part by part, the parts packed by their measured outlines.
@Suite struct PackedPartsTests {
    /// A titled left-to-right graph: a chain of `chain` boxes with labelled edges, then `singles`
    /// unconnected boxes, each held after the chain's end by a spacer, as `dot`'s one layout needs.
    private static func chainAndSingles(chain: Int, singles: Int) -> Graph {
        var graph = Graph(name: "flow", attributes: [.rankDirection(.leftToRight), .label(.text("Parts")), .labelLocation(.top), .labelJustification(.left)],
                          nodeDefaults: [.shape(.box), .width(2.5), .height(4)])
        for index in 0..<chain { graph.append(Node("c\(index)")) }
        for index in 1..<chain { graph.append(Edge(from: .init(node: "c\(index - 1)"), to: .init(node: "c\(index)"), [.id("go\(index)"), .label(.text("go \(index)"))])) }
        for index in 0..<singles {
            graph.append(Node("s\(index)"))
            graph.append(Edge.spacer(from: "c\(chain - 1)", to: "s\(index)", minimumLength: 1))
        }
        return graph
    }

    /// Lays `packed` out part by part and pins the whole, as a renderer does.
    private static func pinned(_ packed: PackedParts) throws -> Graph {
        let renderer = GraphvizRenderer()
        func places(_ graph: Graph) throws -> GraphPlaces {
            try GraphPlaces(laidOutDOT: String(decoding: try renderer.render(graph, as: .laidOutDOT).data, as: UTF8.self))
        }
        return try #require(packed.pinned(parts: try packed.parts.map(places), title: try packed.title.map(places)))
    }

    @Test func aGraphIsSplitIntoItsPartsWithoutSpacersOrTitle() throws {
        let packed = try #require(PackedParts(Self.chainAndSingles(chain: 3, singles: 2)))
        #expect(packed.parts.count == 3)
        #expect(packed.parts[0].dotSource.contains("c0 -> c1") && packed.parts[0].dotSource.contains("c2;"))
        #expect(packed.parts[1].dotSource.contains("s0;") && !packed.parts[1].dotSource.contains("s1;"))
        #expect(packed.parts.allSatisfy { !$0.dotSource.contains("label=\"Parts\"") }, "the title is laid out once, on its own")
        #expect(!packed.whole.dotSource.contains("invis"), "spacers are dropped")
        let title = try #require(packed.title)
        #expect(title.dotSource.contains("label=\"Parts\"") && title.body.statements.isEmpty)
    }

    @Test func aGraphInOnePartOrWithClustersPinsOrItsOwnEngineIsLeftAlone() {
        #expect(PackedParts(Self.chainAndSingles(chain: 4, singles: 0)) == nil)
        var clustered = Self.chainAndSingles(chain: 2, singles: 1)
        clustered.append(Subgraph(id: "group", isCluster: true))
        #expect(PackedParts(clustered) == nil)
        var pinned = Self.chainAndSingles(chain: 2, singles: 1)
        pinned.append(Node("p", [.custom("pos", "0,0!")]))
        #expect(PackedParts(pinned) == nil)
        var neato = Self.chainAndSingles(chain: 2, singles: 1)
        neato.body.attributes.set(.custom("layout", "neato"))
        #expect(PackedParts(neato) == nil)
    }

    /// `dot` puts every single box on the chain's last rank, a column six boxes high beside a chain
    /// one box high; packed, the singles stand under the chain and the page is far smaller.
    @Test func packedPartsFillTheirPageWithoutOverlapAndKeepTheirLabels() throws {
        let graph = Self.chainAndSingles(chain: 5, singles: 6)
        let packed = try #require(PackedParts(graph))
        let drawn = try Self.pinned(packed)
        #expect(drawn.dotSource.contains(#"layout="nop2""#))
        let renderer = GraphvizRenderer()
        let svg = String(decoding: try renderer.render(drawn, as: .svg).data, as: UTF8.self)
        for index in 1..<5 { #expect(svg.contains(">go \(index)</text>"), "the label of edge \(index)") }
        #expect(svg.contains(">Parts</text>"))
        let places = try GraphPlaces(laidOutDOT: String(decoding: try renderer.render(drawn, as: .laidOutDOT).data, as: UTF8.self))
        let boxes = places.nodePositions.map { node, position -> PartStacking.Box in
            let point = GraphPlaces.points(in: position)[0]
            return PartStacking.Box(minX: point.x - 90, minY: point.y - 144, maxX: point.x + 90, maxY: point.y + 144)
        }
        for (index, box) in boxes.enumerated() {
            for other in boxes[(index + 1)...] {
                #expect(!(box.minX < other.maxX && other.minX < box.maxX && box.minY < other.maxY && other.minY < box.maxY), "\(box) overlaps \(other)")
            }
        }
        let oneLayout = try GraphPlaces(laidOutDOT: String(decoding: try renderer.render(graph, as: .laidOutDOT).data, as: UTF8.self))
        let area = { (places: GraphPlaces) throws -> Double in
            let box = try #require(places.graphAttributes["bb"].flatMap(PackedParts.Box.init))
            return box.width * box.height
        }
        #expect(try area(places) < 0.7 * area(oneLayout), "packed: \(places.graphAttributes["bb"] ?? ""); one layout: \(oneLayout.graphAttributes["bb"] ?? "")")
    }

    /// When Graphviz's own layout of the whole graph is the smaller page, the packing gives way to it.
    @Test func theSmallerOfThePackingAndGraphvizsOwnLayoutWins() throws {
        let packed = try #require(PackedParts(Self.chainAndSingles(chain: 3, singles: 2)))
        let renderer = GraphvizRenderer()
        func places(_ graph: Graph) throws -> GraphPlaces {
            try GraphPlaces(laidOutDOT: String(decoding: try renderer.render(graph, as: .laidOutDOT).data, as: UTF8.self))
        }
        let parts = try packed.parts.map(places)
        let title = try packed.title.map(places)
        let page = { (width: Int, height: Int) in GraphPlaces(graphAttributes: ["bb": "0,0,\(width),\(height)"], nodePositions: [:], edgePlaces: [:]) }
        #expect(packed.pinned(parts: parts, title: title, unlessLargerThan: page(100, 100)) == nil)
        #expect(packed.pinned(parts: parts, title: title, unlessLargerThan: page(10_000, 10_000)) != nil)
    }

    /// A part whose far end stands low rises beside a shorter part above it, as in `dot`'s own layout.
    @Test func aLongPartsFarScenesRiseBesideAShorterPart() {
        let short = PartStacking.Outline(boxes: [PartStacking.Box(minX: 0, minY: 0, maxX: 100, maxY: 100)], width: 100, height: 100)
        // Its first box is low and its far box high: the far box may stand beside the short part.
        let long = PartStacking.Outline(boxes: [PartStacking.Box(minX: 0, minY: 200, maxX: 100, maxY: 300), PartStacking.Box(minX: 300, minY: 0, maxX: 400, maxY: 300)],
                                        width: 400, height: 300)
        let placement = PartStacking([long, short], gap: 20, stacksDown: true).placement
        #expect(placement.origins.map(\.x) == [0, 0], "one column")
        #expect(placement.height == 300, "the long part's first box goes under the short part, 120 points down, and the rest fits beside it")
        #expect(placement.origins[1].y == 0 && placement.origins[0].y == 0)
        let turned = PartStacking([long.turned(), short.turned()], gap: 20, stacksDown: false).placement
        #expect(turned.width == 300 && turned.origins.map(\.y) == [0, 0], "top to bottom, the same in rows")
    }

    /// Small parts under a long one stand side by side across the width it sets, not in a line.
    @Test func smallPartsFillTheWidthALongPartSets() {
        func box(_ width: Double, _ height: Double) -> PartStacking.Outline {
            PartStacking.Outline(boxes: [PartStacking.Box(minX: 0, minY: 0, maxX: width, maxY: height)], width: width, height: height)
        }
        let parts = [box(1000, 300)] + Array(repeating: box(200, 100), count: 8)
        let placement = PartStacking(parts, gap: 20, stacksDown: true).placement
        // Stacked only down, they stood in columns of their own beside it, 1660 by 340 points; four
        // to a row under it, they keep to its width.
        #expect(placement.width == 1000, "\(placement.origins)")
        #expect(placement.height == 300 + 20 + 100 + 20 + 100, "\(placement.origins)")
        #expect(Set(placement.origins.dropFirst().map(\.x)) == [0, 220, 440, 660])
    }

    /// A part that no column holds goes into the room a short part leaves beside a long one.
    @Test func aLeftOverPartGoesIntoTheRoomBesideAShortPart() {
        func box(_ width: Double, _ height: Double) -> PartStacking.Outline {
            PartStacking.Outline(boxes: [PartStacking.Box(minX: 0, minY: 0, maxX: width, maxY: height)], width: width, height: height)
        }
        // Too wide to stand right of the short part within the long one's width, the last part
        // stood under both (1500 by 890 points) or in a column of its own (2220 by 620).
        let placement = PartStacking([box(1500, 300), box(900, 300), box(700, 250)], gap: 20, stacksDown: true).placement
        #expect(placement.width == 1620 && placement.height == 620, "\(placement.width) × \(placement.height): \(placement.origins)")
        #expect(placement.origins[2].x == 920 && placement.origins[2].y == placement.origins[1].y, "right of the short part: \(placement.origins)")
        let turned = PartStacking([box(1500, 300), box(900, 300), box(700, 250)].map { $0.turned() }, gap: 20, stacksDown: false).placement
        #expect(turned.width == 620 && turned.height == 1620, "top to bottom, the same in rows")
    }
}
