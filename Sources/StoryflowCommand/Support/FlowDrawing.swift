import Foundation
import Storyflow
import StoryflowLayout

/// One flow of a `storyflow render`, ready to draw: the flow, how it is laid out, and where Graphviz runs for it.
struct FlowDrawing: Sendable {
    let flow: Flow
    let layoutOptions: LayoutOptions
    let isolation: DiagramRenderer.Isolation

    /// Builds the flow's graph and draws it in each format, in the order given.
    func render(as formats: [DiagramFormat], output: GraphvizOutput) async throws -> [Data] {
        let graph = FlowLayout(options: layoutOptions).graph(for: flow)
        return try await DiagramRenderer(flowName: flow.name, output: output, isolation: isolation).render(graph, as: formats)
    }
}
