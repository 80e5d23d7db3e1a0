import Foundation
import GraphvizRender
import Storyflow
import StoryflowDiagrams
import StoryflowLayout
import Testing

/// Unconnected parts of a flow (the parts of an atlas page, screens shown from code) are packed in
/// columns that hang level one after another, not strewn down the page in a diagonal.
@Suite struct PartPackingTests {
    /// A tree three ranks long (a list pushing four screens, each pushing one more) and `count`
    /// presented screens with a child each, unconnected to it and to each other.
    private static func treeAndParts(_ count: Int) -> Flow {
        var scenes = [Scene(id: "list", kind: .tableViewController, title: "List")]
        var segues: [Segue] = []
        for branch in 0..<4 {
            scenes += [Scene(id: "item\(branch)", title: "Item \(branch)"), Scene(id: "detail\(branch)", title: "Detail \(branch)")]
            segues += [Segue(id: "open\(branch)", kind: .show, source: "list", destination: "item\(branch)"),
                       Segue(id: "more\(branch)", kind: .show, source: "item\(branch)", destination: "detail\(branch)")]
        }
        for part in 0..<count {
            scenes += [Scene(id: "modal\(part)", title: "Modal \(part)"), Scene(id: "next\(part)", title: "Next \(part)")]
            segues.append(Segue(id: "next\(part)", kind: .show, source: "modal\(part)", destination: "next\(part)"))
        }
        return Flow(name: "Parts", scenes: scenes, segues: segues, initialSceneID: "list")
    }

    @Test func unconnectedPartsFillThePageInLevelColumns() throws {
        let flow = Self.treeAndParts(6)
        let graph = FlowLayout(options: LayoutOptions()).graph(for: flow)
        #expect(!graph.dotSource.contains("parts"), "no invisible root: its long edges pushed later columns below earlier ones")
        #expect(graph.dotSource.contains(#"class="spacer""#), "spacers hold the columns for `dot`'s one layout; a renderer packing the parts drops them")
        let svg = String(decoding: try GraphvizRenderer().render(graph.dotSource, as: .svg).data, as: UTF8.self)
        let measure = try #require(PageMeasure(svg: svg))
        #expect(measure.sceneCount == 21)
        #expect(measure.overlappingScenePairs == 0)
        // One scene is about 200 × 380 points with its title: seven parts one above another would be
        // far taller than the tree, and strewn in a diagonal they leave most of the page empty.
        #expect(measure.sceneCoverage > 0.25, "scenes cover \(Int(measure.sceneCoverage * 100)) % of a \(Int(measure.width))×\(Int(measure.height)) page")
    }
}
