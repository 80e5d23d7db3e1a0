/// A timed step of the pipeline, in the order the table shows them.
enum Phase: String, CaseIterable, Codable, Sendable, CodingKeyRepresentable {
    /// Generating the flow (the model).
    case model
    /// `FlowReviewer().review`.
    case review
    /// `FlowLayout.graph(for:)`: flow to typed graph.
    case layoutModule
    /// `Graph.dotSource`: typed graph to DOT text.
    case dot
    /// Graphviz reading and laying out the DOT, in process.
    case graphvizLayout
    /// Drawing the laid-out graph as SVG.
    case renderSVG
    /// Drawing the laid-out graph as PNG.
    case renderPNG
    /// DOT text to SVG bytes in process: Graphviz layout plus SVG drawing, timed as one render.
    case dotToSVG
    /// Flow to SVG bytes in process: layout module, DOT and the DOT-to-SVG render.
    case flowToSVG

    /// The column heading.
    var heading: String {
        switch self {
        case .model: "model"
        case .review: "review"
        case .layoutModule: "layout"
        case .dot: "DOT"
        case .graphvizLayout: "GV layout"
        case .renderSVG: "SVG"
        case .renderPNG: "PNG"
        case .dotToSVG: "DOT→SVG"
        case .flowToSVG: "flow→SVG"
        }
    }
}
