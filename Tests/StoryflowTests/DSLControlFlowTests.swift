import Storyflow
import Testing

@Suite("DSL control flow")
struct DSLControlFlowTests {
    @Test(arguments: [true, false])
    func ifAndIfElseChooseScenesAndContent(premium: Bool) throws {
        let flow = try Flow("Conditional") {
            ViewController("Home") {
                if premium {
                    Label("Premium")
                } else {
                    Label("Free")
                    Button("Upgrade").segue(.present, to: "Store")
                }
            }
            if !premium {
                ViewController("Store")
            }
        }

        #expect(flow.scenes.map(\.id) == (premium ? ["Home"] : ["Home", "Store"]))
        let labels = flow.scene(id: "Home")?.content.elements.compactMap { element -> String? in
            guard case .label(let label) = element else { return nil }
            return label.text
        }
        #expect(labels == [premium ? "Premium" : "Free"])
        #expect(flow.segues.count == (premium ? 0 : 1))
    }

    @Test func forLoopsRepeatTabsCellsStackedViewsAndBarButtons() throws {
        let names = ["Alpha", "Beta", "Gamma"]
        let flow = try Flow("Loops") {
            TabBarController("Tabs") {
                for name in names {
                    ViewController(name, tab: TabBarItem(name)) {
                        NavigationItem(name).right {
                            for item in [BarButtonSystemItem.add, .edit] { BarButton(item) }
                        }
                        VStack {
                            for field in ["Name", "Serial"] { HStack { Label(field); TextField(field) } }
                        }
                    }
                }
            }
            TableViewController("Settings") {
                StaticSection {
                    for setting in ["Sound", "Mail"] { StaticCell(setting) }
                }
            }
        }

        #expect(flow.children(of: "Tabs").map(\.role) == [.tab(0), .tab(1), .tab(2)])
        #expect(flow.children(of: "Tabs").map(\.scene) == names)
        let beta = try #require(flow.scene(id: "Beta"))
        #expect(beta.content.navigationBar?.rightItems.map(\.systemItem) == [.add, .edit])
        #expect(beta.content.allElements.map(\.id) == [
            "Beta.stack0",
            "Beta.stack0.stack0", "Beta.stack0.stack0.label0", "Beta.stack0.stack0.textField0",
            "Beta.stack0.stack1", "Beta.stack0.stack1.label0", "Beta.stack0.stack1.textField0",
        ])
        #expect(flow.scene(id: "Settings")?.content.elements.first?.cells.map(\.text) == ["Sound", "Mail"])
    }

    @Test func optionalsAddTheirContentOnlyWhenPresent() throws {
        let badge: String? = "2"
        let subtitle: String? = nil
        let flow = try Flow("Optionals") {
            ViewController("Inbox", tab: badge.map { TabBarItem("Inbox", badge: $0) }) {
                Label("Inbox")
                if let subtitle { Label(subtitle) }
                if let badge { Label("\(badge) unread") }
            }
        }

        let inbox = try #require(flow.scene(id: "Inbox"))
        #expect(inbox.tabBarItem == TabBarItem(title: "Inbox", badge: "2"))
        #expect(inbox.content.elements.map(\.id) == ["Inbox.label0", "Inbox.label1"])
        #expect(inbox.content.elements.last == .label(Label(id: "Inbox.label1", text: "2 unread")))
    }

    @Test func switchAndIfElseChooseANavigationControllerRoot() throws {
        enum Layout { case list, grid }
        for layout in [Layout.list, .grid] {
            let flow = try Flow("Root") {
                NavigationController("Nav") {
                    switch layout {
                    case .list: TableViewController("List")
                    case .grid: CollectionViewController("Grid")
                    }
                }
            }
            #expect(flow.children(of: "Nav").map(\.scene) == [layout == .list ? "List" : "Grid"])
        }
    }

    @Test func helperFunctionsReturnScenesViewsAndParts() throws {
        func field(_ name: String) -> HStack {
            HStack { Label(name); TextField(name) }
        }
        func tab(_ title: String) -> ViewController {
            ViewController(title, tab: TabBarItem(title)) { Label(title) }
        }
        @SceneBuilder func modal(_ id: String) -> [SceneDeclaration] {
            NavigationController("\(id)Nav") { ViewController(id) { closeButton(to: "Home") } }
        }
        @SceneContentBuilder func closeButton(to target: String) -> [ScenePart] {
            NavigationItem().left { BarButton(.close).unwind(to: target, action: "close:") }
        }
        @ElementBuilder func fields() -> [ElementDeclaration] {
            field("Name")
            field("Phone")
        }

        let flow = try Flow("Helpers") {
            TabBarController("Tabs") {
                tab("Home")
                tab("Search")
            }
            modal("Compose")
            ViewController("Form") { VStack { fields() } }
        }

        #expect(flow.scenes.map(\.id) == ["Tabs", "Home", "Search", "ComposeNav", "Compose", "Form"])
        #expect(flow.segues(from: "Compose").map(\.destination) == ["Home"])
        #expect(flow.segues(from: "Compose").map(\.unwind?.action) == ["close:"])
        #expect(flow.scene(id: "Form")?.content.allElements.map(\.id) == [
            "Form.stack0", "Form.stack0.stack0", "Form.stack0.stack0.label0", "Form.stack0.stack0.textField0",
            "Form.stack0.stack1", "Form.stack0.stack1.label0", "Form.stack0.stack1.textField0",
        ])
    }
}
