import Storyflow
import StoryflowStoryboard
import Testing

/// A macOS storyboard: windows, tab view controllers and AppKit controls.
@Suite struct MacReadingTests {
    let flow: Flow

    init() throws {
        flow = try StoryboardImporter().importFlow(paths: [FixtureStoryboards.path("Mac/Base.lproj/Main.storyboard")]).flow
    }

    @Test func theFlowRecordsTheMacAndItsWindowsAndTabs() throws {
        #expect(flow.device == .mac)
        #expect(flow.scenes.map(\.kind) == [.other, .windowController, .tabBarController, .viewController, .viewController, .viewController, .viewController])
        #expect(flow.scene(id: "Win-Mc-001")?.title == "Library")
        #expect(flow.scene(id: "App-Mc-001")?.title == "Application")
        #expect(flow.scene(id: "App-Mc-001")?.customClass == "NSApplication")
        #expect(flow.scene(id: "App-Mc-001")?.content.elements == [.toolbar(Toolbar(id: "Mnu-Mc-001", items: [
            BarButton(id: "Mni-Mc-001", title: "Library"), BarButton(id: "Mni-Mc-002", title: "File"),
        ]))])
        #expect(flow.children(of: "Win-Mc-001").map(\.scene) == ["Tab-Mc-001"])
        #expect(flow.children(of: "Tab-Mc-001").map(\.role) == [.tab(0), .tab(1)])
        let sheet = try #require(flow.segues.first { $0.id == "Sht-Mc-001" })
        #expect(sheet.kind == .present && sheet.presentation?.presentationStyle == "sheet")
        #expect(sheet.trigger == Trigger(kind: .button, elementID: "Add-Mc-001", title: "Add Book"))
    }

    @Test func appKitViewsBecomeLabelsFieldsButtonsAndControls() throws {
        #expect(try #require(flow.scene(id: "Bks-Mc-001")).content.elements == [
            .label(Label(id: "Lbl-Mc-001", text: "Your books")),
            .textField(TextField(id: "Fld-Mc-001", placeholder: "Search")),
            .control(Control(id: "Seg-Mc-001", kind: .segmentedControl, titles: ["All", "Unread"], selectedIndex: 1)),
            .control(Control(id: "Sld-Mc-001", kind: .slider, value: 0.75)),
            .group(ViewGroup(id: "Scr-Mc-001", kind: .scrollView, elements: [.group(ViewGroup(id: "Shf-Mc-001", kind: .custom, className: "ShelfView"))])),
            .button(Button(id: "Add-Mc-001", title: "Add Book")),
        ])
        #expect(try #require(flow.scene(id: "Set-Mc-001")).content.elements == [
            .control(Control(id: "Chk-Mc-001", kind: .checkBox, text: "Sync with iCloud", isOn: true)),
            .control(Control(id: "Pop-Mc-001", kind: .popUpButton, text: "Weekly")),
            .control(Control(id: "Spn-Mc-001", kind: .activityIndicator)),
        ])
    }
}

/// macOS table and outline views: column titles and the prototype row of each column's cell.
@Suite struct MacTableReadingTests {
    let flow: Flow

    init() throws {
        flow = try StoryboardImporter().importFlow(paths: [FixtureStoryboards.path("MacLists/Base.lproj/Main.storyboard")]).flow
    }

    private func table(inScene id: Scene.ID) throws -> Table {
        let scene = try #require(flow.scene(id: id))
        guard case .group(let scrollView) = scene.content.elements.first, case .table(let table) = scrollView.elements.first else {
            Issue.record("no table in a scroll view: \(scene.content.elements)")
            throw CancellationError()
        }
        return table
    }

    @Test func aSourceListShowsTheViewsOfItsCellViewWithoutAHeader() throws {
        let outline = try table(inScene: "Lib-Ml-001")
        #expect(outline.id == "Olv-Ml-001")
        #expect(outline.sections == [TableSection(cells: [Cell(id: "Oco-Ml-001", style: .custom, elements: [
            .imageView(ImageView(id: "Oim-Ml-001", image: "NSFolder")), .label(Label(id: "Otf-Ml-001", text: "Shelf Name")),
        ])])])
    }

    @Test func aViewBasedTableIsHeadedByItsColumnsWithTheirCellViewsSideBySide() throws {
        #expect(try table(inScene: "Bks-Ml-001").sections == [TableSection(header: "Title · Author", cells: [Cell(id: "Bc1-Ml-001", style: .custom, elements: [
            .label(Label(id: "Bt1-Ml-001", text: "Book Title")), .label(Label(id: "Bt2-Ml-001", text: "Author Name")),
        ])])])
    }

    @Test func aCellBasedTableShowsEachVisibleColumnsDataCell() throws {
        #expect(try table(inScene: "Imt-Ml-001").sections == [TableSection(header: "Use · File", cells: [Cell(id: "Ic1-Ml-001", style: .custom, elements: [
            .button(Button(id: "Id1-Ml-001", title: "Import")), .label(Label(id: "Id2-Ml-001", text: "Text Cell")),
        ])])])
    }
}

/// `Fixtures/MacPanes`: a three-pane split view's columns, check boxes, radio buttons and a pop-up button.
@Suite struct MacPaneReadingTests {
    let flow: Flow

    init() throws {
        flow = try StoryboardImporter().importFlow(paths: [FixtureStoryboards.path("MacPanes/Base.lproj/Main.storyboard")]).flow
    }

    @Test func aThreePaneSplitIsSidebarThenContentThenDetail() {
        #expect(flow.children(of: "Spl-Mp-001").map(\.scene) == ["Sdb-Mp-001", "Lst-Mp-001", "Dtl-Mp-001"])
        #expect(flow.children(of: "Spl-Mp-001").map(\.role) == [.master, .supplementary, .detail])
    }

    @Test func checkBoxesAndRadioButtonsKeepTheirState() throws {
        #expect(try #require(flow.scene(id: "Sdb-Mp-001")).content.elements == [
            .control(Control(id: "Unr-Mp-001", kind: .checkBox, text: "Unread only", isOn: false)),
            .control(Control(id: "Day-Mp-001", kind: .radioButton, text: "Today", isOn: true)),
            .control(Control(id: "Wek-Mp-001", kind: .radioButton, text: "This week", isOn: false)),
        ])
    }

    @Test func aPopUpButtonShowsItsSelectedItem() throws {
        #expect(try #require(flow.scene(id: "Lst-Mp-001")).content.elements == [
            .control(Control(id: "Srt-Mp-001", kind: .popUpButton, text: "By Sender")),
        ])
    }
}
