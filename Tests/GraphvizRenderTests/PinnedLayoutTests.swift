import GraphvizDOT
import GraphvizRender
import Testing

/// A laid-out graph's places, read through cgraph, pin another graph of the same nodes and edges.
@Suite struct PinnedLayoutTests {
    @Test func pinnedLayoutReadsPlacesBackAndPinsAGraph() throws {
        let laidOut = "digraph flow {\n\tgraph [bb=\"0,0,200,100\",\n\t\tlp=\"20,90\"\n\t];\n\ts0\t[height=1,\n\t\tpos=\"50,50\",\n\t\twidth=1];\n"
            + "\ts1\t[pos=\"150,50\"];\n\ts0:p0:e -> s1\t[id=\"segue-a\",\n\t\tlp=\"100,60\",\n\t\tpos=\"e,140,50 60,50 80,50 \\\n100,50 120,50\"];\n}\n"
        let pinned = try PinnedLayout(laidOutDOT: laidOut)
        var graph = Graph(name: "flow")
        graph.append(Node("s0"))
        graph.append(Node("s1"))
        graph.append(Edge(from: .init(node: "s0"), to: .init(node: "s1"), [.id("segue-a")]))
        #expect(pinned.places(graph))
        let dot = pinned.pin(graph).dotSource
        #expect(dot.contains(#"s0 [pos="50,50!"]"#))
        #expect(dot.contains(#"pos="e,140,50 60,50 80,50 100,50 120,50""#))
        #expect(dot.contains(#"lp="100,60""#))
        #expect(dot.contains(#"bb="0,0,200,100""#) && dot.contains(#"layout="nop2""#))
        graph.append(Node("s9"))
        #expect(!pinned.places(graph))
    }

    @Test func placesAreReadFromGraphvizsOwnLaidOutDOT() throws {
        let dot = #"digraph { "first scene" [shape=box]; "first scene" -> b [id="segue-x", label="go"]; c -> b }"#
        let laidOut = try GraphvizRenderer().render(dot, as: .laidOutDOT)
        let places = try GraphPlaces(laidOutDOT: String(decoding: laidOut.data, as: UTF8.self))
        #expect(Set(places.nodePositions.keys) == ["first scene", "b", "c"])
        #expect(places.nodePositions.values.allSatisfy { $0.split(separator: ",").count == 2 })
        // Only the edge with an id is kept, with its route and its label's place.
        #expect(Array(places.edgePlaces.keys) == ["segue-x"])
        #expect(places.edgePlaces["segue-x"]?["pos"]?.hasPrefix("e,") == true)
        #expect(places.edgePlaces["segue-x"]?["lp"] != nil && places.edgePlaces["segue-x"]?["xlp"] == nil)
        #expect(places.graphAttributes["bb"]?.hasPrefix("0,0,") == true)
    }

    @Test func textThatIsNotDOTIsASyntaxError() {
        #expect(throws: RenderError.self) { try GraphPlaces(laidOutDOT: "digraph { a -> }") }
    }
}
