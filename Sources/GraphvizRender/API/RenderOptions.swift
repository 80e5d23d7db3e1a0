/// How a ``GraphvizRenderer`` lays out and draws a graph.
///
/// ```swift
/// let renderer = GraphvizRenderer(options: RenderOptions(engine: .dot, dpi: 192, maximumPNGPixels: 40_000_000))
/// ```
public struct RenderOptions: Hashable, Sendable {
    /// The layout engine. A `layout` attribute in the DOT text takes precedence, as in Graphviz.
    public var engine: LayoutEngine
    /// The resolution of PNG output in dots per inch (Graphviz's default is 96; 192 doubles the
    /// pixel size). Applies to PNG only; `nil` keeps the graph's own `dpi`.
    public var dpi: Double?
    /// The most pixels (width × height) a PNG may have. When the laid-out drawing would need more
    /// at the requested resolution, the PNG is drawn at the highest resolution that fits (see
    /// ``RenderResult/dpi``); it is never raised. `nil` sets no limit but cairo's own: no side longer
    /// than 32767 pixels. PNG time and memory grow with the pixel count (4 bytes a pixel while
    /// drawing), so a budget keeps huge diagrams affordable.
    public var maximumPNGPixels: Int?

    /// Options with the given engine, PNG resolution and PNG pixel budget.
    public init(engine: LayoutEngine = .dot, dpi: Double? = nil, maximumPNGPixels: Int? = nil) {
        self.engine = engine
        self.dpi = dpi
        self.maximumPNGPixels = maximumPNGPixels
    }
}
