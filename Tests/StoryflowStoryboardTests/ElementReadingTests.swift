import Storyflow
import StoryflowStoryboard
import Testing

/// `Fixtures/Elements`: views a storyboard keeps outside a controller's subviews (table header and
/// footer views, collection view section headers and footers, a bar button item's custom view) and
/// an extra label in a styled cell.
@Suite struct ElementReadingTests {
    let flow: Flow

    init() throws {
        flow = try StoryboardImporter().importFlow(paths: [FixtureStoryboards.path("Elements/Base.lproj/Main.storyboard")]).flow
    }

    @Test func aTablesHeaderAndFooterViewsComeBeforeAndAfterIt() throws {
        let elements = try #require(flow.scene(id: "Lst-El-001")).content.elements
        #expect(elements.map(\.id) == ["Sch-El-001", "Tbl-El-001", "Fol-El-001"])
        #expect(elements.first == .control(Control(id: "Sch-El-001", kind: .searchBar, text: "Find a player")))
        #expect(elements.last == .label(Label(id: "Fol-El-001", text: "12 players")))
    }

    @Test func aStyledCellKeepsItsExtraLabel() throws {
        let cells = try #require(flow.scene(id: "Lst-El-001")).content.allElements.flatMap(\.cells)
        #expect(cells == [Cell(
            id: "Cel-El-001", style: .subtitle, text: "Name", detailText: "Game", accessory: .disclosureIndicator, reuseIdentifier: "PlayerCell",
            elements: [.label(Label(id: "Rat-El-001", text: "★★★"))]
        )])
    }

    @Test func aCollectionViewsSectionHeaderAndFooterComeBeforeAndAfterIt() throws {
        let elements = try #require(flow.scene(id: "Grd-El-001")).content.elements
        #expect(elements == [
            .label(Label(id: "Hlb-El-001", text: "Starting five")),
            .collection(Grid(id: "Col-El-001", cells: [
                Cell(id: "Mcl-El-001", style: .custom, reuseIdentifier: "MemberCell", elements: [.label(Label(id: "Mlb-El-001", text: "Member"))]),
            ])),
            .button(Button(id: "Fbt-El-001", title: "Add member")),
        ])
    }

    @Test func aBarButtonWithACustomViewShowsItsTitleAndFiresItsSegue() throws {
        let bar = try #require(flow.scene(id: "Lst-El-001")?.content.navigationBar)
        #expect(bar.rightItems == [BarButton(id: "Bbi-El-001", title: "Done")])
        let finish = try #require(flow.segues.first { $0.id == "Sgu-El-002" })
        #expect(finish.trigger == Trigger(kind: .barButton, elementID: "Bbi-El-001", title: "Done"))
    }
}
