import Foundation
internal import CGraphviz

/// One render through libgvc: read the DOT text, lay it out, draw it, free everything.
///
/// Runs inside ``GraphvizContext/perform(_:)``. Each step checks Graphviz's error count as well
/// as its return code, because some errors (a malformed HTML-like label) return success.
struct GraphvizJob {
    let source: String
    let format: OutputFormat
    let options: RenderOptions

    /// Renders the source with the given context, reading messages from `log`.
    func run(context: OpaquePointer, log: GraphvizMessageLog) throws(RenderError) -> RenderResult {
        let graph = try readGraph(log: log)
        defer { agclose(graph) }
        if format == .png, let dpi = options.dpi {
            setAttribute("dpi", to: String(dpi), on: graph)
        }

        // Graphviz lets the graph's own `layout` attribute override the engine it is given.
        let engine = attribute("layout", of: graph) ?? options.engine.name
        guard gvLayout(context, graph, engine) == 0 else {
            throw .unknownLayoutEngine(engine, message: log.messages.errorText)
        }
        defer { gvFreeLayout(context, graph) }
        guard agerrors() == 0 else {
            throw .layout(engine: engine, message: log.messages.errorText)
        }

        var bytes: UnsafeMutablePointer<CChar>?
        var length: UInt32 = 0
        let status = gvRenderData(context, graph, format.graphvizDevice, &bytes, &length)
        defer { gvFreeRenderData(bytes) }
        guard status == 0, agerrors() == 0, let bytes else {
            throw .render(format: format, message: log.messages.errorText)
        }
        return RenderResult(data: Data(bytes: bytes, count: Int(length)), warnings: log.messages.warnings)
    }

    /// The text's graph, read with sequential object IDs (see ``SequentialIDDiscipline``).
    private func readGraph(log: GraphvizMessageLog) throws(RenderError) -> UnsafeMutablePointer<Agraph_t> {
        var laterGraphs: Int32 = 0
        let graph = source.utf8CString.withUnsafeBufferPointer { text in
            cgraphviz_read_graph(text.baseAddress, text.count - 1, SequentialIDDiscipline.discipline, &laterGraphs)
        }
        guard let graph else {
            let message = log.messages.errorText
            throw .syntax(message: message.isEmpty ? "the text holds no graph" : message)
        }
        guard agerrors() == 0, laterGraphs == 0 else {
            agclose(graph)
            let message = log.messages.errorText
            throw .syntax(message: message.isEmpty ? "the text holds \(laterGraphs + 1) graphs; render one at a time" : message)
        }
        return graph
    }

    /// The graph attribute's value, or `nil` when it is unset or empty.
    private func attribute(_ name: String, of graph: UnsafeMutablePointer<Agraph_t>) -> String? {
        let value = name.withCString { agget(graph, UnsafeMutablePointer(mutating: $0)) }
        guard let value, value.pointee != 0 else { return nil }
        return String(cString: value)
    }

    /// Sets a graph attribute, declaring it with an empty default when the graph lacks it.
    private func setAttribute(_ name: String, to value: String, on graph: UnsafeMutablePointer<Agraph_t>) {
        name.withCString { name in
            value.withCString { value in
                "".withCString { empty in
                    _ = agsafeset(
                        graph, UnsafeMutablePointer(mutating: name),
                        UnsafeMutablePointer(mutating: value), UnsafeMutablePointer(mutating: empty)
                    )
                }
            }
        }
    }
}
