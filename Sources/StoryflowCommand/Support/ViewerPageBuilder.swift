import Foundation
import Storyflow
import StoryflowHTML
import StoryflowLayout

/// `--format html`: a flow's SVG in the interactive viewer page, with every scene's details and the
/// review's findings (whether or not `--mark-findings` badges them in the drawing).
struct ViewerPageBuilder {
    /// The layout the SVG was drawn with; it names the scenes' SVG ids.
    let layout: FlowLayout
    /// Where source links point, from `--source-base-url`.
    let sourceBaseURL: URL?

    /// The page's bytes for `flow` drawn as `svg`.
    func page(for flow: Flow, svg: Data) -> Data {
        let elements = FlowViewerDetails.elements(
            of: flow, svgIDs: layout.sceneSVGIDs(for: flow), findings: FlowCatalog.current.review(flow), sourceBaseURL: sourceBaseURL
        )
        let page = HTMLViewerPage(title: flow.name, svg: String(decoding: svg, as: UTF8.self), elements: elements)
        return Data(page.html().utf8)
    }
}
