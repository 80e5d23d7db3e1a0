/// Writes a ``Graph`` as DOT text: declaration order, two-space indentation, every ID escaped.
struct DOTWriter {
    let graph: Graph
    private var output = ""

    init(graph: Graph) {
        self.graph = graph
    }

    func write() -> String {
        var writer = self
        let keyword = (graph.isStrict ? "strict " : "") + (graph.isDirected ? "digraph" : "graph")
        writer.output = "\(keyword) \(DOTEscaping.id(graph.name)) {\n"
        writer.writeBody(graph.body, depth: 1)
        writer.output += "}\n"
        return writer.output
    }

    private mutating func writeBody(_ body: GraphBody, depth: Int) {
        let indent = String(repeating: "  ", count: depth)
        for attribute in body.attributes {
            output += indent + DOTEscaping.id(attribute.name) + "="
            attribute.writeDOTValue(to: &output)
            output += ";\n"
        }
        if !body.nodeDefaults.isEmpty { writeStatement(indent + "node", body.nodeDefaults) }
        if !body.edgeDefaults.isEmpty { writeStatement(indent + "edge", body.edgeDefaults) }
        for statement in body.statements {
            switch statement {
            case .node(let node):
                writeStatement(indent + DOTEscaping.id(node.id), node.attributes)
            case .edge(let edge):
                let arrow = graph.isDirected ? " -> " : " -- "
                writeStatement(indent + endpoint(edge.tail) + arrow + endpoint(edge.head), edge.attributes)
            case .subgraph(let subgraph):
                let name = subgraph.dotName.map { DOTEscaping.id($0) + " " } ?? ""
                output += "\(indent)subgraph \(name){\n"
                writeBody(subgraph.body, depth: depth + 1)
                output += "\(indent)}\n"
            }
        }
    }

    /// Appends `head [name=value, …];` and a line break (no list when `attributes` is empty).
    private mutating func writeStatement(_ head: String, _ attributes: Attributes) {
        output += head
        if !attributes.isEmpty {
            output += " ["
            for (index, attribute) in attributes.enumerated() {
                if index > 0 { output += ", " }
                output += DOTEscaping.id(attribute.name) + "="
                attribute.writeDOTValue(to: &output)
            }
            output += "]"
        }
        output += ";\n"
    }

    private func endpoint(_ endpoint: Edge.Endpoint) -> String {
        var text = DOTEscaping.id(endpoint.node)
        if let port = endpoint.port { text += ":" + DOTEscaping.id(port) }
        if let compass = endpoint.compass { text += ":" + compass.rawValue }
        return text
    }
}
