extension Graph {
    /// The graph with every edge (in subgraphs too) replaced by what `transform` makes of it, in place.
    ///
    /// ```swift
    /// let dashed = graph.mappingEdges { edge in var edge = edge; edge.attributes.set(.style([.dashed])); return edge }
    /// ```
    public func mappingEdges(_ transform: (Edge) -> Edge) -> Graph {
        var graph = self
        graph.body.mapEdges(transform)
        return graph
    }

    /// The graph with the compass points taken off both ends of every edge between the nodes `first`
    /// and `second` (either way, in subgraphs too), so Graphviz may attach those edges anywhere on
    /// their ports; and the edges so changed, as they were.
    ///
    /// Graphviz 2.42's spline router sometimes finds no route to a compass point and then fails the
    /// whole layout ("lost s866 s11 edge"); the same edge without compass points routes.
    public func freeingCompassPoints(between first: String, and second: String) -> (graph: Graph, freed: [Edge]) {
        let ends: Set = [first, second]
        var freed: [Edge] = []
        let graph = mappingEdges { edge in
            guard Set([edge.tail.node, edge.head.node]) == ends, edge.tail.compass != nil || edge.head.compass != nil else { return edge }
            freed.append(edge)
            var free = edge
            free.tail.compass = nil
            free.head.compass = nil
            return free
        }
        return (graph, freed)
    }
}

extension GraphBody {
    fileprivate mutating func mapEdges(_ transform: (Edge) -> Edge) {
        for index in statements.indices {
            switch statements[index] {
            case .edge(let edge):
                statements[index] = .edge(transform(edge))
            case .subgraph(var subgraph):
                subgraph.body.mapEdges(transform)
                statements[index] = .subgraph(subgraph)
            case .node:
                continue
            }
        }
    }
}
