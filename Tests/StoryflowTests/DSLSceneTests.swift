import Storyflow
import Testing

@Suite("DSL scenes and containers")
struct DSLSceneTests {
    @Test func tabsAndNavigationNestTheirChildrenWithRelationshipSegues() throws {
        let line = #line
        let flow = try Flow("Tabs") {
            TabBarController("Tabs", initial: true) {
                NavigationController("Nav", tab: TabBarItem("One", image: "one", badge: "3")) {
                    ViewController("Root", title: "Root Title", class: "RootViewController", storyboardID: "root")
                }
                ViewController("Second", tab: TabBarItem("Two"))
            }
        }

        #expect(flow.name == "Tabs")
        #expect(flow.initialSceneID == "Tabs")
        #expect(flow.scenes == [
            Scene(id: "Tabs", kind: .tabBarController, location: SourceLocation(file: #fileID, line: line + 2)),
            Scene(
                id: "Nav", kind: .navigationController, tabBarItem: TabBarItem(title: "One", image: "one", badge: "3"),
                location: SourceLocation(file: #fileID, line: line + 3)
            ),
            Scene(
                id: "Root", kind: .viewController, title: "Root Title", customClass: "RootViewController",
                storyboardIdentifier: "root", location: SourceLocation(file: #fileID, line: line + 4)
            ),
            Scene(
                id: "Second", kind: .viewController, tabBarItem: TabBarItem(title: "Two"),
                location: SourceLocation(file: #fileID, line: line + 6)
            ),
        ])
        #expect(flow.segues == [
            Segue(
                id: "Tabs.tab0", kind: .relationship, source: "Tabs", destination: "Nav", relationshipRole: .tab(0),
                location: SourceLocation(file: #fileID, line: line + 3)
            ),
            Segue(
                id: "Tabs.tab1", kind: .relationship, source: "Tabs", destination: "Second", relationshipRole: .tab(1),
                location: SourceLocation(file: #fileID, line: line + 6)
            ),
            Segue(
                id: "Nav.root", kind: .relationship, source: "Nav", destination: "Root", relationshipRole: .root,
                location: SourceLocation(file: #fileID, line: line + 4)
            ),
        ])
    }

    @Test func splitAndPageControllersGiveTheirChildrenRoles() throws {
        let flow = try Flow("Roles") {
            SplitViewController("TwoColumns", initial: true) {
                ViewController("Master")
            } detail: {
                ViewController("Detail")
            }
            SplitViewController("ThreeColumns") {
                ViewController("Sidebar")
            } supplementary: {
                ViewController("List")
            } detail: {
                ViewController("Content")
            }
            PageViewController("Pages") {
                ViewController("First")
                ViewController("Second")
            }
        }

        #expect(flow.children(of: "TwoColumns").map(\.role) == [.master, .detail])
        #expect(flow.children(of: "TwoColumns").map(\.scene) == ["Master", "Detail"])
        #expect(flow.children(of: "ThreeColumns").map(\.role) == [.master, .supplementary, .detail])
        #expect(flow.children(of: "ThreeColumns").map(\.scene) == ["Sidebar", "List", "Content"])
        #expect(flow.children(of: "Pages").map(\.role) == [.page, .page])
        #expect(flow.segues.filter { $0.kind == .relationship }.map(\.id) == [
            "TwoColumns.master", "TwoColumns.detail", "ThreeColumns.master", "ThreeColumns.supplementary",
            "ThreeColumns.detail", "Pages.page0", "Pages.page1",
        ])
        #expect(flow.scene(id: "TwoColumns")?.kind == .splitViewController)
        #expect(flow.scene(id: "Pages")?.kind == .pageViewController)
    }

    @Test func referencesAndCollectionViewControllersKeepTheirAttributes() throws {
        let line = #line
        let flow = try Flow("References") {
            TabBarController("Tabs") {
                StoryboardReference("SettingsRef", storyboard: "Settings", tab: TabBarItem("Settings"))
                CollectionViewController("Photos", class: "PhotosViewController", tab: TabBarItem("Photos")) {
                    NavigationItem("Photos")
                }
            }
            StoryboardReference("HelpRef", storyboard: nil, identifier: "HelpIndex", title: "Help")
        }

        #expect(flow.scene(id: "SettingsRef") == Scene(
            id: "SettingsRef", kind: .reference, tabBarItem: TabBarItem(title: "Settings"),
            reference: SceneReference(storyboard: "Settings", identifier: nil, isResolved: false),
            location: SourceLocation(file: #fileID, line: line + 3)
        ))
        #expect(flow.scene(id: "HelpRef")?.reference == SceneReference(storyboard: nil, identifier: "HelpIndex"))
        #expect(flow.scene(id: "HelpRef")?.title == "Help")
        let photos = try #require(flow.scene(id: "Photos"))
        #expect(photos.kind == .collectionViewController)
        #expect(photos.customClass == "PhotosViewController")
        #expect(photos.title == "Photos")
        #expect(flow.initialSceneID == nil)
    }

    @Test func aSceneWithoutTitleTakesItsNavigationItemTitle() throws {
        let flow = try Flow("Titles") {
            ViewController("Untitled")
            ViewController("FromItem") { NavigationItem("Item Title") }
            ViewController("Explicit", title: "Explicit Title") { NavigationItem("Item Title") }
        }

        #expect(flow.scenes.map(\.title) == [nil, "Item Title", "Explicit Title"])
    }

    @Test func tableViewControllerContentBecomesNavigationBarHeaderAndTable() throws {
        let flow = try Flow("Table") {
            TableViewController("Items", class: "ItemsViewController", style: .grouped) {
                NavigationItem("Items")
                    .left { BarButton(.edit) }
                    .right { BarButton(.add); BarButton("Sort") }
                TableHeaderView {
                    Button("Edit")
                    Button("New")
                }
                Prototype("ItemCell", style: .subtitle, accessory: .disclosureIndicator, text: "Name", detail: "Serial")
                Prototype("CustomCell") {
                    Label("Value")
                    ImageView("star")
                }
            }
        }

        let items = try #require(flow.scene(id: "Items"))
        #expect(items.kind == .tableViewController)
        #expect(items.content == SceneContent(
            navigationBar: NavigationBar(
                title: "Items",
                leftItems: [BarButton(id: "Items.leftBarButton0", systemItem: .edit)],
                rightItems: [
                    BarButton(id: "Items.rightBarButton0", systemItem: .add),
                    BarButton(id: "Items.rightBarButton1", title: "Sort"),
                ]
            ),
            elements: [
                .stack(StackView(id: "Items.tableHeader0", axis: .horizontal, elements: [
                    .button(Button(id: "Items.tableHeader0.button0", title: "Edit")),
                    .button(Button(id: "Items.tableHeader0.button1", title: "New")),
                ])),
                .table(Table(id: "Items.table0", style: .grouped, cellContent: .dynamicPrototypes, sections: [
                    TableSection(cells: [
                        Cell(
                            id: "Items.table0.section0.cell0", style: .subtitle, text: "Name", detailText: "Serial",
                            accessory: .disclosureIndicator, reuseIdentifier: "ItemCell"
                        ),
                        Cell(id: "Items.table0.section0.cell1", style: .custom, reuseIdentifier: "CustomCell", elements: [
                            .label(Label(id: "Items.table0.section0.cell1.label0", text: "Value")),
                            .imageView(ImageView(id: "Items.table0.section0.cell1.imageView0", image: "star")),
                        ]),
                    ]),
                ])),
            ]
        ))
    }

    @Test func staticSectionsMakeAStaticTableWithHeadersAndFooters() throws {
        let flow = try Flow("Static") {
            TableViewController("AddPlayer", style: .grouped) {
                StaticSection("Player Name") {
                    StaticCell { TextField("Name") }
                }
                StaticSection(footer: "Pick one") {
                    StaticCell("Game", detail: "Chess", style: .rightDetail, accessory: .disclosureIndicator)
                    StaticCell("Rating", reuseIdentifier: "RatingCell")
                }
            }
        }

        let content = try #require(flow.scene(id: "AddPlayer")?.content)
        #expect(content.elements == [
            .table(Table(id: "AddPlayer.table0", style: .grouped, cellContent: .staticCells, sections: [
                TableSection(header: "Player Name", cells: [
                    Cell(id: "AddPlayer.table0.section0.cell0", style: .custom, elements: [
                        .textField(TextField(id: "AddPlayer.table0.section0.cell0.textField0", placeholder: "Name")),
                    ]),
                ]),
                TableSection(footer: "Pick one", cells: [
                    Cell(
                        id: "AddPlayer.table0.section1.cell0", style: .rightDetail, text: "Game", detailText: "Chess",
                        accessory: .disclosureIndicator
                    ),
                    Cell(id: "AddPlayer.table0.section1.cell1", style: .basic, text: "Rating", reuseIdentifier: "RatingCell"),
                ]),
            ])),
        ])
    }

    @Test func viewControllerViewsNestInStacksAndTables() throws {
        let flow = try Flow("Views") {
            ViewController("Detail") {
                VStack {
                    HStack {
                        Label("Name")
                        TextField("Name", text: "Bill")
                    }
                    Label("Date Created")
                }
                ImageView(nil)
                ContainerView()
                TableView(style: .insetGrouped) {
                    Prototype("Row")
                }
            }
        }

        #expect(flow.scene(id: "Detail")?.content == SceneContent(elements: [
            .stack(StackView(id: "Detail.stack0", axis: .vertical, elements: [
                .stack(StackView(id: "Detail.stack0.stack0", axis: .horizontal, elements: [
                    .label(Label(id: "Detail.stack0.stack0.label0", text: "Name")),
                    .textField(TextField(id: "Detail.stack0.stack0.textField0", placeholder: "Name", text: "Bill")),
                ])),
                .label(Label(id: "Detail.stack0.label0", text: "Date Created")),
            ])),
            .imageView(ImageView(id: "Detail.imageView0")),
            .containerView(ContainerView(id: "Detail.containerView0")),
            .table(Table(id: "Detail.table0", style: .insetGrouped, sections: [
                TableSection(cells: [Cell(id: "Detail.table0.section0.cell0", reuseIdentifier: "Row")]),
            ])),
        ]))
    }

    @Test func modelViewsWithAnIdKeepIt() throws {
        let flow = try Flow("IDs") {
            ViewController("Home") {
                Label(id: "title", text: "Welcome")
                Label("Subtitle")
                NavigationItem().right { BarButton(id: "done", systemItem: .done) }
            }
        }

        let content = try #require(flow.scene(id: "Home")?.content)
        #expect(content.elements.map(\.id) == ["title", "Home.label0"])
        #expect(content.navigationBar?.rightItems.map(\.id) == ["done"])
    }

    @Test func buildingTheSameFlowTwiceGivesEqualFlows() throws {
        func build() throws -> Flow {
            try Flow("Twice") {
                NavigationController("Nav", initial: true) {
                    TableViewController("List") { Prototype("Cell").segue(.show, to: "Detail") }
                }
                ViewController("Detail") { VStack { Label("A"); Button("B").segue(.present, to: "List") } }
            }
        }

        let first = try build()
        let second = try build()
        #expect(first == second)
        #expect(try first.jsonData() == second.jsonData())
    }
}
