import Foundation
import GraphvizDOT
import GraphvizRender

/// Turns a laid-out flow's graph into the bytes of one output format.
struct DiagramRenderer {
    /// The flow's name, for messages.
    let flowName: String
    /// The PNG scale asked for; `nil` lets the diagram's size decide.
    let scale: Double?

    /// PNG pixels per inch at scale 1 (what Graphviz's cairo renderer uses by default).
    static let baseDPI = 96.0

    /// The diagram in `format`: the generated DOT source for `.dot`, else Graphviz's rendering.
    func render(_ graph: Graph, as format: DiagramFormat) async throws -> Data {
        let outputFormat: OutputFormat
        switch format {
        case .dot: return Data(graph.dotSource.utf8)
        case .svg: outputFormat = .svg
        case .png: outputFormat = .png
        case .pdf: outputFormat = .pdf
        }
        let renderer = GraphvizRenderer(options: RenderOptions(dpi: Self.baseDPI * (scale ?? 2)))
        do {
            let result = try await renderer.render(graph, as: outputFormat)
            for warning in result.warnings {
                StandardError.print("\(flowName): Graphviz warning: \(warning)")
            }
            return result.data
        } catch {
            throw CommandError.renderFailed(flow: flowName, format: format.rawValue, message: error.description)
        }
    }
}
