import Foundation
import GraphvizRender
import Storyflow
import StoryflowDiagrams
import StoryflowLayout
import Testing

/// How ``AtlasPlan`` cuts a flow into pages, measured on a stand-in drawing whose area grows with
/// its scene count (each scene adds a fixed share of a readable page), so the cuts do not hang on
/// Graphviz's layout.
@Suite struct AtlasPlanTests {
    /// The resolution `render` draws PNGs with by default.
    private static let png = RenderOptions(dpi: 192, maximumPNGPixels: PageReadability.pngPixelBudget, minimumPNGDPI: 72)

    /// A plan for `flow` whose pages each load `loadPerScene` times their scene count: an SVG of that
    /// area (text 9 pt tall reaches 10 px on 12.96 million square points) with one scene group.
    private static func plan(for flow: Flow, loadPerScene: Double) -> AtlasPlan {
        AtlasPlan(flow: flow, layout: FlowLayout(), png: png) { _, sceneCount in
            let side = (Double(sceneCount) * loadPerScene * 12_960_000).squareRoot()
            return Data("""
                <svg width="\(side)pt" height="\(side)pt"><g id="a" class="node scene"><polygon points="0,0 10,0 10,10"/>\
                <text font-size="9">A</text></g></svg>
                """.utf8)
        }
    }

    /// A tab bar controller with tabs of `sizes` scenes, each tab a chain of pushes.
    private static func tabs(_ sizes: [Int]) -> Flow {
        var scenes = [Scene(id: "Tabs", kind: .tabBarController, title: "Tabs")]
        var segues: [Segue] = []
        for (tab, size) in sizes.enumerated() {
            let ids = (0..<size).map { "T\(tab)-\($0)" }
            scenes += ids.map { Scene(id: $0, title: $0) }
            segues.append(Segue(id: "tab\(tab)", kind: .relationship, source: "Tabs", destination: ids[0], relationshipRole: .tab(tab)))
            segues += zip(ids, ids.dropFirst()).map { Segue(id: "\($0)>\($1)", kind: .show, source: $0, destination: $1) }
        }
        return Flow(name: "App", scenes: scenes, segues: segues, initialSceneID: "Tabs")
    }

    /// Two tabs of ten scenes, each too big to share a page with the other: the tab bar controller
    /// joins the first tab's page instead of being a page of one scene.
    @Test func aTabBarControllerBesideBigTabsJoinsTheFirstTabsPage() async throws {
        let atlas = try #require(try await Self.plan(for: Self.tabs([10, 10]), loadPerScene: 0.07).decision())
        let pages = atlas.partition.parts
        #expect(pages.map(\.name) == ["Tabs + 1 more", "T1-0"])
        #expect(pages.map(\.sceneIDs.count) == [11, 10])
        #expect(pages.allSatisfy { $0.sceneIDs.count > 1 })
    }

    /// A tab bar controller whose tabs share one page keeps them together, and its lone last tab of
    /// one scene joins the page before it.
    @Test func aLoneSceneAtTheEndJoinsThePageBeforeIt() async throws {
        let atlas = try #require(try await Self.plan(for: Self.tabs([9, 9, 1]), loadPerScene: 0.07).decision())
        let pages = atlas.partition.parts
        #expect(pages.map(\.sceneIDs.count) == [10, 10])
        #expect(pages.last?.sceneIDs.contains("T2-0") == true)
    }
}
