import Foundation
import GraphvizRender
import Storyflow
import StoryflowHTML
import StoryflowLayout
import StoryflowReview
import StoryflowSamples

/// Viewer pages of flows, built the way `storyflow render --format html` builds them.
enum ViewerPages {
    /// The SVG of `flow` drawn with `options`.
    static func svg(of flow: Flow, options: LayoutOptions = LayoutOptions()) throws -> String {
        let dot = FlowLayout(options: options).graph(for: flow).dotSource
        let result = try GraphvizRenderer().render(dot, as: .svg)
        return String(decoding: result.data, as: UTF8.self)
    }

    /// The viewer page of `flow`, with details, findings and source links under `sourceBaseURL`.
    static func page(of flow: Flow, options: LayoutOptions = LayoutOptions(), sourceBaseURL: URL? = nil) throws -> String {
        let layout = FlowLayout(options: options)
        let elements = FlowViewerDetails.elements(
            of: flow, svgIDs: layout.sceneSVGIDs(for: flow), findings: FlowReviewer().review(flow), sourceBaseURL: sourceBaseURL
        )
        return HTMLViewerPage(title: flow.name, svg: try svg(of: flow, options: options), elements: elements).html()
    }

    /// A built-in sample by name.
    static func sample(_ name: String) throws -> Flow {
        guard let flow = try Samples.flow(named: name) else { throw SampleMissing(name: name) }
        return flow
    }

    /// The names of the built-in samples.
    static var sampleNames: [String] {
        ["Ratings", "FriendList", "Homepwner"]
    }

    struct SampleMissing: Error {
        let name: String
    }
}
