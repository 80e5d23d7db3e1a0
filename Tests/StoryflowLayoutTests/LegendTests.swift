import Storyflow
import StoryflowLayout
import Testing

/// The legend names every kind of connection next to a sample edge.
@Suite struct LegendTests {
    @Test func legendIsOffByDefault() {
        #expect(!DOTLines(Fixtures.ratings).lines.contains("subgraph cluster_legend {"))
    }

    @Test func legendShowsEveryKindWithItsName() throws {
        let dot = DOTLines(Fixtures.ratings, LayoutOptions(showsLegend: true))
        #expect(dot.lines.contains("subgraph cluster_legend {"))
        let names = ["initial scene", "relationship", "show (push)", "show detail", "present modally", "popover", "embed", "custom", "unwind"]
        for (index, name) in names.enumerated() {
            #expect(try #require(dot.node("l\(index)")).contains(##"label="\##(name)""##))
            #expect(dot.lines.contains { $0.hasPrefix("l\(index) -> l\(index)e [") })
        }
    }

    @Test func legendEntriesFollowTheDirection() {
        let leftToRight = DOTLines(Fixtures.ratings, LayoutOptions(showsLegend: true))
        let topToBottom = DOTLines(Fixtures.ratings, LayoutOptions(direction: .topToBottom, showsLegend: true))
        #expect(leftToRight.lines.contains { $0.hasPrefix("l0 -> l0e [") && $0.contains(##"tailport="e""##) })
        #expect(topToBottom.lines.contains { $0.hasPrefix("l0 -> l0e [") && $0.contains(##"tailport="s""##) })
    }
}
