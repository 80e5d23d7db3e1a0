import Foundation
import Storyflow
import StoryflowStoryboard
import Testing

/// What the importer reads from particular corpus storyboards, checked against the files by hand.
@Suite(Corpus.required) struct CorpusContentTests {
    private func importFlow(_ relativePath: String) throws -> ImportResult {
        try StoryboardImporter().importFlow(paths: [Corpus.path(relativePath)])
    }

    private func segue(_ id: String, in flow: Flow) throws -> Segue {
        try #require(flow.segues.first { $0.id == id })
    }

    /// The warnings each corpus file raises when imported alone; files not listed raise none.
    private static let expectedWarnings: [String: [ImportWarning.Problem]] = [
        "JakeDobson+UIKitCatalog/UIKitCatalog/Base.lproj/Main.storyboard": [.missingReferencedStoryboard(storyboard: "Search")],
        "huydemi+Ratings/Ratings/Base.lproj/Main.storyboard": [.missingReferencedStoryboard(storyboard: "Players")],
        "huydemi+Ratings/Ratings/Base.lproj/Players.storyboard": [
            .ambiguousUnwind(action: "unwindWithSelectedGameWithSegue:", chosen: "gs1-dg-ImL", candidates: ["gs1-dg-ImL", "J5R-3h-RWC"]),
        ],
    ]

    @Test(arguments: Corpus.storyboards)
    func warningsOfCorpusFiles(_ relativePath: String) throws {
        #expect(try importFlow(relativePath).warnings.map(\.problem) == Self.expectedWarnings[relativePath] ?? [])
    }

    @Test func playersStoryboardReadsLikeTheTutorial() throws {
        let flow = try importFlow("huydemi+Ratings/Ratings/Base.lproj/Players.storyboard").flow
        let players = try #require(flow.scene(id: "J5R-3h-RWC"))
        #expect(players.kind == .tableViewController)
        #expect(players.title == "Players")
        #expect(players.customClass == "PlayersViewController")
        #expect(players.content.navigationBar?.rightItems == [BarButton(id: "mn3-eo-1NE", systemItem: .add)])
        #expect(players.content.allElements.flatMap(\.cells).map(\.reuseIdentifier) == ["PlayerCell"])

        let addPlayer = try #require(flow.scene(id: "gs1-dg-ImL"))
        guard case .table(let table)? = addPlayer.content.elements.first else { Issue.record("no table"); return }
        #expect(table.cellContent == .staticCells)
        #expect(table.style == .grouped)
        #expect(table.sections.map(\.header) == ["Player Name", nil])
        #expect(table.sections[1].cells == [
            Cell(id: "Ob3-lF-niA", style: .rightDetail, text: "Game", detailText: "Detail", accessory: .disclosureIndicator),
        ])

        #expect(try segue("Vri-F8-bhZ", in: flow).kind == .present)
        #expect(try segue("Vri-F8-bhZ", in: flow).trigger == Trigger(kind: .barButton, elementID: "mn3-eo-1NE", title: "+"))
        #expect(try segue("Tct-q5-dh0", in: flow).trigger == Trigger(kind: .cell, elementID: "Ob3-lF-niA", title: "Game"))
        let cancel = try segue("5JX-eY-zFb", in: flow)
        #expect(cancel.destination == "J5R-3h-RWC")
        #expect(cancel.unwind == Unwind(action: "cancelToPlayersViewController:", resolution: .inferred))
        let save = try segue("YcX-aN-0ZI", in: flow)
        #expect(save.identifier == "SavePlayerDetail")
        #expect(save.unwind == Unwind(action: "savePlayerDetail:", resolution: .inferred))
        #expect(try segue("kKn-hf-ffC", in: flow).destination == "gs1-dg-ImL")
    }

    @Test func playersUnwindsResolveExactlyWithTheAppSources() throws {
        let sources = UnwindActionIndex(swiftSources: [
            """
            class PlayersViewController: UITableViewController {
                @IBAction func cancelToPlayersViewController(_ segue: UIStoryboardSegue) {}
                @IBAction func savePlayerDetail(_ segue: UIStoryboardSegue) {}
            }
            """,
            """
            class PlayerDetailsViewController: UITableViewController {
                @IBAction func unwindWithSelectedGame(segue: UIStoryboardSegue) {}
            }
            """,
        ])
        let path = Corpus.path("huydemi+Ratings/Ratings/Base.lproj/Players.storyboard")
        let file = StoryboardFile(path: path, data: try Data(contentsOf: URL(fileURLWithPath: path)))
        let result = try StoryboardImporter().importFlow(storyboards: [file], unwindActions: sources)
        let unwinds = result.flow.segues.filter { $0.kind == .unwind }
        #expect(unwinds.map(\.destination) == ["J5R-3h-RWC", "J5R-3h-RWC", "gs1-dg-ImL"])
        #expect(unwinds.map(\.unwind?.resolution) == [.exact, .exact, .exact])
        #expect(result.warnings.isEmpty)
    }

    @Test func oldRatingsStoryboardHasLegacyKindsGesturesAndTieBreakers() throws {
        let flow = try importFlow("doddme+Ratings/Ratings/en.lproj/MainStoryboard.storyboard").flow
        let gestures = try #require(flow.scene(id: "obR-mD-kvm"))
        #expect(gestures.title == "Gestures")
        #expect(gestures.tabBarItem == TabBarItem(title: "Gestures", image: "Gestures.png"))
        let best = try segue("sxr-do-JUC", in: flow)
        #expect(best.kind == .custom)
        #expect(best.customClass == "SuperCoolSegue")
        #expect(best.trigger == Trigger(kind: .gesture, title: "Swipe right"))
        #expect(try segue("CLR-Oh-xCQ", in: flow).trigger == Trigger(kind: .gesture, title: "Tap ×2"))
        // push → show, modal → present; the tie-breaker references to zH7…, gwn…, sxr… add nothing.
        #expect(try segue("RcF-Lk-OSE", in: flow).kind == .show)
        #expect(try segue("GVi-ad-RkT", in: flow).kind == .present)
        #expect(try segue("GVi-ad-RkT", in: flow).presentation?.transitionStyle == "coverVertical")
        #expect(flow.segues.filter { ["zH7-Vq-Q8c", "gwn-bN-wui", "sxr-do-JUC"].contains($0.id) }.count == 3)
        #expect(flow.children(of: "dwh-7P-cWV").map(\.role) == [.tab(0), .tab(1)])
    }

    @Test func oldIPadStoryboardHasALegacyPopoverFromAToolbarItem() throws {
        let flow = try importFlow("doddme+Ratings/Ratings/en.lproj/MainStoryboard~ipad.storyboard").flow
        let popover = try segue("GYw-N3-5xp", in: flow)
        #expect(popover.kind == .popover)
        #expect(popover.identifier == "ShowPopover")
        #expect(popover.trigger == Trigger(kind: .barButton, elementID: "Y3T-el-5NE", title: "Menu"))
        #expect(popover.popoverAnchor == "Menu")
        #expect(flow.children(of: "LhO-pG-Ebs").map(\.role) == [.master, .detail])
    }

    @Test func oldIPadStoryboardIsAnIPadFlowWhoseDetailHasAToolbar() throws {
        let flow = try importFlow("doddme+Ratings/Ratings/en.lproj/MainStoryboard~ipad.storyboard").flow
        #expect(flow.device == .pad)
        let detail = try #require(flow.scene(id: "rkw-cA-B5E"))
        // The flexible space before "Menu" shows nothing and is left out.
        #expect(detail.content.elements == [.toolbar(Toolbar(id: "EhY-Nn-9ax", items: [BarButton(id: "Y3T-el-5NE", title: "Menu")]))])
        let popover = try segue("GYw-N3-5xp", in: flow)
        #expect(detail.content.containsElement(id: try #require(popover.trigger.elementID)))
    }

    @Test func iPhoneStoryboardsRecordTheDeviceTheyAreViewedAs() throws {
        #expect(try importFlow("huydemi+Ratings/Ratings/Base.lproj/Players.storyboard").flow.device == .phone)
        #expect(try importFlow("doddme+Ratings/Ratings/en.lproj/MainStoryboard.storyboard").flow.device == nil)
    }

    @Test func segueRazerStoryboardKeepsPresentationDetails() throws {
        let flow = try importFlow("szotp+SegueRazer/TestProjects/Simple/Simple/Base.lproj/Main.storyboard").flow
        let modal = try segue("5cp-wr-A8G", in: flow)
        #expect(modal.presentation == Presentation(presentationStyle: "fullScreen", transitionStyle: "partialCurl", animates: false))
        #expect(modal.trigger == Trigger(kind: .button, elementID: "zqo-dR-an0", title: "PresentModally"))
        #expect(try segue("Cmz-mB-bff", in: flow).popoverAnchor == "Popover")
        #expect(try segue("e34-bO-5Vj", in: flow).customClass == "CustomSegue")
        #expect(try segue("QvM-LT-jaN", in: flow).trigger == .manual)
        #expect(try segue("HCu-w1-egU", in: flow).trigger.kind == .cell)
        #expect(flow.scene(id: "2ax-aG-h51")?.kind == .collectionViewController)
    }

    @Test func catalogDirectoryResolvesTheSearchReference() throws {
        let result = try StoryboardImporter().importFlow(paths: [Corpus.path("JakeDobson+UIKitCatalog/UIKitCatalog/Base.lproj")])
        #expect(result.warnings.isEmpty)
        #expect(result.flow.scenes.count == 43 - 1 + 8)
        #expect(try segue("Main/0lH-cQ-pN2", in: result.flow).destination == "Search/6Ay-cF-67z")
        #expect(result.flow.initialSceneID == "Main/H1p-Uh-vWS")
    }
}
