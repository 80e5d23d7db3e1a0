/// The places Graphviz gave a graph's nodes, edges and labels, read from its laid-out DOT
/// (``OutputFormat/laidOutDOT``) with cgraph's own reader and attribute API.
///
/// ```swift
/// let laidOut = try GraphvizRenderer().render("digraph { a -> b [id=ab] }", as: .laidOutDOT)
/// let places = try GraphPlaces(laidOutDOT: String(decoding: laidOut.data, as: UTF8.self))
/// places.nodePositions["a"]        // "27,90"
/// places.edgePlaces["ab"]?["pos"]  // "e,27,36.104 27,71.697 27,63.983 27,54.712 27,46.112"
/// ```
///
/// Text that is not DOT throws ``RenderError/syntax(message:)``.
public struct GraphPlaces: Hashable, Sendable {
    /// The graph's bounding box and label place, `bb` and `lp`, when set.
    public var graphAttributes: [String: String]
    /// Each node's `pos`, by node ID.
    public var nodePositions: [String: String]
    /// Each edge's `pos`, `lp`, `xlp`, `head_lp` and `tail_lp` that are set, by the edge's `id`
    /// attribute; edges without an `id` are left out.
    public var edgePlaces: [String: [String: String]]
    /// Each node's drawn width and height in points, by node ID.
    public var nodeSizes: [String: Size] = [:]

    /// A node's drawn size, in points.
    public struct Size: Hashable, Sendable {
        /// The width in points.
        public let width: Double
        /// The height in points.
        public let height: Double
    }

    /// The graph attributes that place the graph's own drawing.
    static let graphKeys = ["bb", "lp"]
    /// The edge attributes that place an edge and its labels.
    static let edgeKeys = ["pos", "lp", "xlp", "head_lp", "tail_lp"]

    /// Reads the places out of Graphviz's laid-out DOT.
    public init(laidOutDOT: String) throws(RenderError) {
        self = try LaidOutGraphReader(source: laidOutDOT).read()
    }

    init(graphAttributes: [String: String], nodePositions: [String: String], edgePlaces: [String: [String: String]], nodeSizes: [String: Size] = [:]) {
        self.graphAttributes = graphAttributes
        self.nodePositions = nodePositions
        self.edgePlaces = edgePlaces
        self.nodeSizes = nodeSizes
    }
}
