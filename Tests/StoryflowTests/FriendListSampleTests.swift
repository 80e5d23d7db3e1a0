import Storyflow
import StoryflowSamples
import Testing

@Suite("FriendList sample")
struct FriendListSampleTests {
    let flow: Flow

    init() throws {
        flow = try Samples.friendList()
    }

    @Test func masterInANavigationControllerShowsDetailFromItsCell() throws {
        #expect(flow.initialSceneID == "MasterNav")
        #expect(flow.scenes.map(\.id) == ["MasterNav", "Master", "Detail", "EditNav", "Edit"])
        #expect(flow.children(of: "MasterNav").map(\.scene) == ["Master"])
        let master = try #require(flow.scene(id: "Master"))
        #expect(master.customClass == "MasterViewController")
        #expect(master.content.navigationBar?.leftItems.map(\.systemItem) == [.edit])
        #expect(master.content.navigationBar?.rightItems.map(\.systemItem) == [.add])
        #expect(master.content.elements.first?.cells.map(\.reuseIdentifier) == ["Cell"])

        let showDetail = try #require(flow.segues.first { $0.identifier == "showDetail" })
        #expect(showDetail.kind == .show)
        #expect(showDetail.source == "Master")
        #expect(showDetail.destination == "Detail")
        #expect(showDetail.trigger == Trigger(kind: .cell, elementID: "Master.table0.section0.cell0", title: "Cell"))
    }

    @Test func detailShowsNamePhoneAndOrganizationAndPresentsEdit() throws {
        let detail = try #require(flow.scene(id: "Detail"))
        #expect(detail.customClass == "DetailViewController")
        #expect(detail.title == "Detail")
        let cells = detail.content.elements.first?.cells ?? []
        #expect(cells.map(\.text) == ["Name", "Phone", "Organization"])
        #expect(cells.map(\.style) == [.leftDetail, .leftDetail, .leftDetail])

        let editDetail = try #require(flow.segues.first { $0.identifier == "editDetail" })
        #expect(editDetail.kind == .present)
        #expect(editDetail.source == "Detail")
        #expect(editDetail.destination == "EditNav")
        #expect(editDetail.trigger == Trigger(kind: .barButton, elementID: "Detail.rightBarButton0", title: "Edit"))
        #expect(flow.children(of: "EditNav").map(\.scene) == ["Edit"])
    }

    @Test func editHasTextFieldsAndUnwindsToDetailOnCancelAndSave() throws {
        let edit = try #require(flow.scene(id: "Edit"))
        #expect(edit.customClass == "EditViewController")
        let fields = edit.content.allElements.compactMap { element -> String? in
            guard case .textField(let field) = element else { return nil }
            return field.placeholder
        }
        #expect(fields == ["First Name", "Last Name", "Phone", "Organization"])

        let cancel = try #require(flow.segues.first { $0.identifier == "cancelInput" })
        let save = try #require(flow.segues.first { $0.identifier == "saveInput" })
        #expect([cancel.kind, save.kind] == [.unwind, .unwind])
        #expect([cancel.source, save.source] == ["Edit", "Edit"])
        #expect([cancel.destination, save.destination] == ["Detail", "Detail"])
        #expect([cancel.unwind, save.unwind] == [Unwind(action: "cancel:"), Unwind(action: "save:")])
        #expect([cancel.trigger.title, save.trigger.title] == ["Cancel", "Save"])
    }
}
