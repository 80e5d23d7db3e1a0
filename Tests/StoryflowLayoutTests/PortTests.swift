import Storyflow
import StoryflowLayout
import Testing

/// Segues leave from the element that fires them: a generated port on its cell.
@Suite struct PortTests {
    let dot = DOTLines(Fixtures.ratings)

    @Test func barButtonCellAndTabAreGeneratedPorts() throws {
        let players = try #require(dot.node("s2"))
        #expect(players.contains(##"<TD PORT="p0" ALIGN="CENTER">"##))
        let addPlayer = try #require(dot.node("s5"))
        #expect(addPlayer.contains(##"PORT="p0""##) && addPlayer.contains(##"PORT="p1""##) && addPlayer.contains(##"PORT="p3""##))
        let tabs = try #require(dot.node("s0"))
        #expect(tabs.contains(##"PORT="t0""##) && tabs.contains(##"PORT="t1""##))
    }

    @Test func segueTailsUseTheTriggerPortFacingTheirDirection() throws {
        #expect(try #require(dot.edge(id: "segue-Players_AddPlayer")).hasPrefix("s2:p0:e -> s4 ["))
        #expect(try #require(dot.edge(id: "segue-AddPlayer_PickGame")).hasPrefix("s5:p3:e -> s6:arrival:w ["))
        #expect(try #require(dot.edge(id: "segue-AddPlayer_cancel")).hasPrefix("s5:p0:w -> s2:screen:e ["))
        #expect(try #require(dot.edge(id: "segue-Tabs_tab1")).hasPrefix("s0:t1:e -> s3:arrival:w ["))
    }

    /// Left to right, a forward segue arrives at the west side of the top row of its screen's frame
    /// (the navigation bar, a window's title bar, or else the bezel), so that screens line up along
    /// their tops rather than each hanging half its height below the element that leads to it.
    /// Unwinds keep their side of the frame; top to bottom, segues keep arriving at the header.
    @Test func forwardSeguesArriveAtTheTopRowOfTheirScreen() throws {
        let addPlayer = try #require(dot.node("s5"))
        #expect(addPlayer.contains(##"<TD HEIGHT="5"></TD></TR><TR><TD BGCOLOR="#f6f6f8" BORDER="1" SIDES="B" COLOR="#e3e3e8" CELLPADDING="0" PORT="arrival">"##),
                "a screen in a navigation stack: its navigation bar")
        #expect(try #require(dot.node("s3")).contains(##"<TD HEIGHT="5" PORT="arrival">"##), "a tab without a navigation bar: the bezel")
        #expect(try #require(dot.edge(id: "segue-AddPlayerNav_root")).hasPrefix("s4 -> s5:arrival:w ["))
        var oneUnwind = Fixtures.ratings
        oneUnwind.segues.removeAll { $0.id == "AddPlayer.done" }
        let unwind = try #require(DOTLines(oneUnwind).edge(id: "segue-AddPlayer_cancel"))
        #expect(unwind.hasPrefix("s5:p0:w -> s2:screen ["), "\(unwind)")
        let cards = DOTLines(Fixtures.ratings, LayoutOptions(detail: .cards))
        #expect(try #require(cards.node("s6")).contains(##"<TD PORT="arrival" ALIGN="LEFT"><FONT POINT-SIZE="10.5""##), "a card: its name")
        #expect(try #require(cards.edge(id: "segue-AddPlayer_PickGame")).hasPrefix("s5:p3:e -> s6:arrival:w ["))
        let topToBottom = DOTLines(Fixtures.ratings, LayoutOptions(direction: .topToBottom))
        #expect(try #require(topToBottom.edge(id: "segue-AddPlayer_PickGame")).contains(" -> s6:n ["))
    }

    @Test func aMacWindowsSeguesArriveAtItsTitleBar() throws {
        let mac = DOTLines(try MacWindowTests.flow())
        let about = try #require(mac.node("s4"))
        let port = try #require(about.range(of: ##"PORT="arrival""##)?.lowerBound)
        #expect(port < (try #require(about.range(of: "●")?.lowerBound)), "the title bar's row, above its window buttons")
        #expect(mac.lines.contains { $0.contains(" -> s4:arrival:w [") })
    }

    /// Leaving from a trailing bar button westward, an unwind would run under the whole bar: it
    /// leaves from the header's west side instead; the leading Cancel button's stays on its button.
    @Test func aTrailingBarButtonsUnwindLeavesFromTheHeadersFacingSide() throws {
        #expect(try #require(dot.edge(id: "segue-AddPlayer_done")).hasPrefix("s5:header:w -> s2:screen:ne ["))
        #expect(try #require(dot.edge(id: "segue-AddPlayer_cancel")).hasPrefix("s5:p0:w -> s2:screen:e ["))
    }

    /// Pinned where the storyboard places them, a segue leaves toward a target on its left from the
    /// west, and segues arriving together take the facing side and its corners.
    /// With two buttons on a side, the inner one's segue toward that side would run under the outer
    /// one: it leaves from the header's side instead; the outer ones leave from their buttons.
    @Test func anInnerBarButtonsSegueTowardItsSideLeavesFromTheHeader() throws {
        let bar = NavigationBar(title: "Two", leftItems: [BarButton(id: "close", title: "Close"), BarButton(id: "help", title: "Help")],
                                rightItems: [BarButton(id: "add", title: "Add"), BarButton(id: "share", title: "Share")])
        let flow = Flow(name: "Bar", scenes: [
            Scene(id: "home", title: "Home"),
            Scene(id: "two", title: "Two", content: SceneContent(navigationBar: bar)),
            Scene(id: "next", title: "Next"),
        ], segues: [
            Segue(id: "open", kind: .show, source: "home", destination: "two"),
            Segue(id: "add", kind: .show, source: "two", destination: "next", trigger: Trigger(kind: .barButton, elementID: "add")),
            Segue(id: "share", kind: .show, source: "two", destination: "next", trigger: Trigger(kind: .barButton, elementID: "share")),
            Segue(id: "close", kind: .unwind, source: "two", destination: "home", trigger: Trigger(kind: .barButton, elementID: "close"),
                  unwind: Unwind(action: "close:")),
            Segue(id: "help", kind: .unwind, source: "two", destination: "home", trigger: Trigger(kind: .barButton, elementID: "help"),
                  unwind: Unwind(action: "help:")),
        ], initialSceneID: "home")
        let dot = DOTLines(flow)
        #expect(try #require(dot.edge(id: "segue-add")).hasPrefix("s1:p2:e -> "), "the outer trailing button reaches the bar's end")
        #expect(try #require(dot.edge(id: "segue-share")).hasPrefix("s1:header:e -> "))
        #expect(try #require(dot.edge(id: "segue-close")).hasPrefix("s1:p0:w -> "), "the outer leading button reaches the bar's start")
        #expect(try #require(dot.edge(id: "segue-help")).hasPrefix("s1:header:w -> "))
    }

    @Test func pinnedScenesSeguesFaceWhereTheyGo() throws {
        let cell = Cell(id: "row", text: "Row")
        let scenes = [
            Scene(id: "Right", title: "Right", content: SceneContent(elements: [
                .table(Table(id: "t", sections: [TableSection(cells: [cell])])), .button(Button(id: "go", title: "Go")),
            ]), position: CanvasPosition(x: 900, y: 0)),
            Scene(id: "Left", title: "Left", position: CanvasPosition(x: 0, y: 0)),
        ]
        let segues = [
            Segue(id: "one", kind: .show, source: "Right", destination: "Left", trigger: Trigger(kind: .cell, elementID: "row")),
            Segue(id: "two", kind: .show, source: "Right", destination: "Left", trigger: Trigger(kind: .button, elementID: "go")),
        ]
        let flow = Flow(name: "Pinned", scenes: scenes, segues: segues, initialSceneID: "Right")
        let pinned = DOTLines(flow, LayoutOptions(arrangement: .storyboard))
        #expect(try #require(pinned.edge(id: "segue-one")).hasPrefix("s0:p0:w -> s1:screen:e ["))
        #expect(try #require(pinned.edge(id: "segue-two")).hasPrefix("s0:p1:w -> s1:screen:ne ["))
    }

    @Test func topToBottomBarButtonsLeaveDownwardAndArrowsPointAtTheHeader() throws {
        let dot = DOTLines(Fixtures.ratings, LayoutOptions(direction: .topToBottom))
        #expect(try #require(dot.edge(id: "segue-Players_AddPlayer")).hasPrefix("s2:p0:s -> s4 ["))
        #expect(try #require(dot.edge(id: "segue-AddPlayer_PickGame")).hasPrefix("s5:p3:e -> s6:n ["))
        #expect(try #require(dot.edge(id: "segue-AddPlayer_done")).hasPrefix("s5:p1:n -> s2:screen:se ["))
        #expect(try #require(dot.edge(id: "segue-Tabs_tab0")).hasPrefix("s0:t0:s -> s1 ["))
    }

    @Test func portNamesNeverContainUserText() throws {
        let ports = dot.lines.joined().matches(of: /PORT="([^"]*)"/).map { String($0.output.1) }
        #expect(!ports.isEmpty)
        #expect(ports.allSatisfy { $0 == "screen" || $0 == "header" || $0 == "arrival" || $0.wholeMatch(of: /[pt][0-9]+/) != nil })
    }

    @Test func segueFiredFromCodeLeavesTheHeader() throws {
        let everyKind = DOTLines(Fixtures.everyKind)
        #expect(try #require(everyKind.node("s2")).contains(##"<TD PORT="header" CELLPADDING="2">"##))
        #expect(try #require(everyKind.edge(id: "segue-Detail_pages")).hasPrefix("s2:header:e -> s4 ["))
        let topToBottom = DOTLines(Fixtures.everyKind, LayoutOptions(direction: .topToBottom))
        #expect(try #require(topToBottom.edge(id: "segue-Detail_pages")).hasPrefix("s2:header:e -> s4 ["))
    }

    @Test func compactCardsHaveNoHeaderPort() throws {
        let cards = DOTLines(Fixtures.everyKind, LayoutOptions(detail: .cards))
        #expect(try #require(cards.edge(id: "segue-Detail_pages")).hasPrefix("s2:screen -> s4 ["))
    }
}
