import GraphvizDOT
import Testing

@Suite struct CompassPointTests {
    @Test func freesBothEndsOfEveryEdgeBetweenTheTwoNodesEitherWayAndInSubgraphs() {
        var graph = Graph(name: "flow")
        graph.append(Edge(from: .init(node: "a", port: "p0", compass: .west), to: .init(node: "b", port: "screen", compass: .northEast), [.id("segue-1")]))
        graph.append(Edge(from: .init(node: "a", port: "p1", compass: .east), to: .init(node: "c", compass: .west)))
        var cluster = Subgraph(id: "stack", isCluster: true)
        cluster.append(Edge(from: .init(node: "b", compass: .east), to: .init(node: "a", port: "screen")))
        cluster.append(Edge(from: .init(node: "b", port: "p2"), to: "a"))
        graph.append(cluster)

        let (freed, edges) = graph.freeingCompassPoints(between: "b", and: "a")

        #expect(edges.map(\.tail.node) == ["a", "b"])
        #expect(edges.first?.head.compass == .northEast)
        #expect(freed.dotSource.contains("a:p0 -> b:screen [id=\"segue-1\"];"))
        #expect(freed.dotSource.contains("a:p1:e -> c:w;"))
        #expect(freed.dotSource.contains("b -> a:screen;"))
        #expect(freed.dotSource.contains("b:p2 -> a;"))
    }

    @Test func aGraphWithoutSuchEdgesStaysAsItIs() {
        var graph = Graph(name: "flow")
        graph.append(Edge(from: .init(node: "a", port: "p0"), to: .init(node: "b", port: "screen")))
        let (freed, edges) = graph.freeingCompassPoints(between: "a", and: "b")
        #expect(edges.isEmpty)
        #expect(freed == graph)
    }

    @Test func aLostEdgeLosesItsCompassPointsFirstThenItsPorts() {
        var graph = Graph(name: "flow")
        graph.append(Edge(from: .init(node: "a", port: "header", compass: .west), to: .init(node: "b", compass: .east), [.id("segue-back")]))
        graph.append(Edge(from: .init(node: "a", port: "screen"), to: "b", [.id("segue-root")]))
        graph.append(Edge(from: .init(node: "a", port: "p1"), to: .init(node: "c", port: "screen")))

        let first = graph.freeingLostEdge(between: "b", and: "a")
        #expect(!first.portsFreed && first.freed.count == 1)
        #expect(first.graph.dotSource.contains(#"a:header -> b [id="segue-back"];"#))
        #expect(first.graph.dotSource.contains(#"a:screen -> b [id="segue-root"];"#), "an edge without compass points is left as it was")

        let second = first.graph.freeingLostEdge(between: "a", and: "b")
        #expect(second.portsFreed && second.freed.map(\.tail.port) == ["header", "screen"])
        #expect(second.graph.dotSource.contains(#"a -> b [id="segue-back"];"#))
        #expect(second.graph.dotSource.contains(#"a -> b [id="segue-root"];"#))
        #expect(second.graph.dotSource.contains("a:p1 -> c:screen;"), "edges to other nodes keep their ports")

        #expect(second.graph.freeingLostEdge(between: "a", and: "b").freed.isEmpty, "nothing left to free")
    }

    @Test func mappingEdgesChangesEveryEdgeInPlaceAndNothingElse() {
        var graph = Graph(name: "flow")
        graph.append(Node("a"))
        graph.append(Edge(from: "a", to: "b"))
        var cluster = Subgraph(id: "stack", isCluster: true)
        cluster.append(Edge(from: "b", to: "c"))
        graph.append(cluster)
        graph.append(Edge(from: "c", to: "a"))

        let mapped = graph.mappingEdges { edge in
            var edge = edge
            edge.attributes.set(.penWidth(2))
            return edge
        }

        let statements = mapped.dotSource.split(separator: "\n").map { $0.drop { $0 == " " } }
        #expect(statements.filter { $0.contains("->") } == ["a -> b [penwidth=2];", "b -> c [penwidth=2];", "c -> a [penwidth=2];"])
        #expect(statements.contains("a;"))
        #expect(mapped.mappingEdges { $0 } == mapped)
    }
}
