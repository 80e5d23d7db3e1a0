import Storyflow
import StoryflowLayout
import Testing

/// Scenes are drawn as phone screens with Xcode's simulated bars and their content.
@Suite struct SceneContentTests {
    let ratings = DOTLines(Fixtures.ratings)
    let everyKind = DOTLines(Fixtures.everyKind)

    @Test func headerShowsNameAndClass() throws {
        let players = try #require(ratings.node("s2"))
        #expect(players.contains(##"<FONT POINT-SIZE="10.5" COLOR="#1c1c1e"><B>Players</B></FONT><BR ALIGN="LEFT"/><FONT POINT-SIZE="7.5" COLOR="#8a8a8e">PlayersViewController</FONT>"##))
    }

    @Test func pushedScenesShowANavigationBarWithABackButton() throws {
        let chooseGame = try #require(ratings.node("s6"))
        #expect(chooseGame.contains("‹ Back"))
        #expect(chooseGame.contains("<B>Choose Game</B></FONT></TD>"))
        #expect(!(try #require(ratings.node("s2"))).contains("‹ Back"))
        #expect(!(try #require(ratings.node("s3"))).contains(##"BGCOLOR="#f6f6f8" BORDER="1" SIDES="B""##))
    }

    @Test func tabScenesShowTheTabBarWithTheirOwnTabTinted() throws {
        let players = try #require(ratings.node("s2"))
        #expect(players.contains(##"COLOR="#007aff"><B>Players</B></FONT>"##))
        #expect(players.contains(##"COLOR="#8a8a8e">Gestures</FONT>"##))
        let gestures = try #require(ratings.node("s3"))
        #expect(gestures.contains(##"COLOR="#007aff"><B>Gestures</B></FONT>"##))
        #expect(!(try #require(ratings.node("s5"))).contains(##"SIDES="T""##))
    }

    @Test func tablesShowSectionHeadersCellStylesAndAccessories() throws {
        let players = try #require(ratings.node("s2"))
        #expect(players.contains("PROTOTYPE CELLS"))
        #expect(players.contains(##"PlayerCell</FONT><BR ALIGN="LEFT"/><FONT POINT-SIZE="7.5" COLOR="#8a8a8e">Subtitle</FONT>"##))
        #expect(players.contains(##"<TD ALIGN="RIGHT"><FONT POINT-SIZE="10" COLOR="#8a8a8e">›</FONT></TD>"##))
        let addPlayer = try #require(ratings.node("s5"))
        #expect(addPlayer.contains("PLAYER NAME"))
        #expect(addPlayer.contains(##">Game</FONT></TD><TD ALIGN="RIGHT"><FONT POINT-SIZE="9" COLOR="#8a8a8e">Chess</FONT>"##))
        #expect(try #require(ratings.node("s6")).contains(">✓</FONT>"))
        let master = try #require(everyKind.node("s1"))
        #expect(master.contains(##"<TD ALIGN="RIGHT" WIDTH="64"><FONT POINT-SIZE="7.5" COLOR="#007aff">ItemCell</FONT></TD>"##))
        #expect(master.contains(">ⓘ ›</FONT>"))
    }

    @Test func stacksNestAsTablesAndControlsHaveTheirLook() throws {
        let detail = try #require(everyKind.node("s2"))
        #expect(detail.components(separatedBy: ##"<TABLE BORDER="1" STYLE="dashed" COLOR="#c9d9f2""##).count - 1 == 2)
        #expect(detail.contains(##"STYLE="rounded" COLOR="#c7c7cc" BGCOLOR="#ffffff" ALIGN="LEFT"><FONT POINT-SIZE="9" COLOR="#b4b4b9">Full name</FONT>"##))
        #expect(detail.contains("▨ avatar"))
        #expect(detail.contains(##"COLOR="#007aff">Help</FONT>"##))
        #expect(detail.contains("⊞ Embeds Embedded Chart"), "a container view names the controller it embeds")
    }

    @Test func aContainerViewWithoutAnEmbedSaysWhatItIs() {
        let flow = Flow(name: "Host", scenes: [Scene(id: "Host", content: SceneContent(elements: [.containerView(ContainerView(id: "box"))]))])
        #expect(DOTLines(flow).lines.contains { $0.contains("⊞ Container View") })
    }

    @Test func emptyScenesNameTheirKind() throws {
        #expect(try #require(everyKind.node("s3")).contains(##"COLOR="#b4b4b9">View Controller</FONT>"##))
    }

    @Test func containersAreCompactNodesWithGlyphAndKind() throws {
        let split = try #require(everyKind.node("s0"))
        #expect(split.contains("◧"))
        #expect(split.contains("<B>Split View Controller</B>"))
        #expect(!split.contains(##"PORT="screen""##))
    }

    @Test func referencesAreDashedAndUnresolvedOnesMarked() throws {
        let settings = try #require(everyKind.node("s6"))
        #expect(settings.contains(##"STYLE="rounded,dashed""##))
        #expect(settings.contains("<B>Settings</B></FONT>"))
        #expect(settings.contains(" ▸ SettingsRoot"))
        #expect(!settings.contains("not found"))
        let missing = try #require(everyKind.node("s7"))
        #expect(missing.contains("⚠ not found"))
        #expect(missing.contains(" ▸ initial scene"))
    }

    @Test func longTextWrapsOrIsCutSoScenesKeepTheirWidth() throws {
        let text = "Explore UIKit controls as you navigate UIKitCatalog. For more information on how UIKitCatalog is structured, consult the ReadMe."
        let flow = Flow(name: "Long", scenes: [Scene(id: "long", title: String(repeating: "Very long title ", count: 4), content: SceneContent(elements: [
            .label(Label(id: "intro", text: text)),
            .table(Table(id: "t", cellContent: .staticCells, sections: [TableSection(cells: [Cell(id: "c", text: text)])])),
        ]))])
        let node = try #require(DOTLines(flow).node("s0"))
        #expect(node.contains(##">Explore UIKit controls as you</FONT><BR/><FONT POINT-SIZE="9" COLOR="#1c1c1e">navigate UIKitCatalog. For more</FONT><BR/>"##))
        #expect(node.contains(">structured, consult the ReadMe.</FONT></TD>"))
        #expect(node.contains(">Explore UIKit controls as you…</FONT>"))
        #expect(node.contains("<B>Very long title Very long tit…</B>"))
    }

    @Test func trailingBarButtonsAreListedOutermostFirst() throws {
        let flow = Flow(name: "Bar", scenes: [Scene(id: "s", content: SceneContent(navigationBar: NavigationBar(
            title: "Title", leftItems: [BarButton(id: "l1", title: "Outer L"), BarButton(id: "l2", title: "Inner L")],
            rightItems: [BarButton(id: "r1", title: "Outer R"), BarButton(id: "r2", title: "Inner R")]
        )))])
        let node = try #require(DOTLines(flow).node("s0"))
        let order = try ["Outer L", "Inner L", "Title", "Inner R", "Outer R"].map { try #require(node.range(of: ">\($0)<")).lowerBound }
        #expect(order == order.sorted())
    }
}
