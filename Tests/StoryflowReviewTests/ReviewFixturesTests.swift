import Storyflow
import StoryflowReview
import Testing

/// Terse builders for the flows the review tests check, and the realistic flows that must review clean.
enum ReviewFixtures {
    /// The file every fixture scene and segue is "declared" in.
    static let file = "Flows/Test.swift"

    /// A DSL-like location in ``file``.
    static func line(_ line: Int) -> Storyflow.SourceLocation {
        Storyflow.SourceLocation(file: file, line: line)
    }

    /// A scene whose title is its id unless given.
    static func scene(
        _ id: String, _ kind: SceneKind = .viewController, title: String? = nil, storyboardIdentifier: String? = nil,
        navigationBar: NavigationBar? = nil, elements: [Element] = [], line: Int? = nil
    ) -> Scene {
        Scene(
            id: id, kind: kind, title: title ?? id, storyboardIdentifier: storyboardIdentifier,
            content: SceneContent(navigationBar: navigationBar, elements: elements), location: line.map(Self.line)
        )
    }

    /// A segue with the id `source>destination` (`source>exit` without destination) unless given.
    static func segue(
        _ kind: SegueKind, _ source: String, _ destination: String?, identifier: String? = nil, id: String? = nil,
        presentationStyle: String? = nil, unwind: Unwind? = nil, line: Int? = nil
    ) -> Segue {
        Segue(
            id: id ?? "\(source)>\(destination ?? "exit")", kind: kind, source: source, destination: destination,
            identifier: identifier, presentation: presentationStyle.map { Presentation(presentationStyle: $0) },
            unwind: unwind, location: line.map(Self.line)
        )
    }

    /// A relationship from a container to a child.
    static func relationship(_ container: String, _ child: String, _ role: RelationshipRole, line: Int? = nil) -> Segue {
        Segue(
            id: "\(container)>\(child)", kind: .relationship, source: container, destination: child,
            relationshipRole: role, location: line.map(Self.line)
        )
    }

    /// A flow named "Test".
    static func flow(_ scenes: [Scene], _ segues: [Segue] = [], initial: Scene.ID?) -> Flow {
        Flow(name: "Test", scenes: scenes, segues: segues, initialSceneID: initial)
    }

    /// A navigation bar with Cancel on the left and Done on the right.
    static let cancelDoneBar = NavigationBar(
        title: "Edit", leftItems: [BarButton(id: "cancel", systemItem: .cancel)], rightItems: [BarButton(id: "done", systemItem: .done)]
    )

    /// A table of prototype cells, each with a reuse identifier.
    static func prototypes(_ reuseIdentifiers: String...) -> Element {
        .table(Table(id: "table", sections: [TableSection(cells: reuseIdentifiers.map {
            Cell(id: $0, style: .subtitle, text: $0, accessory: .disclosureIndicator, reuseIdentifier: $0)
        })]))
    }

    /// Ratings, from the first seed, built by hand: a tab bar with Players (in a navigation controller)
    /// and Gestures; Players presents Add Player in its own navigation controller, which pushes Choose Game;
    /// Cancel and Done unwind to Players, and choosing a game unwinds to Add Player.
    static let ratings = Flow(
        name: "Ratings",
        scenes: [
            Scene(id: "Tabs", kind: .tabBarController, title: "Tab Bar Controller"),
            Scene(id: "PlayersNav", kind: .navigationController, title: "Players Nav", tabBarItem: TabBarItem(title: "Players")),
            Scene(
                id: "Players", kind: .tableViewController, title: "Players", customClass: "PlayersViewController",
                content: SceneContent(
                    navigationBar: NavigationBar(title: "Players", rightItems: [BarButton(id: "add", systemItem: .add)]),
                    elements: [prototypes("PlayerCell")]
                )
            ),
            Scene(id: "Gestures", title: "Gestures", content: SceneContent(elements: [.label(Label(id: "second", text: "Second Tab"))]),
                  tabBarItem: TabBarItem(title: "Gestures")),
            Scene(id: "AddPlayerNav", kind: .navigationController, title: "Add Player Nav"),
            Scene(
                id: "AddPlayer", kind: .tableViewController, title: "Add Player", customClass: "PlayerDetailsViewController",
                content: SceneContent(
                    navigationBar: NavigationBar(
                        title: "Add Player",
                        leftItems: [BarButton(id: "cancel", systemItem: .cancel)], rightItems: [BarButton(id: "done", systemItem: .done)]
                    ),
                    elements: [.table(Table(id: "table", style: .grouped, cellContent: .staticCells, sections: [
                        TableSection(header: "Player Name", cells: [Cell(id: "name", style: .custom, elements: [.textField(TextField(id: "nameField"))])]),
                        TableSection(cells: [Cell(id: "game", style: .rightDetail, text: "Game", detailText: "Chess", accessory: .disclosureIndicator)]),
                    ]))]
                )
            ),
            Scene(
                id: "ChooseGame", kind: .tableViewController, title: "Choose Game", customClass: "GamePickerViewController",
                content: SceneContent(navigationBar: NavigationBar(title: "Choose Game"), elements: [prototypes("GameCell")])
            ),
        ],
        segues: [
            relationship("Tabs", "PlayersNav", .tab(0)),
            relationship("Tabs", "Gestures", .tab(1)),
            relationship("PlayersNav", "Players", .root),
            Segue(id: "Players.AddPlayer", kind: .present, source: "Players", destination: "AddPlayerNav", identifier: "AddPlayer",
                  trigger: Trigger(kind: .barButton, elementID: "add", title: "+")),
            relationship("AddPlayerNav", "AddPlayer", .root),
            Segue(id: "AddPlayer.PickGame", kind: .show, source: "AddPlayer", destination: "ChooseGame", identifier: "PickGame",
                  trigger: Trigger(kind: .cell, elementID: "game", title: "Game")),
            Segue(id: "AddPlayer.cancel", kind: .unwind, source: "AddPlayer", destination: "Players", identifier: "CancelPlayer",
                  trigger: Trigger(kind: .barButton, elementID: "cancel", title: "Cancel"), unwind: Unwind(action: "cancelToPlayers:")),
            Segue(id: "AddPlayer.done", kind: .unwind, source: "AddPlayer", destination: "Players", identifier: "SavePlayer",
                  trigger: Trigger(kind: .barButton, elementID: "done", title: "Done"), unwind: Unwind(action: "savePlayerDetail:")),
            Segue(id: "ChooseGame.pick", kind: .unwind, source: "ChooseGame", destination: "AddPlayer", identifier: "SaveSelectedGame",
                  trigger: Trigger(kind: .cell, elementID: "GameCell"), unwind: Unwind(action: "unwindWithSelectedGame:")),
        ],
        initialSceneID: "Tabs"
    )

    /// FriendList, from the fourth seed, in a split view: the master list shows the detail, which
    /// presents an edit scene in its own navigation controller; Cancel and Save unwind to the detail.
    static let friendList = Flow(
        name: "FriendList",
        scenes: [
            scene("Split", .splitViewController, title: "Split View Controller"),
            scene("MasterNav", .navigationController, title: "Master Nav"),
            scene("Master", .tableViewController, elements: [prototypes("Cell")]),
            scene("DetailNav", .navigationController, title: "Detail Nav"),
            scene("Detail", .tableViewController, navigationBar: NavigationBar(title: "Detail", rightItems: [BarButton(id: "edit", systemItem: .edit)]),
                  elements: [.table(Table(id: "info", cellContent: .staticCells, sections: [TableSection(cells: [
                      Cell(id: "name", style: .rightDetail, text: "Name"), Cell(id: "phone", style: .rightDetail, text: "Phone"),
                  ])]))]),
            scene("EditNav", .navigationController, title: "Edit Nav"),
            scene("Edit", navigationBar: cancelDoneBar, elements: [.stack(StackView(id: "fields", axis: .vertical, elements: [
                .textField(TextField(id: "nameField", placeholder: "Name")), .textField(TextField(id: "phoneField", placeholder: "Phone")),
            ]))]),
        ],
        segues: [
            relationship("Split", "MasterNav", .master),
            relationship("Split", "DetailNav", .detail),
            relationship("MasterNav", "Master", .root),
            relationship("DetailNav", "Detail", .root),
            segue(.showDetail, "Master", "DetailNav", identifier: "showDetail"),
            segue(.present, "Detail", "EditNav", identifier: "editDetail"),
            relationship("EditNav", "Edit", .root),
            segue(.unwind, "Edit", "Detail", identifier: "cancel", id: "Edit.cancel", unwind: Unwind(action: "cancelInput:")),
            segue(.unwind, "Edit", "Detail", identifier: "save", id: "Edit.save", unwind: Unwind(action: "saveInput:")),
        ],
        initialSceneID: "Split"
    )
}

/// What the review tests compare: every field of a finding a user or a diagram sees.
struct ExpectedFinding: Equatable, CustomStringConvertible {
    var ruleID: String
    var severity: Severity
    var message: String
    var location: Storyflow.SourceLocation?
    var sceneIDs: [Scene.ID]
    var segueIDs: [Segue.ID] = []

    var description: String {
        "\(location?.description ?? "-"): \(severity): \(message) [\(ruleID)] scenes \(sceneIDs) segues \(segueIDs)"
    }
}

extension ExpectedFinding {
    init(_ finding: Finding) {
        self.init(
            ruleID: finding.ruleID, severity: finding.severity, message: finding.message,
            location: finding.location, sceneIDs: finding.sceneIDs, segueIDs: finding.segueIDs
        )
    }
}

/// Everything the full reviewer finds in the flow, in the form the tests compare.
func reviewed(_ flow: Flow) -> [ExpectedFinding] {
    FlowReviewer().review(flow).map(ExpectedFinding.init)
}

@Suite("Realistic flows review clean")
struct ReviewFixturesTests {
    @Test("Ratings (tab bar, navigation, modal with unwinds) has no findings")
    func ratingsIsClean() {
        #expect(reviewed(ReviewFixtures.ratings) == [])
    }

    @Test("FriendList (split view, show detail, modal edit with unwinds) has no findings")
    func friendListIsClean() {
        #expect(reviewed(ReviewFixtures.friendList) == [])
    }
}
