/// A Graphviz layout engine, named as on the command line (`dot -K neato`).
///
/// The common engines are constants; any other installed engine can be named:
///
/// ```swift
/// RenderOptions(engine: .neato)
/// RenderOptions(engine: LayoutEngine("nop"))
/// ```
///
/// An engine that is not installed fails the render with ``RenderError/unknownLayoutEngine(_:message:)``,
/// whose message lists the engines Graphviz knows.
public struct LayoutEngine: Hashable, Sendable, CustomStringConvertible {
    /// The engine's Graphviz name.
    public let name: String

    /// An engine by its Graphviz name.
    public init(_ name: String) {
        self.name = name
    }

    /// Hierarchical layers; the default, and the one that draws clusters and ports best.
    public static let dot = LayoutEngine("dot")
    /// Spring model (stress majorization).
    public static let neato = LayoutEngine("neato")
    /// Force-directed placement, with clusters.
    public static let fdp = LayoutEngine("fdp")
    /// Multiscale force-directed placement for large graphs.
    public static let sfdp = LayoutEngine("sfdp")
    /// Circular layout.
    public static let circo = LayoutEngine("circo")
    /// Radial layout around a root node.
    public static let twopi = LayoutEngine("twopi")
    /// Clusters packed as nested rectangles.
    public static let osage = LayoutEngine("osage")
    /// Squarified treemap of clusters.
    public static let patchwork = LayoutEngine("patchwork")

    /// The engine's name.
    public var description: String { name }
}
