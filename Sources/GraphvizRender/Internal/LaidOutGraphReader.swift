import Foundation
internal import CGraphviz

/// Reads a laid-out graph's places through cgraph: the DOT text parsed by `agread`, each node and
/// edge visited, and their attributes read with `agget`, under the process-wide Graphviz lock.
struct LaidOutGraphReader {
    let source: String

    /// The places of the graph in ``source``.
    func read() throws(RenderError) -> GraphPlaces {
        try GraphvizContext.shared.perform { _, log throws(RenderError) in
            let graph = try DOTText.readGraph(source, log: log)
            defer { agclose(graph) }
            return places(in: graph)
        }
    }

    private func places(in graph: UnsafeMutablePointer<Agraph_t>) -> GraphPlaces {
        var graphAttributes: [String: String] = [:]
        for key in GraphPlaces.graphKeys { graphAttributes[key] = Self.attribute(key, of: graph) }
        var nodePositions: [String: String] = [:]
        var nodeSizes: [String: GraphPlaces.Size] = [:]
        var edgePlaces: [String: [String: String]] = [:]
        var node = agfstnode(graph)
        while let current = node {
            if let name = agnameof(current), let pos = Self.attribute("pos", of: current) {
                nodePositions[String(cString: name)] = pos
                // Graphviz gives a node's size in inches.
                if let width = Self.attribute("width", of: current).flatMap(Double.init), let height = Self.attribute("height", of: current).flatMap(Double.init) {
                    nodeSizes[String(cString: name)] = GraphPlaces.Size(width: width * 72, height: height * 72)
                }
            }
            var edge = agfstout(graph, current)
            while let out = edge {
                if let id = Self.attribute("id", of: out) {
                    var places: [String: String] = [:]
                    for key in GraphPlaces.edgeKeys { places[key] = Self.attribute(key, of: out) }
                    edgePlaces[id] = places
                }
                edge = agnxtout(graph, out)
            }
            node = agnxtnode(graph, current)
        }
        return GraphPlaces(graphAttributes: graphAttributes, nodePositions: nodePositions, edgePlaces: edgePlaces, nodeSizes: nodeSizes)
    }

    /// The object's attribute, or `nil` when it is not declared or empty.
    private static func attribute<Object>(_ name: String, of object: UnsafeMutablePointer<Object>) -> String? {
        let value = name.withCString { agget(UnsafeMutableRawPointer(object), UnsafeMutablePointer(mutating: $0)) }
        guard let value, value.pointee != 0 else { return nil }
        return String(cString: value)
    }
}
