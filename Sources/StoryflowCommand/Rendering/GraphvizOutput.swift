import GraphvizRender

/// Renders DOT to Graphviz's formats in this process, laying it out once for all of them: one
/// place for the settings that the in-process and the isolated paths share.
struct GraphvizOutput {
    /// PNG resolution in dots per inch.
    let dpi: Double
    /// The most pixels a PNG may have; a larger drawing gets a lower resolution. `nil`: no limit.
    let maximumPNGPixels: Int?
    /// The resolution the budget may not lower a PNG below (72: one pixel per point). `nil`: no floor.
    var minimumPNGDPI: Double? = nil

    /// One result per format, in the order given.
    func render(_ dot: String, as formats: [OutputFormat]) throws(RenderError) -> [RenderResult] {
        let results = try renderer.render(dot, as: formats)
        return formats.compactMap { results[$0] }
    }

    /// Hands one result per format, in the order given, to `deliver` before Graphviz frees the
    /// layout (see ``GraphvizRenderer/render(_:as:beforeFreeing:)``).
    func render(_ dot: String, as formats: [OutputFormat], beforeFreeing deliver: ([RenderResult]) -> Void) throws(RenderError) {
        try renderer.render(dot, as: formats) { results in deliver(formats.compactMap { results[$0] }) }
    }

    /// The settings as GraphvizRender's options.
    var renderOptions: RenderOptions {
        RenderOptions(dpi: dpi, maximumPNGPixels: maximumPNGPixels, minimumPNGDPI: minimumPNGDPI)
    }

    private var renderer: GraphvizRenderer {
        GraphvizRenderer(options: renderOptions)
    }
}
