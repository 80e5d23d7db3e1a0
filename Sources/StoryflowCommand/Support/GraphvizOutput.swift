import GraphvizRender

/// Renders DOT to Graphviz's formats in this process: one place for the settings that the
/// in-process and the isolated paths share.
struct GraphvizOutput {
    /// PNG resolution in dots per inch.
    let dpi: Double

    /// One result per format, in the order given.
    func render(_ dot: String, as formats: [OutputFormat]) throws(RenderError) -> [RenderResult] {
        let renderer = GraphvizRenderer(options: RenderOptions(dpi: dpi))
        var results: [RenderResult] = []
        for format in formats {
            results.append(try renderer.render(dot, as: format))
        }
        return results
    }
}
