import Foundation
internal import CGraphviz

/// One job through libgvc: read the DOT text, lay it out once, draw it in each format, free everything.
///
/// Runs inside ``GraphvizContext/perform(_:)``. Each step checks Graphviz's error count as well
/// as its return code, because some errors (a malformed HTML-like label) return success.
struct GraphvizJob {
    let source: String
    /// The formats to draw, in order, without repeats; none lays the graph out and draws nothing.
    let formats: [OutputFormat]
    let options: RenderOptions
    /// The device PNG is drawn with: ``BitmapDevice`` (tests compare it with Graphviz's own `png:cairo`).
    var pngDevice = BitmapDevice.name
    /// The most pixels ``BitmapDevice`` draws at a time (tests draw in many small bands).
    var pngBandPixels = PNGEncoder.defaultBandPixels
    /// Whether ``BitmapDevice`` records the page to draw it in bands (tests draw one bitmap, as without cairo).
    var pngRecording = true
    /// Receives the drawings once they are all made, before the graph is freed.
    var deliver: (([RenderResult]) -> Void)?

    /// Lays the source out with the given context and draws each format, reading messages from `log`.
    /// Each result's warnings are the layout's followed by that format's own.
    func run(context: OpaquePointer, log: GraphvizMessageLog) throws(RenderError) -> [RenderResult] {
        let graph = try DOTText.readGraph(source, log: log)
        defer { agclose(graph) }

        // Graphviz lets the graph's own `layout` attribute override the engine it is given.
        let engine = attribute("layout", of: graph) ?? options.engine.name
        guard gvLayout(context, graph, engine) == 0 else {
            throw .unknownLayoutEngine(engine, message: log.messages.errorText)
        }
        defer {
            cgraphviz_repair_rank_arrays(graph)
            gvFreeLayout(context, graph)
        }
        guard agerrors() == 0 else {
            throw .layout(engine: engine, message: log.messages.errorText)
        }
        let layoutWarnings = log.messages.warnings

        let graphDPI = cgraphviz_drawing_dpi(graph)
        var results: [RenderResult] = []
        for format in formats {
            log.clear()
            let dpi = format == .png ? pngDPI(of: graph, graphDPI: graphDPI) : nil
            cgraphviz_set_drawing_dpi(graph, dpi ?? graphDPI)
            var result = try draw(graph, in: context, as: format, log: log)
            result.warnings = layoutWarnings + result.warnings
            result.dpi = dpi
            results.append(result)
        }
        deliver?(results)
        return results
    }

    /// Draws the laid-out graph in one format.
    private func draw(
        _ graph: UnsafeMutablePointer<Agraph_t>, in context: OpaquePointer, as format: OutputFormat, log: GraphvizMessageLog
    ) throws(RenderError) -> RenderResult {
        let device = format == .png ? pngDevice : format.graphvizDevice
        var bytes: UnsafeMutablePointer<CChar>?
        var length = 0
        BitmapDevice.bandPixels = pngBandPixels
        BitmapDevice.recordsPages = pngRecording
        let status = cgraphviz_render_data(context, graph, device, &bytes, &length)
        defer { gvFreeRenderData(bytes) }
        let drawing = device == BitmapDevice.name ? BitmapDevice.takeImage() : bytes.map { Data(bytes: $0, count: length) }
        guard status == 0, agerrors() == 0, let drawing else {
            throw .render(format: format, message: log.messages.errorText)
        }
        return RenderResult(data: drawing, warnings: log.messages.warnings)
    }

    /// The PNG resolution: the options' (else the graph's, else cairo's default), lowered to keep
    /// the laid-out drawing within ``RenderOptions/maximumPNGPixels`` but not below ``RenderOptions/minimumPNGDPI``.
    private func pngDPI(of graph: UnsafeMutablePointer<Agraph_t>, graphDPI: Double) -> Double {
        let requested = options.dpi ?? (graphDPI > 0 ? graphDPI : PNGResolution.cairoDefaultDPI)
        var width = 0.0
        var height = 0.0
        cgraphviz_drawing_size(graph, &width, &height)
        let border = inches("pad", of: graph).map { $0 * 72 } ?? PNGResolution.cairoDefaultPad
        let margin = inches("margin", of: graph).map { $0 * 72 } ?? 0
        return PNGResolution(requested: requested, maximumPixels: options.maximumPNGPixels, minimum: options.minimumPNGDPI)
            .dpi(width: width, height: height, border: border + margin)
    }

    /// The larger of the one or two lengths in inches (`0.3` or `0.3,0.5`) of a graph attribute.
    private func inches(_ name: String, of graph: UnsafeMutablePointer<Agraph_t>) -> Double? {
        attribute(name, of: graph)?.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }.max()
    }

    /// The graph attribute's value, or `nil` when it is unset or empty.
    private func attribute(_ name: String, of graph: UnsafeMutablePointer<Agraph_t>) -> String? {
        let value = name.withCString { agget(graph, UnsafeMutablePointer(mutating: $0)) }
        guard let value, value.pointee != 0 else { return nil }
        return String(cString: value)
    }
}
