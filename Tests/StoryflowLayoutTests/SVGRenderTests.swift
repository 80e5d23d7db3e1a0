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
