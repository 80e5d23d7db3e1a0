import Storyflow
import StoryflowExport

/// A flow built from model values with everything the DSL cannot say, one case at a time: exporting
/// it must note each as an ``ExportLoss`` and compile to the flow with exactly those changes.
enum LossesFlow {
    static func flow() -> Flow {
        Flow(name: "Losses", scenes: scenes, segues: relationships + segues, initialSceneID: "Nowhere")
    }

    private static let scenes: [Scene] = [
        Scene(id: "Other", kind: .other, title: "Window", content: SceneContent(elements: [.label(Label(id: "l", text: "Hi"))])),
        Scene(id: "EmptyNav", kind: .navigationController, content: SceneContent(navigationBar: NavigationBar(title: "Nav Title"))),
        Scene(id: "HalfSplit", kind: .splitViewController, title: "Half"),
        Scene(id: "SplitMaster"),
        Scene(id: "OddTable", kind: .tableViewController, content: SceneContent(elements: [
            .label(Label(id: "l", text: "Above")), .table(Table(id: "t")),
        ])),
        Scene(id: "NavA", kind: .navigationController),
        Scene(id: "NavB", kind: .navigationController),
        Scene(id: "Shared", title: "Shared"),
        Scene(id: "CycleA", kind: .navigationController),
        Scene(id: "CycleB", kind: .navigationController),
        Scene(id: "Tabs", kind: .tabBarController, tabBarItem: TabBarItem(title: "Lost")),
        Scene(id: "T0"),
        Scene(id: "T2"),
        Scene(id: "Wrong", reference: SceneReference(storyboard: "Stray")),
        Scene(
            id: "Ref", kind: .reference, customClass: "RefClass", storyboardIdentifier: "refID",
            content: SceneContent(navigationBar: NavigationBar()),
            reference: SceneReference(storyboard: "Other", identifier: "Entry", isResolved: true)
        ),
        Scene(id: "Tables", title: "Tables", content: SceneContent(elements: [
            .table(Table(id: "sectioned", sections: [
                TableSection(header: "H", cells: [Cell(id: "a", reuseIdentifier: "A")]),
                TableSection(cells: [Cell(id: "b", reuseIdentifier: "B")]),
            ])),
            .table(Table(id: "empty", cellContent: .staticCells)),
            .table(Table(id: "anonymous", sections: [TableSection(cells: [Cell(id: "noReuse")])])),
        ])),
        Scene(id: "Source", title: "Source", content: SceneContent(
            navigationBar: NavigationBar(title: "Source", rightItems: [BarButton(id: "add", systemItem: .add)]),
            elements: [
                .button(Button(id: "button", title: "Button")),
                .containerView(ContainerView(id: "container")),
            ]
        )),
        Scene(id: "Target", title: "Target"),
    ]

    private static let relationships: [Segue] = [
        relationship("HalfSplit.master", from: "HalfSplit", to: "SplitMaster", role: .master),
        relationship("NavA.root", from: "NavA", to: "Shared", role: .root),
        relationship("NavB.root", from: "NavB", to: "Shared", role: .root),
        relationship("CycleA.root", from: "CycleA", to: "CycleB", role: .root),
        relationship("CycleB.root", from: "CycleB", to: "CycleA", role: .root),
        relationship("Tabs.tab0", from: "Tabs", to: "T0", role: .tab(0)),
        Segue(
            id: "Tabs.tab2", kind: .relationship, source: "Tabs", destination: "T2", identifier: "second",
            relationshipRole: .tab(2)
        ),
        relationship("Tabs.root", from: "Tabs", to: "Wrong", role: .root),
    ]

    private static func relationship(_ id: String, from source: Scene.ID, to child: Scene.ID, role: RelationshipRole) -> Segue {
        Segue(id: id, kind: .relationship, source: source, destination: child, relationshipRole: role)
    }

    private static let button = Trigger(kind: .button, elementID: "button", title: "Button")
    private static let container = Trigger(kind: .containerView, elementID: "container")

    private static let segues: [Segue] = [
        Segue(id: "noDestination", kind: .unwind, source: "Source", destination: nil, trigger: button,
              unwind: Unwind(action: "gone:", resolution: .unresolved)),
        Segue(id: "missing", kind: .show, source: "Source", destination: "Missing", trigger: button),
        Segue(id: "inferred", kind: .unwind, source: "Source", destination: "Target", trigger: button,
              unwind: Unwind(action: "back:", resolution: .ambiguous, candidates: ["Target", "Tables"])),
        Segue(id: "weirdStyle", kind: .present, source: "Source", destination: "Target", trigger: button,
              presentation: Presentation(presentationStyle: "weird", transitionStyle: "flipHorizontal")),
        Segue(id: "popoverPresentation", kind: .popover, source: "Source", destination: "Target", trigger: button,
              presentation: Presentation(animates: false)),
        Segue(id: "anchoredShow", kind: .show, source: "Source", destination: "Target", trigger: button, popoverAnchor: "here"),
        Segue(id: "classyShow", kind: .show, source: "Source", destination: "Target", trigger: button, customClass: "Fancy"),
        Segue(id: "unwindShow", kind: .show, source: "Source", destination: "Target", trigger: button, unwind: Unwind(action: "x:")),
        Segue(id: "roleShow", kind: .show, source: "Source", destination: "Target", trigger: button, relationshipRole: .root),
        Segue(id: "buttonEmbed", kind: .embed, source: "Source", destination: "Target", trigger: button),
        Segue(id: "firstEmbed", kind: .embed, source: "Source", destination: "Target", trigger: container),
        Segue(id: "secondEmbed", kind: .embed, source: "Source", destination: "Tables", trigger: container),
        Segue(id: "containerShow", kind: .show, source: "Source", destination: "Target", identifier: "fromContainer", trigger: container),
        Segue(id: "classless", kind: .custom, source: "Source", destination: "Target", trigger: button),
        Segue(id: "actionless", kind: .unwind, source: "Source", destination: "Target", trigger: button),
        Segue(id: "gestureOnElement", kind: .show, source: "Source", destination: "Target",
              trigger: Trigger(kind: .gesture, elementID: "button", title: "Pinch")),
        Segue(id: "anonymousManual", kind: .show, source: "Source", destination: "Target"),
        Segue(id: "toolbarItem", kind: .show, source: "Source", destination: "Target",
              trigger: Trigger(kind: .barButton, elementID: "toolbar", title: "Tool")),
        Segue(id: "retitled", kind: .present, source: "Source", destination: "Target",
              trigger: Trigger(kind: .barButton, elementID: "add", title: "Add")),
        Segue(id: "fromContainer", kind: .show, source: "NavA", destination: "Target", identifier: "navShow"),
        Segue(id: "ghost", kind: .show, source: "Ghost", destination: "Target"),
        Segue(id: "untitledCell", kind: .show, source: "Tables", destination: "Target",
              trigger: Trigger(kind: .cell, elementID: "noReuse")),
    ]
}
