import Storyflow
import StoryflowLayout
import Testing

/// Theme, direction and font reach the graph.
@Suite struct OptionsTests {
    @Test func lightThemeIsAWhiteCanvasWithBlueTint() throws {
        let dot = DOTLines(Fixtures.ratings)
        #expect(dot.lines.contains(##"bgcolor="#ffffff";"##))
        #expect(dot.lines.contains(##"class="flow light";"##))
        let players = try #require(dot.node("s2"))
        #expect(players.contains(##"<FONT POINT-SIZE="12" COLOR="#007aff">+</FONT>"##))
        #expect(players.contains(##"BGCOLOR="#ffffff""##))
    }

    @Test func darkThemeIsADarkCanvasWithLightText() throws {
        let dot = DOTLines(Fixtures.ratings, LayoutOptions(theme: .dark))
        #expect(dot.lines.contains(##"bgcolor="#1e1e1e";"##))
        #expect(dot.lines.contains(##"fontcolor="#f2f2f7";"##))
        let players = try #require(dot.node("s2"))
        #expect(players.contains(##"<FONT POINT-SIZE="12" COLOR="#409cff">+</FONT>"##))
        #expect(players.contains(##"BGCOLOR="#2c2c2e""##))
        #expect(!dot.lines.joined().contains("#ffffff"))
    }

    @Test func directionSetsRankDirection() {
        #expect(DOTLines(Fixtures.ratings).lines.contains("rankdir=LR;"))
        #expect(DOTLines(Fixtures.ratings, LayoutOptions(direction: .topToBottom)).lines.contains("rankdir=TB;"))
    }

    @Test func fontIsSetOnGraphNodesAndEdges() {
        let dot = DOTLines(Fixtures.ratings, LayoutOptions(fontName: "Inter"))
        #expect(dot.lines.contains(##"fontname="Inter";"##))
        #expect(dot.lines.contains { $0.hasPrefix("node [") && $0.contains(##"fontname="Inter""##) })
        #expect(dot.lines.contains { $0.hasPrefix("edge [") && $0.contains(##"fontname="Inter""##) })
    }

    @Test func defaultFontIsDejaVuSansFallingBackToSymbola() {
        #expect(LayoutOptions().fontName == "DejaVu Sans,Symbola")
        #expect(DOTLines(Fixtures.ratings).lines.contains(##"fontname="DejaVu Sans,Symbola";"##))
    }

    @Test func sameFlowGivesByteIdenticalDOT() {
        let options = LayoutOptions(showsLegend: true, groupsContainers: true, marks: GoldenDOTTests.marks)
        let first = FlowLayout(options: options).graph(for: Fixtures.everyKind).dotSource
        let second = FlowLayout(options: options).graph(for: Fixtures.everyKind).dotSource
        #expect(first == second)
    }
}
