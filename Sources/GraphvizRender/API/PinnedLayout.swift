import GraphvizDOT

/// Another graph of the same nodes and edges drawn at exactly the places Graphviz gave a laid-out
/// graph (``GraphPlaces``), with the `nop2` engine, which lays nothing out.
///
/// Storyflow's diff diagram draws its base side this way: its changed scenes look as they did,
/// yet every scene and segue stays where the overlay of both versions put it.
///
/// ```swift
/// let laidOut = try GraphvizRenderer().render(overlay, as: .laidOutDOT)
/// let pinned = try PinnedLayout(laidOutDOT: String(decoding: laidOut.data, as: UTF8.self))
/// if pinned.places(side) { try GraphvizRenderer().render(pinned.pin(side), as: .svg) }
/// ```
public struct PinnedLayout: Sendable {
    /// Where Graphviz put each node, edge and label.
    public let places: GraphPlaces

    /// Pins graphs at `places`.
    public init(_ places: GraphPlaces) {
        self.places = places
    }

    /// Pins graphs at the places read out of Graphviz's laid-out DOT (see ``GraphPlaces/init(laidOutDOT:)``).
    public init(laidOutDOT: String) throws(RenderError) {
        self.init(try GraphPlaces(laidOutDOT: laidOutDOT))
    }

    /// Whether every node and edge of `graph` has a place here.
    public func places(_ graph: Graph) -> Bool {
        graph.body.flattenedStatements.allSatisfy { statement in
            switch statement {
            case .node(let node): places.nodePositions[node.id] != nil
            case .edge(let edge): Self.id(of: edge).flatMap { places.edgePlaces[$0]?["pos"] } != nil
            case .subgraph: true
            }
        }
    }

    /// `graph` with every node, edge and label at its place, to be drawn by `nop2`.
    public func pin(_ graph: Graph) -> Graph {
        var graph = graph
        graph.body = pin(graph.body)
        for (key, value) in places.graphAttributes.sorted(by: { $0.key < $1.key }) { graph.body.attributes.set(.custom(key, value)) }
        graph.body.attributes.set(.custom("layout", "nop2"))
        return graph
    }

    private func pin(_ body: GraphBody) -> GraphBody {
        var body = body
        body.statements = body.statements.map { statement in
            switch statement {
            case .node(var node):
                if let pos = places.nodePositions[node.id] { node.attributes.set(.custom("pos", pos + "!")) }
                return .node(node)
            case .edge(var edge):
                for (key, value) in (Self.id(of: edge).flatMap({ places.edgePlaces[$0] }) ?? [:]).sorted(by: { $0.key < $1.key }) {
                    edge.attributes.set(.custom(key, value))
                }
                return .edge(edge)
            case .subgraph(var subgraph):
                subgraph.body = pin(subgraph.body)
                return .subgraph(subgraph)
            }
        }
        return body
    }

    private static func id(of edge: Edge) -> String? {
        if case .id(let id)? = edge.attributes["id"] { return id }
        return nil
    }
}
