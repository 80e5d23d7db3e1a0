internal import CGraphviz

/// DOT text handed to cgraph.
enum DOTText {
    /// The one graph `source` holds, read with sequential object IDs (see ``SequentialIDDiscipline``); the caller closes it.
    /// Must run inside ``GraphvizContext/perform(_:)``, whose log holds the reader's error text.
    static func readGraph(_ source: String, log: GraphvizMessageLog) throws(RenderError) -> UnsafeMutablePointer<Agraph_t> {
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
}
