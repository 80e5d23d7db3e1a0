import Foundation
import Storyflow
import StoryflowHTML
import StoryflowLayout
import StoryflowReview

/// `--format html`: a diagram's SVG in the interactive viewer page, with every scene's details and
/// review findings (whether or not `--mark-findings` badges them in the drawing).
struct ViewerPageBuilder {
    /// Where source links point, from `--source-base-url`.
    var sourceBaseURL: URL?
    /// Full-size pictures of screens by scene id, shown in their details.
    var screenshots: [Scene.ID: [ViewerScreenshot]] = [:]

    /// The page of `flow` drawn as `svg`, with the findings of its review.
    func page(for flow: Flow, svg: Data) -> Data {
        page(title: flow.name, flow: flow, svg: svg, findings: FlowCatalog.current.review(flow))
    }

    /// The page titled `title` of `svg`, a drawing of `flow` (any layout: scene ids do not depend on
    /// the options), listing `findings` on the scenes they concern.
    func page(title: String, flow: Flow, svg: Data, findings: [Finding]) -> Data {
        let svgIDs = FlowLayout().sceneSVGIDs(for: flow)
        var elements = FlowViewerDetails.elements(
            of: flow, svgIDs: svgIDs, findings: findings, sourceBaseURL: sourceBaseURL,
            sourceRoot: FileManager.default.currentDirectoryPath
        )
        for (sceneID, pictures) in screenshots {
            if let svgID = svgIDs[sceneID] { elements[svgID]?.screenshots = pictures }
        }
        return Data(HTMLViewerPage(title: title, svg: String(decoding: svg, as: UTF8.self), elements: elements).html().utf8)
    }
}
