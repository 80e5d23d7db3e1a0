import Foundation
import GraphvizRender
import StoryflowDiagrams
import StoryflowLayout
import StoryflowSamples
import Testing

/// A small flow drawn with default options fills its page: left to right, segues arrive at the top
/// of a screen, so screens line up along their tops instead of stepping down the page, each half its
/// height below the element that leads to it (Ratings' scenes covered 19 % of its page that way).
@Suite struct SampleCoverageTests {
    @Test(arguments: ["Ratings", "FriendList", "Homepwner"])
    func aSamplesScenesCoverAQuarterOfItsPage(name: String) throws {
        let flow = try #require(try Samples.flow(named: name))
        let svg = String(decoding: try GraphvizRenderer().render(FlowLayout().graph(for: flow), as: .svg).data, as: UTF8.self)
        let measure = try #require(PageMeasure(svg: svg))
        #expect(measure.sceneCount == flow.scenes.count)
        #expect(measure.overlappingScenePairs == 0)
        #expect(measure.sceneCoverage >= 0.25, "scenes cover \(Int(measure.sceneCoverage * 100)) % of a \(Int(measure.width))×\(Int(measure.height)) page")
    }
}
