import Storyflow
import StoryflowLayout
import Testing

/// macOS check boxes and radio buttons are drawn with their state, pop-up buttons with their
/// selected item; a styled cell's extra view follows its text; a bar button shows its custom view's title.
@Suite struct ChoiceAndCellDrawingTests {
    static let flow = Flow(
        name: "Choices",
        scenes: [
            Scene(id: "Filters", title: "Filters", content: SceneContent(
                navigationBar: NavigationBar(title: "Filters", rightItems: [BarButton(id: "done", title: "Done")]),
                elements: [
                    .control(Control(id: "unread", kind: .checkBox, text: "Unread only", isOn: false)),
                    .control(Control(id: "sync", kind: .checkBox, text: "Sync", isOn: true)),
                    .control(Control(id: "today", kind: .radioButton, text: "Today", isOn: true)),
                    .control(Control(id: "week", kind: .radioButton, text: "This week")),
                    .control(Control(id: "sort", kind: .popUpButton, text: "By Sender")),
                    .table(Table(id: "t", sections: [TableSection(cells: [
                        Cell(id: "player", style: .subtitle, text: "Name", detailText: "Game", elements: [.label(Label(id: "rating", text: "Four stars"))]),
                    ])])),
                ]
            )),
            Scene(id: "Next", title: "Next"),
        ],
        segues: [
            Segue(id: "finish", kind: .present, source: "Filters", destination: "Next", trigger: Trigger(kind: .barButton, elementID: "done", title: "Done")),
        ],
        initialSceneID: "Filters"
    )

    let dot = DOTLines(Self.flow)

    @Test func checkBoxesAndRadioButtonsShowTheirState() throws {
        let node = try #require(dot.node("s0"))
        #expect(node.contains(##"<FONT POINT-SIZE="9" COLOR="#007aff">☐ </FONT><FONT POINT-SIZE="9" COLOR="#1c1c1e">Unread only</FONT>"##))
        #expect(node.contains(##"<FONT POINT-SIZE="9" COLOR="#007aff">☑ </FONT><FONT POINT-SIZE="9" COLOR="#1c1c1e">Sync</FONT>"##))
        #expect(node.contains(##"<FONT POINT-SIZE="9" COLOR="#007aff">◉ </FONT><FONT POINT-SIZE="9" COLOR="#1c1c1e">Today</FONT>"##))
        #expect(node.contains(##"<FONT POINT-SIZE="9" COLOR="#007aff">○ </FONT><FONT POINT-SIZE="9" COLOR="#1c1c1e">This week</FONT>"##))
    }

    @Test func aPopUpButtonShowsItsSelectedItemInARoundedBox() throws {
        let node = try #require(dot.node("s0"))
        #expect(node.contains(##"<TABLE STYLE="rounded" BORDER="1""##))
        #expect(node.contains(">By Sender  ⌃⌄</FONT>"))
    }

    @Test func aStyledCellsExtraLabelFollowsItsTextAndTheBarButtonItsTitle() throws {
        let node = try #require(dot.node("s0"))
        let name = try #require(node.range(of: ">Name</FONT>"))
        let rating = try #require(node.range(of: ">Four stars</FONT>"))
        #expect(name.upperBound < rating.lowerBound)
        #expect(node.contains(">Done</FONT>"))
        #expect(dot.edges.contains { $0.contains("s0:") && $0.contains("-> s1") })
    }
}
