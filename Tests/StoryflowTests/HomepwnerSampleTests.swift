import Storyflow
import StoryflowSamples
import Testing

@Suite("Homepwner sample")
struct HomepwnerSampleTests {
    let flow: Flow

    init() throws {
        flow = try Samples.homepwner()
    }

    @Test func itemsListHasTheHeaderButtonsAndTheItemCell() throws {
        #expect(flow.initialSceneID == "ItemsNav")
        #expect(flow.scenes.map(\.id) == ["ItemsNav", "Items", "Detail"])
        #expect(flow.children(of: "ItemsNav").map(\.scene) == ["Items"])
        let items = try #require(flow.scene(id: "Items"))
        #expect(items.customClass == "ItemsViewController")
        #expect(items.content.elements == [
            .stack(StackView(id: "Items.tableHeader0", axis: .horizontal, elements: [
                .button(Button(id: "Items.tableHeader0.button0", title: "Edit")),
                .button(Button(id: "Items.tableHeader0.button1", title: "New")),
            ])),
            .table(Table(id: "Items.table0", sections: [TableSection(cells: [
                Cell(id: "Items.table0.section0.cell0", style: .custom, reuseIdentifier: "ItemCell", elements: [
                    .stack(StackView(id: "Items.table0.section0.cell0.stack0", axis: .horizontal, elements: [
                        .stack(StackView(id: "Items.table0.section0.cell0.stack0.stack0", axis: .vertical, elements: [
                            .label(Label(id: "Items.table0.section0.cell0.stack0.stack0.label0", text: "Name")),
                            .label(Label(id: "Items.table0.section0.cell0.stack0.stack0.label1", text: "Serial")),
                        ])),
                        .label(Label(id: "Items.table0.section0.cell0.stack0.label0", text: "Value")),
                    ])),
                ]),
            ])])),
        ])
    }

    @Test func theItemCellShowsTheDetail() throws {
        let showItem = try #require(flow.segues.first { $0.identifier == "showItem" })
        #expect(showItem.kind == .show)
        #expect(showItem.source == "Items")
        #expect(showItem.destination == "Detail")
        #expect(showItem.trigger == Trigger(kind: .cell, elementID: "Items.table0.section0.cell0", title: "ItemCell"))
    }

    @Test func theDetailNestsNameSerialAndValueFieldsAboveDateCreated() throws {
        let detail = try #require(flow.scene(id: "Detail"))
        #expect(detail.kind == .viewController)
        #expect(detail.customClass == "DetailViewController")
        func row(_ index: Int, _ name: String) -> Element {
            .stack(StackView(id: "Detail.stack0.stack\(index)", axis: .horizontal, elements: [
                .label(Label(id: "Detail.stack0.stack\(index).label0", text: name)),
                .textField(TextField(id: "Detail.stack0.stack\(index).textField0", placeholder: name)),
            ]))
        }
        #expect(detail.content == SceneContent(elements: [
            .stack(StackView(id: "Detail.stack0", axis: .vertical, elements: [
                row(0, "Name"), row(1, "Serial"), row(2, "Value"),
                .label(Label(id: "Detail.stack0.label0", text: "Date Created")),
            ])),
        ]))
    }
}
