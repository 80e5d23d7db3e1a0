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
        freeingEnds(between: first, and: second) { $0.compass != nil } free: { $0.compass = nil }
    }

    /// The graph with the ports (and compass points) taken off both ends of every edge between the
    /// nodes `first` and `second` (either way, in subgraphs too), so Graphviz may attach those edges
    /// anywhere on the nodes; and the edges so changed, as they were.
    ///
    /// The router can lose an edge from a port even without compass points, among parallel edges
    /// inside clusters ("illegal values of prev 1 and next 1 … lost s9 s0 edge"); between the whole
    /// nodes it routes.
    public func freeingPorts(between first: String, and second: String) -> (graph: Graph, freed: [Edge]) {
        freeingEnds(between: first, and: second) { $0.port != nil || $0.compass != nil } free: { $0.port = nil; $0.compass = nil }
    }

    /// The graph with the edges between the nodes `first` and `second` freed one step after the
    /// router lost one of them: their compass points taken off (``freeingCompassPoints(between:and:)``)
    /// or, when none has one left, their ports (``freeingPorts(between:and:)``); the edges so
    /// changed, as they were, and whether it was their ports. No edge changes when they have neither.
    ///
    /// ```swift
    /// if let lost = LostEdge(message: error) {
    ///     let (freed, edges, portsFreed) = graph.freeingLostEdge(between: lost.tail, and: lost.head)
    /// }
    /// ```
    public func freeingLostEdge(between first: String, and second: String) -> (graph: Graph, freed: [Edge], portsFreed: Bool) {
        let compassPoints = freeingCompassPoints(between: first, and: second)
        guard compassPoints.freed.isEmpty else { return (compassPoints.graph, compassPoints.freed, false) }
        let ports = freeingPorts(between: first, and: second)
        return (ports.graph, ports.freed, true)
    }

    private func freeingEnds(
        between first: String, and second: String, where isPinned: (Edge.Endpoint) -> Bool, free: (inout Edge.Endpoint) -> Void
    ) -> (graph: Graph, freed: [Edge]) {
        let ends: Set = [first, second]
        var freed: [Edge] = []
        let graph = mappingEdges { edge in
            guard Set([edge.tail.node, edge.head.node]) == ends, isPinned(edge.tail) || isPinned(edge.head) else { return edge }
            freed.append(edge)
            var loose = edge
            free(&loose.tail)
            free(&loose.head)
            return loose
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
