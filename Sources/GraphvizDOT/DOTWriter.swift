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
            output += "\(indent)\(DOTEscaping.id(attribute.name))=\(attribute.dotValue);\n"
        }
        if !body.nodeDefaults.isEmpty { output += "\(indent)node\(attributeList(body.nodeDefaults));\n" }
        if !body.edgeDefaults.isEmpty { output += "\(indent)edge\(attributeList(body.edgeDefaults));\n" }
        for statement in body.statements {
            switch statement {
            case .node(let node):
                output += "\(indent)\(DOTEscaping.id(node.id))\(attributeList(node.attributes));\n"
            case .edge(let edge):
                let arrow = graph.isDirected ? "->" : "--"
                output += "\(indent)\(endpoint(edge.tail)) \(arrow) \(endpoint(edge.head))\(attributeList(edge.attributes));\n"
            case .subgraph(let subgraph):
                let name = subgraph.dotName.map { DOTEscaping.id($0) + " " } ?? ""
                output += "\(indent)subgraph \(name){\n"
                writeBody(subgraph.body, depth: depth + 1)
                output += "\(indent)}\n"
            }
        }
    }

    private func attributeList(_ attributes: Attributes) -> String {
        guard !attributes.isEmpty else { return "" }
        return " [" + attributes.map { "\(DOTEscaping.id($0.name))=\($0.dotValue)" }.joined(separator: ", ") + "]"
    }

    private func endpoint(_ endpoint: Edge.Endpoint) -> String {
        var text = DOTEscaping.id(endpoint.node)
        if let port = endpoint.port { text += ":" + DOTEscaping.id(port) }
        if let compass = endpoint.compass { text += ":" + compass.rawValue }
        return text
    }
}
