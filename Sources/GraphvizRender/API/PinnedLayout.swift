import Foundation
import GraphvizDOT

/// The places Graphviz gave a graph's nodes, edges and labels, read back from its laid-out DOT
/// (`-Tdot`), to draw another graph of the same nodes and edges at exactly those places with the
/// `nop2` engine, which lays nothing out.
///
/// A diff diagram draws its base side this way: its changed scenes look as they did, yet every
/// scene and segue stays where the overlay put it.
struct PinnedLayout {
    /// `bb` and `lp` of the graph.
    private var graphAttributes: [String: String] = [:]
    /// `pos` by node ID.
    private var nodePositions: [String: String] = [:]
    /// `pos`, `lp`, `xlp`… by the edge's `id` attribute.
    private var edgePlaces: [String: [String: String]] = [:]

    /// The edge attributes that place an edge and its labels.
    private static let edgeKeys = ["pos", "lp", "xlp", "head_lp", "tail_lp"]

    /// Reads the places out of Graphviz's laid-out DOT.
    init(laidOutDOT: String) {
        // Graphviz continues long lines with a backslash before the line break.
        var text = laidOutDOT.replacingOccurrences(of: "\\\n", with: "")
        // The statements start after the graph's opening brace.
        if let brace = text.range(of: "{\n") { text = String(text[brace.upperBound...]) }
        for statement in text.components(separatedBy: "];\n") {
            let trimmed = statement.drop { $0 == "\t" || $0 == "\n" || $0 == " " }
            guard let bracket = trimmed.range(of: "\t[") ?? trimmed.range(of: " [") else { continue }
            let header = trimmed[..<bracket.lowerBound]
            let attributes = String(trimmed[bracket.upperBound...])
            if header == "graph" {
                for key in ["bb", "lp"] { graphAttributes[key] = Self.value(of: key, in: attributes) }
            } else if header.contains(" -> ") {
                guard let id = Self.value(of: "id", in: attributes) else { continue }
                var places: [String: String] = [:]
                for key in Self.edgeKeys { places[key] = Self.value(of: key, in: attributes) }
                edgePlaces[id] = places
            } else if !header.contains(" "), header != "node", header != "edge", let pos = Self.value(of: "pos", in: attributes) {
                nodePositions[String(header).trimmingCharacters(in: CharacterSet(charactersIn: "\""))] = pos
            }
        }
    }

    /// Whether every node and edge of `graph` has a place here.
    func places(_ graph: Graph) -> Bool {
        Self.statements(of: graph.body).allSatisfy { statement in
            switch statement {
            case .node(let node): nodePositions[node.id] != nil
            case .edge(let edge): Self.id(of: edge).flatMap { edgePlaces[$0]?["pos"] } != nil
            case .subgraph: true
            }
        }
    }

    /// `graph` with every node, edge and label at its place, to be drawn by `nop2`.
    func pin(_ graph: Graph) -> Graph {
        var graph = graph
        graph.body = pin(graph.body)
        for (key, value) in graphAttributes { graph.body.attributes.set(.custom(key, value)) }
        graph.body.attributes.set(.custom("layout", "nop2"))
        return graph
    }

    private func pin(_ body: GraphBody) -> GraphBody {
        var body = body
        body.statements = body.statements.map { statement in
            switch statement {
            case .node(var node):
                if let pos = nodePositions[node.id] { node.attributes.set(.custom("pos", pos + "!")) }
                return .node(node)
            case .edge(var edge):
                for (key, value) in Self.id(of: edge).flatMap({ edgePlaces[$0] }) ?? [:] {
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

    private static func statements(of body: GraphBody) -> [GraphStatement] {
        body.statements.flatMap { statement -> [GraphStatement] in
            if case .subgraph(let subgraph) = statement { return statements(of: subgraph.body) }
            return [statement]
        }
    }

    private static func id(of edge: Edge) -> String? {
        if case .id(let id)? = edge.attributes["id"] { return id }
        return nil
    }

    /// The quoted or bare value of `key` in a statement's attribute list.
    private static func value(of key: String, in attributes: String) -> String? {
        var searchStart = attributes.startIndex
        while let range = attributes.range(of: key + "=", range: searchStart..<attributes.endIndex) {
            searchStart = range.upperBound
            let before = range.lowerBound == attributes.startIndex ? " " : attributes[attributes.index(before: range.lowerBound)]
            guard before == " " || before == "\t" || before == "," || before == "\n" || before == "[" else { continue }
            let rest = attributes[range.upperBound...]
            if rest.hasPrefix("\"") {
                return String(rest.dropFirst().prefix { $0 != "\"" })
            }
            return String(rest.prefix { $0 != "," && $0 != "\n" && $0 != "]" })
        }
        return nil
    }
}
