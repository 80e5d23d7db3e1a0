import Storyflow

/// Flows built with the model's initializers: one shaped like the Ratings seed app, one with every
/// kind of scene and segue.
enum Fixtures {
    /// Tab bar → Players (in a navigation controller) and Gestures; `+` presents Add Player, whose
    /// Game cell shows Choose Game and whose bar buttons unwind.
    static let ratings = Flow(
        name: "Ratings",
        scenes: [
            Scene(id: "Tabs", kind: .tabBarController),
            Scene(id: "PlayersNav", kind: .navigationController, tabBarItem: TabBarItem(title: "Players")),
            Scene(id: "Players", kind: .tableViewController, title: "Players", customClass: "PlayersViewController", content: SceneContent(
                navigationBar: NavigationBar(title: "Players", rightItems: [BarButton(id: "add", systemItem: .add)]),
                elements: [.table(Table(id: "playersTable", sections: [TableSection(cells: [
                    Cell(id: "playerCell", style: .subtitle, accessory: .disclosureIndicator, reuseIdentifier: "PlayerCell"),
                ])]))]
            )),
            Scene(id: "Gestures", title: "Gestures", content: SceneContent(elements: [.label(Label(id: "second", text: "Second Tab"))]),
                  tabBarItem: TabBarItem(title: "Gestures")),
            Scene(id: "AddPlayerNav", kind: .navigationController),
            Scene(id: "AddPlayer", kind: .tableViewController, title: "Add Player", customClass: "PlayerDetailsViewController", content: SceneContent(
                navigationBar: NavigationBar(title: "Add Player", leftItems: [BarButton(id: "cancel", systemItem: .cancel)],
                                             rightItems: [BarButton(id: "done", systemItem: .done)]),
                elements: [.table(Table(id: "details", style: .grouped, cellContent: .staticCells, sections: [
                    TableSection(header: "Player Name", cells: [
                        Cell(id: "nameCell", style: .custom, elements: [.textField(TextField(id: "name", placeholder: "Name"))]),
                    ]),
                    TableSection(cells: [
                        Cell(id: "gameCell", style: .rightDetail, text: "Game", detailText: "Chess", accessory: .disclosureIndicator),
                    ]),
                ]))]
            )),
            Scene(id: "ChooseGame", kind: .tableViewController, title: "Choose Game", customClass: "GamePickerViewController",
                  content: SceneContent(elements: [.table(Table(id: "games", sections: [TableSection(cells: [
                      Cell(id: "gameCell", style: .basic, accessory: .checkmark, reuseIdentifier: "GameCell"),
                  ])]))])),
        ],
        segues: [
            Segue(id: "Tabs.tab0", kind: .relationship, source: "Tabs", destination: "PlayersNav", relationshipRole: .tab(0)),
            Segue(id: "Tabs.tab1", kind: .relationship, source: "Tabs", destination: "Gestures", relationshipRole: .tab(1)),
            Segue(id: "PlayersNav.root", kind: .relationship, source: "PlayersNav", destination: "Players", relationshipRole: .root),
            Segue(id: "AddPlayerNav.root", kind: .relationship, source: "AddPlayerNav", destination: "AddPlayer", relationshipRole: .root),
            Segue(id: "Players.AddPlayer", kind: .present, source: "Players", destination: "AddPlayerNav", identifier: "AddPlayer",
                  trigger: Trigger(kind: .barButton, elementID: "add")),
            Segue(id: "AddPlayer.PickGame", kind: .show, source: "AddPlayer", destination: "ChooseGame", identifier: "PickGame",
                  trigger: Trigger(kind: .cell, elementID: "gameCell", title: "Game")),
            Segue(id: "AddPlayer.cancel", kind: .unwind, source: "AddPlayer", destination: "Players",
                  trigger: Trigger(kind: .barButton, elementID: "cancel"), unwind: Unwind(action: "cancelToPlayersViewController:")),
            Segue(id: "AddPlayer.done", kind: .unwind, source: "AddPlayer", destination: "Players",
                  trigger: Trigger(kind: .barButton, elementID: "done"), unwind: Unwind(action: "savePlayerDetail:")),
        ],
        initialSceneID: "Tabs"
    )

    /// The title no escaping may change.
    static let trickyTitle = ##"<Save & "Exit"> \"##

    /// A split view with master and detail, a page controller, references, a container view, and
    /// one segue of every kind (unwinds exact, inferred, ambiguous and unresolved).
    static let everyKind = Flow(
        name: "Every Kind",
        scenes: [
            Scene(id: "Split", kind: .splitViewController, title: "Split"),
            Scene(id: "Master", kind: .tableViewController, title: "Master", content: SceneContent(
                navigationBar: NavigationBar(title: "Master", leftItems: [BarButton(id: "settings", title: "Settings")],
                                             rightItems: [BarButton(id: "compose", systemItem: .compose)]),
                elements: [.table(Table(id: "items", sections: [TableSection(cells: [
                    Cell(id: "itemCell", style: .leftDetail, accessory: .detailDisclosureButton, reuseIdentifier: "ItemCell"),
                ])]))]
            )),
            Scene(id: "Detail", title: "Detail", customClass: "DetailViewController", content: SceneContent(elements: [
                .stack(StackView(id: "outer", axis: .vertical, elements: [
                    .stack(StackView(id: "row", axis: .horizontal, elements: [
                        .label(Label(id: "nameLabel", text: "Name")),
                        .textField(TextField(id: "nameField", placeholder: "Full name")),
                    ])),
                    .imageView(ImageView(id: "photo", image: "avatar")),
                ])),
                .button(Button(id: "help", title: "Help")),
                .button(Button(id: "save", title: trickyTitle)),
                .containerView(ContainerView(id: "embedded")),
            ])),
            Scene(id: "Embedded", title: "Embedded Chart"),
            Scene(id: "Pages", kind: .pageViewController, title: "Pages"),
            Scene(id: "Page1", title: "Page 1"),
            Scene(id: "Settings", kind: .reference, title: "Settings",
                  reference: SceneReference(storyboard: "Settings", identifier: "SettingsRoot", isResolved: true)),
            Scene(id: "Missing", kind: .reference, reference: SceneReference(storyboard: "Onboarding")),
            Scene(id: "Popup", title: "Popup"),
            Scene(id: "Fancy", title: "Fancy"),
        ],
        segues: [
            Segue(id: "Split.master", kind: .relationship, source: "Split", destination: "Master", relationshipRole: .master),
            Segue(id: "Split.detail", kind: .relationship, source: "Split", destination: "Detail", relationshipRole: .detail),
            Segue(id: "Pages.page", kind: .relationship, source: "Pages", destination: "Page1", relationshipRole: .page),
            Segue(id: "Master.showItem", kind: .showDetail, source: "Master", destination: "Detail", identifier: "showItem",
                  trigger: Trigger(kind: .cell, elementID: "itemCell")),
            Segue(id: "Master.settings", kind: .present, source: "Master", destination: "Settings", identifier: "openSettings",
                  trigger: Trigger(kind: .barButton, elementID: "settings"),
                  presentation: Presentation(presentationStyle: "formSheet", transitionStyle: "flipHorizontal")),
            Segue(id: "Master.compose", kind: .popover, source: "Master", destination: "Popup", identifier: "compose",
                  trigger: Trigger(kind: .barButton, elementID: "compose"), popoverAnchor: "compose button"),
            Segue(id: "Detail.embed", kind: .embed, source: "Detail", destination: "Embedded",
                  trigger: Trigger(kind: .containerView, elementID: "embedded")),
            Segue(id: "Detail.help", kind: .custom, source: "Detail", destination: "Fancy", identifier: "fancy",
                  trigger: Trigger(kind: .button, elementID: "help"), customClass: "FadeSegue"),
            Segue(id: "Detail.pages", kind: .show, source: "Detail", destination: "Pages", identifier: "tour"),
            Segue(id: "Detail.onboarding", kind: .present, source: "Detail", destination: "Missing"),
            Segue(id: "Detail.save", kind: .unwind, source: "Detail", destination: "Master",
                  trigger: Trigger(kind: .button, elementID: "save"), unwind: Unwind(action: "save:")),
            Segue(id: "Popup.done", kind: .unwind, source: "Popup", destination: "Master",
                  unwind: Unwind(action: "donePopup:", resolution: .inferred)),
            Segue(id: "Fancy.back", kind: .unwind, source: "Fancy", destination: nil,
                  unwind: Unwind(action: "back:", resolution: .ambiguous, candidates: ["Master", "Detail"])),
            Segue(id: "Page1.lost", kind: .unwind, source: "Page1", destination: nil,
                  unwind: Unwind(action: "lost:", resolution: .unresolved)),
        ],
        initialSceneID: "Split"
    )
}
