import GraphvizDOT

extension GraphBody {
    /// Every node and edge statement of the body and of its subgraphs, in order, subgraphs left out.
    var flattenedStatements: [GraphStatement] {
        statements.flatMap { statement -> [GraphStatement] in
            if case .subgraph(let subgraph) = statement { return subgraph.body.flattenedStatements }
            return [statement]
        }
    }
}
