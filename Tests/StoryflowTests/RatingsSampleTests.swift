import Storyflow
import StoryflowSamples
import Testing

@Suite("Ratings sample")
struct RatingsSampleTests {
    let flow: Flow

    init() throws {
        flow = try Samples.ratings()
    }

    @Test func aTabBarHoldsPlayersInANavigationControllerAndGestures() throws {
        #expect(flow.initialSceneID == "Tabs")
        #expect(flow.scenes.map(\.id) == ["Tabs", "PlayersNav", "Players", "Gestures", "AddPlayerNav", "AddPlayer", "ChooseGame"])
        #expect(flow.children(of: "Tabs").map(\.role) == [.tab(0), .tab(1)])
        #expect(flow.children(of: "Tabs").map(\.scene) == ["PlayersNav", "Gestures"])
        #expect(flow.children(of: "PlayersNav").map(\.scene) == ["Players"])
        #expect(flow.children(of: "AddPlayerNav").map(\.scene) == ["AddPlayer"])
        #expect(flow.scene(id: "PlayersNav")?.tabBarItem == TabBarItem(title: "Players", image: "Players"))
        #expect(flow.scene(id: "Gestures")?.tabBarItem == TabBarItem(title: "Gestures", image: "Gestures"))
        #expect(flow.scene(id: "Gestures")?.content == SceneContent(elements: [.label(Label(id: "Gestures.label0", text: "Second Tab"))]))
    }

    @Test func playersListsPlayerCellsAndItsAddButtonPresentsAddPlayer() throws {
        let players = try #require(flow.scene(id: "Players"))
        #expect(players.kind == .tableViewController)
        #expect(players.customClass == "PlayersViewController")
        #expect(players.title == "Players")
        #expect(players.content == SceneContent(
            navigationBar: NavigationBar(title: "Players", rightItems: [BarButton(id: "Players.rightBarButton0", systemItem: .add)]),
            elements: [.table(Table(id: "Players.table0", sections: [TableSection(cells: [
                Cell(id: "Players.table0.section0.cell0", style: .subtitle, accessory: .disclosureIndicator, reuseIdentifier: "PlayerCell"),
            ])]))]
        ))
        let addPlayer = try #require(flow.segues.first { $0.identifier == "AddPlayer" })
        #expect(addPlayer.kind == .present)
        #expect(addPlayer.source == "Players")
        #expect(addPlayer.destination == "AddPlayerNav")
        #expect(addPlayer.trigger == Trigger(kind: .barButton, elementID: "Players.rightBarButton0", title: "+"))
    }

    @Test func addPlayerIsAGroupedStaticTableWithANameFieldAndAGameCell() throws {
        let addPlayer = try #require(flow.scene(id: "AddPlayer"))
        #expect(addPlayer.customClass == "PlayerDetailsViewController")
        #expect(addPlayer.title == "Add Player")
        #expect(addPlayer.content == SceneContent(
            navigationBar: NavigationBar(
                title: "Add Player",
                leftItems: [BarButton(id: "AddPlayer.leftBarButton0", systemItem: .cancel)],
                rightItems: [BarButton(id: "AddPlayer.rightBarButton0", systemItem: .done)]
            ),
            elements: [.table(Table(id: "AddPlayer.table0", style: .grouped, cellContent: .staticCells, sections: [
                TableSection(header: "Player Name", cells: [
                    Cell(id: "AddPlayer.table0.section0.cell0", style: .custom, elements: [
                        .textField(TextField(id: "AddPlayer.table0.section0.cell0.textField0", placeholder: "Name")),
                    ]),
                ]),
                TableSection(cells: [
                    Cell(
                        id: "AddPlayer.table0.section1.cell0", style: .rightDetail, text: "Game", detailText: "Chess",
                        accessory: .disclosureIndicator
                    ),
                ]),
            ]))]
        ))
    }

    @Test func theGameCellPushesPickGameToChooseGame() throws {
        let pickGame = try #require(flow.segues.first { $0.identifier == "PickGame" })
        #expect(pickGame.kind == .show)
        #expect(pickGame.source == "AddPlayer")
        #expect(pickGame.destination == "ChooseGame")
        #expect(pickGame.trigger == Trigger(kind: .cell, elementID: "AddPlayer.table0.section1.cell0", title: "Game"))

        let chooseGame = try #require(flow.scene(id: "ChooseGame"))
        #expect(chooseGame.customClass == "GamePickerViewController")
        #expect(chooseGame.title == "Choose Game")
        #expect(chooseGame.content.elements.first?.cells == [
            Cell(id: "ChooseGame.table0.section0.cell0", style: .basic, accessory: .checkmark, reuseIdentifier: "GameCell"),
        ])
    }

    @Test func cancelDoneAndPickingAGameUnwind() throws {
        let unwinds = flow.segues.filter { $0.kind == .unwind }
        #expect(unwinds.map(\.source) == ["AddPlayer", "AddPlayer", "ChooseGame"])
        #expect(unwinds.map(\.destination) == ["Players", "Players", "AddPlayer"])
        #expect(unwinds.map(\.unwind) == [Unwind(action: "cancel:"), Unwind(action: "done:"), Unwind(action: "didSelectGame:")])
        #expect(unwinds.map(\.trigger.title) == ["Cancel", "Done", "GameCell"])
    }
}
