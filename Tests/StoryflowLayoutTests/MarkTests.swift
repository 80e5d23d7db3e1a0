import Storyflow
import StoryflowLayout
import Testing

/// Marked scenes get a coloured outline, a badge with a symbol, and their messages in the tooltip.
@Suite struct MarkTests {
    let dot = DOTLines(Fixtures.everyKind, LayoutOptions(marks: GoldenDOTTests.marks))

    @Test func errorMarkOutlinesTheSceneAndShowsABadge() throws {
        let detail = try #require(dot.node("s2"))
        #expect(detail.contains(##"STYLE="rounded" BORDER="2" COLOR="#d70015""##))
        #expect(detail.contains(##"<B>✖ 2</B>"##))
        #expect(detail.contains(##"class="scene viewController marked error""##))
        #expect(detail.contains(##"\n✖ error: Unwind “save:” has no action on the target\n⚠ warning: Segue without identifier""##))
    }

    @Test func warningAndNoteHaveTheirOwnSymbols() throws {
        #expect(try #require(dot.node("s8")).contains(##"<B>⚠</B>"##))
        let pages = try #require(dot.node("s4"))
        #expect(pages.contains(##"<B>ℹ</B>"##))
        #expect(pages.contains(##"class="scene pageViewController marked note""##))
    }

    @Test func unmarkedScenesHaveNoBadge() throws {
        let master = try #require(dot.node("s1"))
        #expect(!master.contains("marked"))
        #expect(master.contains(##"BORDER="1" COLOR="#b9b9c0""##))
    }

    @Test func marksOnUnknownScenesAreIgnored() {
        let marked = DOTLines(Fixtures.ratings, LayoutOptions(marks: [SceneMark(sceneID: "Nowhere", severity: .error, message: "x")]))
        #expect(marked.lines == DOTLines(Fixtures.ratings).lines)
    }
}
