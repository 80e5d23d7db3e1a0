import Foundation
import Storyflow
import StoryflowDiagrams

/// One diagram of a `storyflow render`, ready to draw: a flow's page, where Graphviz runs for it,
/// and where an HTML page links source locations.
struct FlowDrawing: Sendable {
    /// The name of the flow the page belongs to, for messages.
    let flowName: String
    let page: SplitPages.Page
    let isolation: DiagramRenderer.Isolation
    let sourceBaseURL: URL?
    /// The screenshots' thumbnails to embed in SVG and HTML, and the pictures the DOT source names.
    var screenshots = ScreenshotEmbedding()

    /// Builds the page's graph and draws it in each format, in the order given.
    func render(as formats: [DiagramFormat], output: GraphvizOutput) async throws -> [Data] {
        let drawings = try await DiagramRenderer(flowName: flowName, output: output, isolation: isolation).render(page.graph(), as: formats)
        return zip(formats, drawings).map { format, drawing in
            switch format {
            case .html:
                // An overview draws parts, not screens: no full-size picture in its details. Links to the
                // atlas's other pages go first: the text is smaller before the pictures go in.
                ViewerPageBuilder(sourceBaseURL: sourceBaseURL, screenshots: screenshots.fullSizeDetails(of: page.drawsScenes ? page.flow.scenes.map(\.id) : []))
                    .page(for: page.flow, svg: screenshots.svg(page.linkingHTMLPages(drawing)))
            case .svg: screenshots.svg(drawing)
            case .dotSource: screenshots.dot(drawing)
            case .png, .pdf: drawing
            }
        }
    }
}
