import Foundation
import GraphvizRender
import Storyflow
import StoryflowLayout
import StoryflowSamples
import Testing

/// The generated DOT renders cleanly through Graphviz: no warnings, every label parsed, titles,
/// ids and classes in the SVG.
@Suite struct SVGRenderTests {
    static let optionSets: [LayoutOptions] = [
        LayoutOptions(),
        LayoutOptions(theme: .dark, direction: .topToBottom, showsLegend: true),
        LayoutOptions(groupsContainers: true, marks: GoldenDOTTests.marks),
    ]

    func svg(_ flow: Flow, _ options: LayoutOptions) throws -> String {
        let result = try GraphvizRenderer().render(FlowLayout(options: options).graph(for: flow), as: .svg)
        #expect(result.warnings.isEmpty, "\(flow.name): \(result.warnings)")
        return String(decoding: result.data, as: UTF8.self)
    }

    @Test(arguments: ["Ratings", "FriendList", "Homepwner"], optionSets.indices)
    func samplesRenderWithTheirTitles(name: String, options: Int) throws {
        let flow = try #require(try Samples.flow(named: name))
        let svg = try svg(flow, Self.optionSets[options])
        for scene in flow.scenes {
            #expect(svg.contains(">\(scene.displayName)</text>"), "\(scene.id)")
            // Graphviz writes `-` in ids as `&#45;`, which XML readers turn back into `-`.
            #expect(svg.contains(##"id="scene&#45;\##(scene.id)""##), "\(scene.id)")
        }
        #expect(svg.contains(##"class="edge segue show""##))
    }

    /// A table without cells, a group and a stack without views (a damaged storyboard has them)
    /// are drawn as blank areas at every level of detail; an empty table once failed the whole render.
    @Test(arguments: DetailLevel.allCases)
    func emptyTablesGroupsAndStacksRender(detail: DetailLevel) throws {
        let emptyTable = Element.table(Table(id: "list", sections: []))
        let flow = Flow(name: "Empty", scenes: [
            Scene(id: "scroll", kind: .viewController, title: "Scroll",
                  content: SceneContent(elements: [.group(ViewGroup(id: "g", kind: .scrollView, elements: [emptyTable]))])),
            Scene(id: "list", kind: .viewController, title: "List", content: SceneContent(elements: [emptyTable])),
            Scene(id: "stack", kind: .viewController, title: "Stack",
                  content: SceneContent(elements: [.stack(StackView(id: "s", axis: .horizontal, elements: [])),
                                                   .group(ViewGroup(id: "v", kind: .custom, elements: []))])),
        ], initialSceneID: "scroll")
        let svg = try svg(flow, LayoutOptions(detail: detail))
        for title in ["Scroll", "List", "Stack"] { #expect(svg.contains(">\(title)</text>"), "\(title)") }
    }

    @Test(arguments: optionSets.indices)
    func everyKindRendersWithTheTrickyTitleVerbatim(options: Int) throws {
        let svg = try svg(Fixtures.everyKind, Self.optionSets[options])
        #expect(svg.contains(">&lt;Save &amp; &quot;Exit&quot;&gt; \\</text>"))
        // Grouped containers are clusters: their relationships are drawn as nesting, not edges.
        for kind in SegueKind.allCases where !(kind == .relationship && Self.optionSets[options].groupsContainers) {
            #expect(svg.contains(##"class="edge segue \##(kind.rawValue)"##), "\(kind)")
        }
    }
}
