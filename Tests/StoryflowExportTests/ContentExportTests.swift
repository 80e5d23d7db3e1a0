import Storyflow
import Testing

@Suite struct ContentExportTests {
    @Test func navigationItemsListTheirBarButtonsSideBySide() throws {
        let flow = try Flow("Bars") {
            ViewController("Edit") {
                NavigationItem("Edit")
                    .left { BarButton(.cancel) }
                    .right {
                        BarButton(.save, title: "Keep")
                        BarButton("Share")
                        BarButton(id: "")
                    }
            }
            ViewController("Untitled") { NavigationItem() }
        }

        #expect(ExpectedSource.exported(flow) == ExpectedSource.file(flow: "Bars", scenes: """
            ViewController("Edit") {
                NavigationItem("Edit")
                    .left {
                        BarButton(.cancel)
                    }
                    .right {
                        BarButton(.save, title: "Keep")
                        BarButton("Share")
                        BarButton(id: "")
                    }
            }
            ViewController("Untitled") {
                NavigationItem()
            }
            """))
    }

    @Test func toolbarsListTheirBarButtonsWithTheSeguesTheyFire() throws {
        let flow = try Flow("Tools") {
            ViewController("Editor") {
                Label("Text")
                ToolbarView {
                    BarButton(.trash)
                    BarButton("Menu").segue(.popover(anchor: "Menu"), to: "Menu", identifier: "ShowMenu")
                    BarButton(id: "")
                }
                VStack { ToolbarView {} }
            }
            ViewController("Menu")
        }

        #expect(ExpectedSource.exported(flow) == ExpectedSource.file(flow: "Tools", scenes: """
            ViewController("Editor") {
                Label("Text")
                ToolbarView {
                    BarButton(.trash)
                    BarButton("Menu")
                        .segue(.popover(anchor: "Menu"), to: "Menu", identifier: "ShowMenu")
                    BarButton(id: "")
                }
                VStack {
                    ToolbarView {}
                }
            }
            ViewController("Menu")
            """))
    }

    @Test func viewsNestInStacksInOrder() throws {
        let flow = try Flow("Views") {
            ViewController("Form") {
                VStack {
                    HStack {
                        Label("Name")
                        TextField("Name")
                    }
                    HStack {
                        TextField(nil, text: "typed")
                        TextField("hint", text: "typed")
                        TextField(nil)
                    }
                    HStack {}
                }
                ImageView("logo")
                ImageView(nil)
                Button("OK")
                ContainerView()
            }
        }

        #expect(ExpectedSource.exported(flow) == ExpectedSource.file(flow: "Views", scenes: """
            ViewController("Form") {
                VStack {
                    HStack {
                        Label("Name")
                        TextField("Name")
                    }
                    HStack {
                        TextField(nil, text: "typed")
                        TextField("hint", text: "typed")
                        TextField(nil)
                    }
                    HStack {}
                }
                ImageView("logo")
                ImageView(nil)
                Button("OK")
                ContainerView()
            }
            """))
    }

    @Test func prototypesStateOnlyWhatDiffersFromTheirDefaults() throws {
        let flow = try Flow("Prototypes") {
            TableViewController("List") {
                Prototype("Basic")
                Prototype("Styled", style: .subtitle, accessory: .disclosureIndicator, text: "Title", detail: "Subtitle")
                Prototype("Custom") { Label("Inside") }
                Prototype("BasicWithViews", style: .basic) { Label("Inside") }
                Prototype("CustomEmpty", style: .custom)
            }
        }

        #expect(ExpectedSource.exported(flow) == ExpectedSource.file(flow: "Prototypes", scenes: """
            TableViewController("List") {
                Prototype("Basic")
                Prototype("Styled", style: .subtitle, accessory: .disclosureIndicator, text: "Title", detail: "Subtitle")
                Prototype("Custom") {
                    Label("Inside")
                }
                Prototype("BasicWithViews", style: .basic) {
                    Label("Inside")
                }
                Prototype("CustomEmpty", style: .custom)
            }
            """))
    }

    @Test func staticSectionsHoldTheirCells() throws {
        let flow = try Flow("Static") {
            TableViewController("Settings", style: .insetGrouped) {
                TableHeaderView {
                    Label("Header")
                    Button("Help")
                }
                StaticSection("Account", footer: "Signed in") {
                    StaticCell("Name", detail: "Ann", style: .rightDetail, accessory: .disclosureIndicator, reuseIdentifier: "name")
                    StaticCell { TextField("Email") }
                    StaticCell()
                }
                StaticSection(footer: "Version 1") {}
                StaticSection {
                    StaticCell("Sign Out")
                }
            }
        }

        #expect(ExpectedSource.exported(flow) == ExpectedSource.file(flow: "Static", scenes: """
            TableViewController("Settings", style: .insetGrouped) {
                TableHeaderView {
                    Label("Header")
                    Button("Help")
                }
                StaticSection("Account", footer: "Signed in") {
                    StaticCell("Name", detail: "Ann", style: .rightDetail, accessory: .disclosureIndicator, reuseIdentifier: "name")
                    StaticCell {
                        TextField("Email")
                    }
                    StaticCell()
                }
                StaticSection(footer: "Version 1") {}
                StaticSection {
                    StaticCell("Sign Out")
                }
            }
            """))
    }

    @Test func tableViewsInAViewKeepTheirStyle() throws {
        let flow = try Flow("Tables") {
            ViewController("Inbox") {
                Label("Messages")
                TableView { Prototype("Message", style: .subtitle) }
                TableView(style: .grouped) {
                    StaticSection { StaticCell("Archive") }
                }
            }
        }

        #expect(ExpectedSource.exported(flow) == ExpectedSource.file(flow: "Tables", scenes: """
            ViewController("Inbox") {
                Label("Messages")
                TableView {
                    Prototype("Message", style: .subtitle)
                }
                TableView(style: .grouped) {
                    StaticSection {
                        StaticCell("Archive")
                    }
                }
            }
            """))
    }

    @Test func containersAndReferencesDeclareNoContent() {
        let flow = Flow(name: "Contentless", scenes: [
            Scene(id: "Nav", kind: .navigationController, title: "Nav", content: SceneContent(navigationBar: NavigationBar(title: "Nav"))),
        ], segues: [])

        #expect(ExpectedSource.exported(flow) == ExpectedSource.file(flow: "Contentless", scenes: """
            // Export loss: scene "Nav": a navigation controller without a root scene; declared as a ViewController
            ViewController("Nav") {
                NavigationItem("Nav")
            }
            """))
    }
}
