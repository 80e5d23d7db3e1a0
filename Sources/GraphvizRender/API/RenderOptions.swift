/// How a ``GraphvizRenderer`` lays out and draws a graph.
///
/// ```swift
/// let renderer = GraphvizRenderer(options: RenderOptions(engine: .dot, dpi: 192))
/// ```
public struct RenderOptions: Hashable, Sendable {
    /// The layout engine. A `layout` attribute in the DOT text takes precedence, as in Graphviz.
    public var engine: LayoutEngine
    /// The resolution of PNG output in dots per inch (Graphviz's default is 96; 192 doubles the
    /// pixel size). Set as the graph's `dpi` attribute for PNG only; `nil` keeps the graph's own.
    public var dpi: Double?

    /// Options with the given engine and PNG resolution.
    public init(engine: LayoutEngine = .dot, dpi: Double? = nil) {
        self.engine = engine
        self.dpi = dpi
    }
}
