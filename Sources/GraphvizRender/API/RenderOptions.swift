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
    /// The resolution ``maximumPNGPixels`` may not lower a PNG below, in dots per inch: 72 keeps
    /// one pixel per point, so text stays legible; a drawing that needs more pixels than the budget
    /// at this resolution gets them. Cairo's largest bitmap can still force a lower one (see
    /// ``RenderResult/dpi``). `nil`: the budget alone decides.
    public var minimumPNGDPI: Double?

    /// Options with the given engine, PNG resolution, PNG pixel budget and the resolution the budget keeps.
    public init(engine: LayoutEngine = .dot, dpi: Double? = nil, maximumPNGPixels: Int? = nil, minimumPNGDPI: Double? = nil) {
        self.engine = engine
        self.dpi = dpi
        self.maximumPNGPixels = maximumPNGPixels
        self.minimumPNGDPI = minimumPNGDPI
    }
}
