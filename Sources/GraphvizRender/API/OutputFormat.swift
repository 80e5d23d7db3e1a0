/// A file format Graphviz can write: vector (SVG, PDF), bitmap (PNG) or laid-out DOT.
///
/// ```swift
/// let format = try OutputFormat(name: url.pathExtension)   // "svg" → .svg
/// try OutputFormat(name: "bmp")   // throws RenderError.unsupportedFormat("bmp")
/// ```
public enum OutputFormat: String, CaseIterable, Hashable, Sendable {
    /// Scalable Vector Graphics; node and cluster names appear in `<title>` elements.
    case svg
    /// A bitmap drawn with cairo; its size follows ``RenderOptions/dpi``.
    case png
    /// A vector PDF drawn with cairo.
    case pdf
    /// The graph as DOT with the layout's positions and sizes added (`dot -Tdot`), named `dot`.
    case laidOutDOT = "dot"

    /// The format with this name or file extension, ignoring case.
    ///
    /// - Throws: ``RenderError/unsupportedFormat(_:)`` for any other name.
    public init(name: String) throws(RenderError) {
        guard let format = OutputFormat(rawValue: name.lowercased()) else {
            throw .unsupportedFormat(name)
        }
        self = format
    }

    /// The Graphviz output device (`-T` value). PNG is drawn by cairo, so Graphviz never falls back
    /// to the gd renderer, which loses bold text and dashed outlines, and encoded by ``BitmapDevice``.
    var graphvizDevice: String {
        switch self {
        case .svg: "svg"
        case .png: BitmapDevice.name
        case .pdf: "pdf:cairo"
        case .laidOutDOT: "dot"
        }
    }
}
