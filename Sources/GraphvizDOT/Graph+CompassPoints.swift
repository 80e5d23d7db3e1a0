extension Graph {
    /// The graph with the compass points taken off both ends of every edge between the nodes `first`
    /// and `second` (either way, in subgraphs too), so Graphviz may attach those edges anywhere on
    /// their ports; and the edges so changed, as they were.
    ///
    /// Graphviz 2.42's spline router sometimes finds no route to a compass point and then fails the
    /// whole layout ("lost s866 s11 edge"); the same edge without compass points routes.
    public func freeingCompassPoints(between first: String, and second: String) -> (graph: Graph, freed: [Edge]) {
        var graph = self
        var freed: [Edge] = []
        graph.body.freeCompassPoints(between: [first, second], freed: &freed)
        return (graph, freed)
    }
}

extension GraphBody {
    fileprivate mutating func freeCompassPoints(between ends: Set<String>, freed: inout [Edge]) {
        for index in statements.indices {
            switch statements[index] {
            case .edge(var edge) where Set([edge.tail.node, edge.head.node]) == ends:
                guard edge.tail.compass != nil || edge.head.compass != nil else { continue }
                freed.append(edge)
                edge.tail.compass = nil
                edge.head.compass = nil
                statements[index] = .edge(edge)
            case .subgraph(var subgraph):
                subgraph.body.freeCompassPoints(between: ends, freed: &freed)
                statements[index] = .subgraph(subgraph)
            case .node, .edge:
                continue
            }
        }
    }
}
