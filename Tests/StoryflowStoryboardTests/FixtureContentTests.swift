import Foundation
import Storyflow
import StoryflowStoryboard
import Testing

/// What the importer reads from the fixture storyboards of `Fixtures/`, checked against the files by hand:
/// every trap the corpus holds, in files that come with the repository.
@Suite struct FixtureContentTests {
    private func importFlow(_ relativePaths: String..., sourcesDirectory: String? = nil) throws -> ImportResult {
        try StoryboardImporter().importFlow(
            paths: relativePaths.map(FixtureStoryboards.path),
            sourcesDirectory: sourcesDirectory.map(FixtureStoryboards.path)
        )
    }

    private func segue(_ id: String, in flow: Flow) throws -> Segue {
        try #require(flow.segues.first { $0.id == id })
    }

    /// The warnings each fixture raises when imported alone; files not listed raise none.
    private static let expectedWarnings: [String: [ImportWarning.Problem]] = [
        "Kitchen/Base.lproj/Main.storyboard": [
            .missingReferencedStoryboard(storyboard: "Recipes"), .missingReferencedStoryboard(storyboard: "Settings"),
        ],
        "Kitchen/Base.lproj/Recipes.storyboard": [
            .ambiguousUnwind(action: "unwindWithSelectedCategory:", chosen: "Add-Rc-001", candidates: ["Add-Rc-001", "Rcp-Rc-001"]),
        ],
        "Links/Base.lproj/Main.storyboard": [
            .missingReferencedStoryboard(storyboard: "Settings"), .missingReferencedStoryboard(storyboard: "Profile"),
        ],
        "Segues/Base.lproj/Main.storyboard": [.unresolvedUnwind(action: "unwindToHome:")],
    ]

    @Test(arguments: FixtureStoryboards.storyboards)
    func warningsOfFixtureFiles(_ relativePath: String) throws {
        #expect(try importFlow(relativePath).warnings.map(\.problem) == Self.expectedWarnings[relativePath] ?? [])
    }

    @Test func recipesStoryboardHasPrototypeAndStaticCellsBarButtonsAndUnwinds() throws {
        let flow = try importFlow("Kitchen/Base.lproj/Recipes.storyboard").flow
        #expect(flow.device == .phone)
        #expect(flow.initialSceneID == "Nav-Rc-001")
        #expect(flow.scene(id: "Nav-Rc-001")?.tabBarItem == TabBarItem(title: "Recipes", image: "book"))
        let recipes = try #require(flow.scene(id: "Rcp-Rc-001"))
        #expect(recipes.kind == .tableViewController)
        #expect(recipes.customClass == "RecipesViewController")
        #expect(recipes.content.navigationBar?.rightItems == [BarButton(id: "Add-Rc-Btn", systemItem: .add)])
        #expect(recipes.content.allElements.flatMap(\.cells) == [
            Cell(id: "Cel-Rc-001", style: .subtitle, text: "Title", detailText: "Subtitle", accessory: .disclosureIndicator, reuseIdentifier: "RecipeCell"),
        ])

        let addRecipe = try #require(flow.scene(id: "Add-Rc-001"))
        guard case .table(let table)? = addRecipe.content.elements.first else { Issue.record("no table"); return }
        #expect(table.cellContent == .staticCells)
        #expect(table.style == .grouped)
        #expect(table.sections.map(\.header) == ["Name", nil])
        #expect(table.sections[0].cells == [
            Cell(id: "Cel-Rc-Nam", style: .custom, elements: [.textField(TextField(id: "Fld-Rc-Nam", placeholder: "Name"))]),
        ])
        #expect(table.sections[1].cells == [
            Cell(id: "Cel-Rc-Cat", style: .rightDetail, text: "Category", detailText: "Soup", accessory: .disclosureIndicator),
        ])

        #expect(try segue("Sgu-Rc-Shw", in: flow).trigger == Trigger(kind: .cell, elementID: "Cel-Rc-001", title: "Title"))
        let add = try segue("Sgu-Rc-Add", in: flow)
        #expect(add.kind == .present)
        #expect(add.trigger == Trigger(kind: .barButton, elementID: "Add-Rc-Btn", title: "+"))
        #expect(try segue("Sgu-Rc-Pck", in: flow).trigger == Trigger(kind: .cell, elementID: "Cel-Rc-Cat", title: "Category"))
        let cancel = try segue("Unw-Rc-Cnl", in: flow)
        #expect(cancel.destination == "Rcp-Rc-001")
        #expect(cancel.unwind == Unwind(action: "cancelToRecipes:", resolution: .inferred))
        #expect(cancel.trigger == Trigger(kind: .barButton, elementID: "Cnl-Rc-Btn", title: "Cancel"))
        let save = try segue("Unw-Rc-Sav", in: flow)
        #expect(save.identifier == "SaveRecipe")
        #expect(save.unwind == Unwind(action: "saveRecipe:", resolution: .inferred))
        let pick = try segue("Unw-Rc-Cat", in: flow)
        #expect(pick.destination == "Add-Rc-001")
        #expect(pick.unwind == Unwind(action: "unwindWithSelectedCategory:", resolution: .ambiguous, candidates: ["Add-Rc-001", "Rcp-Rc-001"]))
    }

    @Test func kitchenUnwindsResolveExactlyWithTheAppSources() throws {
        let result = try importFlow("Kitchen/Base.lproj/Recipes.storyboard", sourcesDirectory: "Kitchen/Sources")
        let unwinds = result.flow.segues.filter { $0.kind == .unwind }
        #expect(unwinds.map(\.id) == ["Unw-Rc-Cnl", "Unw-Rc-Sav", "Unw-Rc-Cat"])
        #expect(unwinds.map(\.destination) == ["Rcp-Rc-001", "Rcp-Rc-001", "Add-Rc-001"])
        #expect(unwinds.map(\.unwind?.resolution) == [.exact, .exact, .exact])
        #expect(result.warnings.isEmpty)
    }

    @Test func kitchenFolderLoadsIntoOneFlowAndResolvesItsReferences() throws {
        let result = try importFlow("Kitchen/Base.lproj")
        let flow = result.flow
        #expect(flow.name == "Main")
        #expect(flow.initialSceneID == "Main/Tab-Kc-001")
        // Main's 5 scenes minus its 2 resolved references, Recipes' 6 and Settings' 1; the launch screen is left out.
        #expect(flow.scenes.count == 10)
        #expect(!flow.scenes.contains { $0.kind == .reference || $0.id.hasPrefix("LaunchScreen/") })
        #expect(flow.children(of: "Main/Tab-Kc-001").map(\.scene) == ["Recipes/Nav-Rc-001", "Main/Tmr-Kc-001", "Settings/Acc-St-001"])
        #expect(flow.children(of: "Main/Tab-Kc-001").map(\.role) == [.tab(0), .tab(1), .tab(2)])
        // The referenced scene keeps its own tab bar item, or takes the reference's when it has none.
        #expect(flow.scene(id: "Recipes/Nav-Rc-001")?.tabBarItem == TabBarItem(title: "Recipes", image: "book"))
        #expect(flow.scene(id: "Settings/Acc-St-001")?.tabBarItem == TabBarItem(title: "Account", image: "person"))
        #expect(try segue("Main/Emb-Tm-001", in: flow).trigger == Trigger(kind: .containerView, elementID: "Box-Tm-001"))
        #expect(try segue("Main/Emb-Tm-001", in: flow).destination == "Main/Prs-Kc-001")
        #expect(result.warnings.map(\.problem) == [
            .ambiguousUnwind(
                action: "unwindWithSelectedCategory:", chosen: "Recipes/Add-Rc-001", candidates: ["Recipes/Add-Rc-001", "Recipes/Rcp-Rc-001"]
            ),
        ])
    }

    @Test func aLaunchScreenNamedExplicitlyIsLoadedButNotTheEntry() throws {
        let result = try importFlow(
            "Kitchen/Base.lproj/LaunchScreen.storyboard", "Kitchen/Base.lproj/Main.storyboard",
            "Kitchen/Base.lproj/Recipes.storyboard", "Kitchen/Base.lproj/Settings.storyboard"
        )
        #expect(result.flow.scenes.count == 11)
        #expect(result.flow.scene(id: "LaunchScreen/Lch-Ls-001") != nil)
        #expect(result.flow.initialSceneID == "Main/Tab-Kc-001")
    }

    @Test func legacyStoryboardHasOldKindsGesturesAndTieBreakers() throws {
        let flow = try importFlow("Legacy/en.lproj/MainStoryboard.storyboard").flow
        #expect(flow.device == nil)
        let shortcuts = try #require(flow.scene(id: "gSh-Lg-001"))
        #expect(shortcuts.title == "Shortcuts")
        #expect(shortcuts.tabBarItem == TabBarItem(title: "Shortcuts", image: "Shortcuts.png"))
        #expect(shortcuts.content.navigationBar == NavigationBar(title: "Shortcuts"))
        // Gesture recognizers sit beside the controller in <objects>, not inside it.
        let swipe = try segue("gCs-Lg-001", in: flow)
        #expect(swipe.source == "gSh-Lg-001")
        #expect(swipe.kind == .custom)
        #expect(swipe.customClass == "FadeSegue")
        #expect(swipe.trigger == Trigger(kind: .gesture, title: "Swipe right"))
        #expect(try segue("gCs-Lg-002", in: flow).trigger == Trigger(kind: .gesture, title: "Tap ×2"))
        // push → show, modal → present; the tie-breaker references to gMd…2, gPs…2, gCs…1 add nothing.
        #expect(try segue("gPs-Lg-001", in: flow).kind == .show)
        #expect(try segue("gPs-Lg-001", in: flow).trigger == Trigger(kind: .cell, elementID: "gCl-Lg-001", title: "Title"))
        let add = try segue("gMd-Lg-001", in: flow)
        #expect(add.kind == .present)
        #expect(add.presentation?.transitionStyle == "coverVertical")
        #expect(add.trigger == Trigger(kind: .barButton, elementID: "gAd-Lg-001", title: "+"))
        #expect(try segue("gMd-Lg-002", in: flow).trigger == .manual)
        #expect(try segue("gPs-Lg-002", in: flow).trigger == .manual)
        #expect(flow.segues.filter { ["gMd-Lg-002", "gPs-Lg-002", "gCs-Lg-001"].contains($0.id) }.count == 3)
        #expect(flow.children(of: "gTb-Lg-001").map(\.role) == [.tab(0), .tab(1)])
    }

    @Test func legacyIPadStoryboardIsAnIPadSplitViewWithAToolbarPopover() throws {
        let flow = try importFlow("Legacy/en.lproj/MainStoryboard~ipad.storyboard").flow
        #expect(flow.device == .pad)
        #expect(flow.initialSceneID == "5")
        #expect(flow.children(of: "5").map(\.role) == [.master, .detail])
        #expect(flow.children(of: "5").map(\.scene) == ["8", "10"])
        #expect(flow.scene(id: "15")?.title == "Beds")

        let detail = try #require(flow.scene(id: "10"))
        // The flexible space before "Tools" shows nothing and is left out.
        #expect(detail.content.elements == [.toolbar(Toolbar(id: "29", items: [BarButton(id: "31", title: "Tools")]))])
        let popover = try segue("33", in: flow)
        #expect(popover.kind == .popover)
        #expect(popover.identifier == "ShowTools")
        #expect(popover.trigger == Trigger(kind: .barButton, elementID: "31", title: "Tools"))
        #expect(popover.popoverAnchor == "Tools")
        #expect(detail.content.containsElement(id: "31"))

        let replace = try segue("22", in: flow)
        #expect(replace.kind == .showDetail)
        #expect(replace.destination == "21")
        #expect(replace.trigger.kind == .cell)
    }

    @Test func seguesStoryboardFiresSeguesFromEveryPlace() throws {
        let flow = try importFlow("Segues/Base.lproj/Main.storyboard").flow
        let triggers = Dictionary(uniqueKeysWithValues: flow.segues.map { ($0.id, $0.trigger) })
        #expect(triggers == [
            "Sgu-Sg-Shw": Trigger(kind: .button, elementID: "Btn-Sg-Shw", title: "Show"),
            "Sgu-Sg-Dtl": Trigger(kind: .button, elementID: "Btn-Sg-Dtl", title: "Detail"),
            "Sgu-Sg-Prs": Trigger(kind: .button, elementID: "Btn-Sg-Prs", title: "Present"),
            "Sgu-Sg-Pop": Trigger(kind: .button, elementID: "Btn-Sg-Pop", title: "Popover"),
            "Sgu-Sg-Cus": Trigger(kind: .button, elementID: "Btn-Sg-Cus", title: "Custom"),
            "Sgu-Sg-Lst": Trigger(kind: .button, elementID: "Btn-Sg-Lst", title: "List"),
            "Sgu-Sg-Grd": Trigger(kind: .button, elementID: "Btn-Sg-Grd", title: "Grid"),
            "Sgu-Sg-Emb": Trigger(kind: .containerView, elementID: "Box-Sg-Hom"),
            "Sgu-Sg-Cmp": Trigger(kind: .barButton, elementID: "Cmp-Sg-Hom", title: "✎"),
            "Sgu-Sg-Man": .manual,
            "Rel-Sg-001": .manual,
            "Unw-Sg-Dst": Trigger(kind: .button, elementID: "Btn-Sg-Bck", title: "Back"),
            "Rel-Sg-002": .manual,
            "Sgu-Sg-Cel": Trigger(kind: .cell, elementID: "Cel-Sg-Lst", title: "Item"),
            "Sgu-Sg-Til": Trigger(kind: .cell, elementID: "Cel-Sg-Grd", title: "TileCell"),
            "Unw-Sg-Orp": Trigger(kind: .button, elementID: "Btn-Sg-Orp", title: "Leave"),
        ])
        // Every trigger is an element of its source scene, but for the collection view cell: a
        // collection view is not scene content, so its cells are not elements.
        for segue in flow.segues where segue.id != "Sgu-Sg-Til" {
            let source = try #require(flow.scene(id: segue.source))
            #expect(segue.trigger.elementID.map(source.content.containsElement(id:)) ?? true, "\(segue.id)")
        }
        #expect(try segue("Sgu-Sg-Prs", in: flow).presentation == Presentation(presentationStyle: "fullScreen", transitionStyle: "partialCurl", animates: false))
        #expect(try segue("Sgu-Sg-Pop", in: flow).kind == .popover)
        #expect(try segue("Sgu-Sg-Pop", in: flow).popoverAnchor == "Popover")
        #expect(try segue("Sgu-Sg-Cus", in: flow).customClass == "CustomSegue")
        #expect(try segue("Sgu-Sg-Dtl", in: flow).kind == .showDetail)
        #expect(try segue("Sgu-Sg-Emb", in: flow).kind == .embed)
        #expect(flow.scene(id: "Grd-Sg-001")?.kind == .collectionViewController)
        #expect(try segue("Unw-Sg-Dst", in: flow).unwind == Unwind(action: "unwindToHome:", resolution: .inferred))
        #expect(try segue("Unw-Sg-Dst", in: flow).destination == "Hom-Sg-001")
        #expect(try segue("Unw-Sg-Orp", in: flow).unwind == Unwind(action: "unwindToHome:", resolution: .unresolved))
        #expect(try segue("Unw-Sg-Orp", in: flow).destination == nil)
    }
}
