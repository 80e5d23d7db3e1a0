import Storyflow
import Testing

@Suite("DSL toolbars and devices")
struct DSLToolbarTests {
    @Test func aToolbarGivesItselfAndItsItemsIdsAndItsItemsFireSegues() throws {
        let line = #line
        let flow = try Flow("Menu", device: .pad) {
            ViewController("Detail") {
                ToolbarView {
                    BarButton(.trash)
                    BarButton("Menu").segue(.popover(anchor: "Menu"), to: "Popover", identifier: "ShowPopover")
                    BarButton(id: "share", systemItem: .action)
                }
                VStack { ToolbarView { BarButton(.done).unwind(to: "Detail", action: "done:") } }
            }
            ViewController("Popover")
        }

        #expect(flow.device == .pad)
        let content = try #require(flow.scene(id: "Detail")?.content)
        #expect(content.elements == [
            .toolbar(Toolbar(id: "Detail.toolbar0", items: [
                BarButton(id: "Detail.toolbar0.barButton0", systemItem: .trash),
                BarButton(id: "Detail.toolbar0.barButton1", title: "Menu"),
                BarButton(id: "share", systemItem: .action),
            ])),
            .stack(StackView(id: "Detail.stack0", axis: .vertical, elements: [
                .toolbar(Toolbar(id: "Detail.stack0.toolbar0", items: [BarButton(id: "Detail.stack0.toolbar0.barButton0", systemItem: .done)])),
            ])),
        ])
        #expect(content.allBarButtons.map(\.id) == [
            "Detail.toolbar0.barButton0", "Detail.toolbar0.barButton1", "share", "Detail.stack0.toolbar0.barButton0",
        ])
        #expect(flow.segues == [
            Segue(
                id: "Detail.ShowPopover", kind: .popover, source: "Detail", destination: "Popover", identifier: "ShowPopover",
                trigger: Trigger(kind: .barButton, elementID: "Detail.toolbar0.barButton1", title: "Menu"),
                popoverAnchor: "Menu", location: SourceLocation(file: #fileID, line: line + 5)
            ),
            Segue(
                id: "Detail.unwind0", kind: .unwind, source: "Detail", destination: "Detail",
                trigger: Trigger(kind: .barButton, elementID: "Detail.stack0.toolbar0.barButton0", title: "Done"),
                unwind: Unwind(action: "done:"), location: SourceLocation(file: #fileID, line: line + 8)
            ),
        ])
        #expect(flow.segues.allSatisfy { segue in
            segue.trigger.elementID.map { flow.scene(id: segue.source)?.content.containsElement(id: $0) == true } ?? false
        })
    }

    @Test func aFlowRecordsNoDeviceUnlessItDeclaresOne() throws {
        #expect(try Flow("Plain") { ViewController("Home") }.device == nil)
        #expect(try Flow("Phone", device: .phone) { ViewController("Home") }.device == .phone)
    }

    @Test func aToolbarItemSharingAnIdWithAnotherBarButtonIsReported() throws {
        let line = #line
        do {
            _ = try Flow("Clash") {
                ViewController("Home") {
                    NavigationItem().right { BarButton(id: "x", title: "A") }
                    ToolbarView { BarButton(id: "x", title: "B") }
                }
            }
            Issue.record("the flow built")
        } catch {
            #expect(error.problems == [.duplicateElementID("x", scene: "Home", location: SourceLocation(file: #fileID, line: line + 3))])
        }
    }
}
