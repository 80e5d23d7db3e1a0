import Storyflow
import StoryflowExport
import Testing

@Suite struct ExportLossTests {
    /// A segue loss by segue id, to compare without spelling out whole segues.
    struct SegueLoss: Equatable, CustomStringConvertible {
        let segue: String
        let change: ExportLoss.SegueChange
        var description: String { "\(segue): \(change)" }
    }

    @Test func everySceneChangeOfTheLossesFlowIsNoted() throws {
        let losses = try ExportFixture(name: "Losses", origin: .losses).export().losses

        #expect(losses.filter { if case .segue = $0 { false } else { true } } == [
            .initialSceneNotFound("Nowhere"),
            .scene("Other", .declaredAsViewController(.otherKind)),
            .scene("EmptyNav", .declaredAsViewController(.navigationControllerWithoutRoot)),
            .scene("EmptyNav", .titleFromNavigationItem("Nav Title")),
            .scene("HalfSplit", .declaredAsViewController(.incompleteSplitView)),
            .scene("OddTable", .declaredAsViewController(.tableViewControllerContent)),
            .scene("NavB", .declaredAsViewController(.navigationControllerWithoutRoot)),
            .scene("CycleB", .declaredAsViewController(.navigationControllerWithoutRoot)),
            .scene("Tabs", .tabBarItemLeftOut),
            .scene("Wrong", .referenceLeftOut),
            .scene("Ref", .contentLeftOut),
            .scene("Ref", .customClassLeftOut),
            .scene("Ref", .storyboardIdentifierLeftOut),
            .scene("Ref", .referenceUnresolved),
            .scene("Tables", .prototypeSectionsMerged(table: "sectioned")),
            .scene("Tables", .staticTableWithoutSections(table: "empty")),
            .scene("Tables", .prototypeWithoutReuseIdentifier(cell: "noReuse")),
        ])
    }

    @Test func everySegueChangeOfTheLossesFlowIsNoted() throws {
        let losses = try ExportFixture(name: "Losses", origin: .losses).export().losses
        let segueLosses = losses.compactMap { loss -> SegueLoss? in
            guard case .segue(let segue, let change) = loss else { return nil }
            return SegueLoss(segue: segue.id, change: change)
        }

        #expect(segueLosses == [
            SegueLoss(segue: "ghost", change: .leftOut(.unknownScene("Ghost"))),
            SegueLoss(segue: "HalfSplit.master", change: .leftOut(.roleNotHeld)),
            SegueLoss(segue: "fromContainer", change: .leftOut(.sourceFiresNoSegues)),
            SegueLoss(segue: "NavB.root", change: .leftOut(.secondContainer)),
            SegueLoss(segue: "CycleB.root", change: .leftOut(.containerCycle)),
            SegueLoss(segue: "Tabs.tab2", change: .relationshipDetailsLeftOut),
            SegueLoss(segue: "Tabs.tab2", change: .role(.tab(1))),
            SegueLoss(segue: "Tabs.root", change: .leftOut(.roleNotHeld)),
            SegueLoss(segue: "untitledCell", change: .trigger(Trigger(kind: .cell, elementID: "noReuse", title: ""), .title)),
            SegueLoss(segue: "noDestination", change: .leftOut(.noDestination)),
            SegueLoss(segue: "missing", change: .leftOut(.unknownScene("Missing"))),
            SegueLoss(segue: "inferred", change: .unwindDeclaredExact),
            SegueLoss(segue: "weirdStyle", change: .presentation(Presentation(transitionStyle: "flipHorizontal"))),
            SegueLoss(segue: "popoverPresentation", change: .presentation(nil)),
            SegueLoss(segue: "anchoredShow", change: .detailLeftOut(.popoverAnchor)),
            SegueLoss(segue: "classyShow", change: .detailLeftOut(.customClass)),
            SegueLoss(segue: "unwindShow", change: .detailLeftOut(.unwind)),
            SegueLoss(segue: "roleShow", change: .detailLeftOut(.relationshipRole)),
            SegueLoss(segue: "buttonEmbed", change: .leftOut(.embedNotFromContainerView)),
            SegueLoss(segue: "secondEmbed", change: .leftOut(.embedNotFromContainerView)),
            SegueLoss(segue: "containerShow", change: .trigger(.manual, .elementCannotFire)),
            SegueLoss(segue: "classless", change: .leftOut(.customWithoutClass)),
            SegueLoss(segue: "actionless", change: .leftOut(.unwindWithoutAction)),
            SegueLoss(segue: "gestureOnElement", change: .trigger(Trigger(kind: .gesture, title: "Pinch Gesture"), .gestureElement)),
            SegueLoss(segue: "anonymousManual", change: .leftOut(.triggerNotDeclarable)),
            SegueLoss(segue: "toolbarItem", change: .leftOut(.triggerNotDeclarable)),
            SegueLoss(segue: "retitled", change: .trigger(Trigger(kind: .barButton, elementID: "add", title: "+"), .title)),
        ])
    }

    /// What the fixture storyboards lose in export, and nothing more: these are also the `// Export loss:`
    /// comments of the committed sources.
    @Test(arguments: ExportFixture.fixtureStoryboards)
    func fixtureStoryboardsLoseOnlyWhatTheDSLCannotSay(_ fixture: ExportFixture) throws {
        let expected: [String: [String]] = [
            "KitchenApp": [
                #"segue "Recipes/Unw-Rc-Cat" (unwind to "Recipes/Add-Rc-001"): its target was ambiguous among "Recipes/Add-Rc-001", "Recipes/Rcp-Rc-001"; declared as exact"#,
                #"segue "Recipes/Unw-Rc-Cnl" (unwind to "Recipes/Rcp-Rc-001"): its target was inferred; declared as exact"#,
                #"segue "Recipes/Unw-Rc-Sav" (unwind to "Recipes/Rcp-Rc-001"): its target was inferred; declared as exact"#,
            ],
            "LegacyMain": [
                #"segue "gCs-Lg-001" (custom to "gFn-Lg-001"): the DSL titles its trigger "Swipe Gesture" from its gesture kind"#,
                #"segue "gCs-Lg-002" (custom to "gFn-Lg-001"): the DSL titles its trigger "Tap Gesture" from its gesture kind"#,
            ],
            "LegacyMainIpad": [
                #"scene "15": prototype cell "20" has no reuse identifier; declared with an empty one"#,
                #"segue "22" (showDetail to "21"): the DSL titles its trigger "" from its element"#,
            ],
            "MacMain": [
                #"scene "App-Mc-001": its kind has no DSL declaration; declared as a ViewController"#,
                #"segue "Sht-Mc-001" (present to "New-Mc-001"): its presentation is declared as animated"#,
            ],
            "MacLists": [
                #"scene "Lib-Ml-001": prototype cell "Oco-Ml-001" has no reuse identifier; declared with an empty one"#,
                #"scene "Bks-Ml-001": the prototypes of table "Btv-Ml-001" are declared in one section without titles"#,
                #"scene "Bks-Ml-001": prototype cell "Bc1-Ml-001" has no reuse identifier; declared with an empty one"#,
                #"segue "Sht-Ml-001" (present to "Imt-Ml-001"): its presentation is declared as animated"#,
                #"scene "Imt-Ml-001": the prototypes of table "Itv-Ml-001" are declared in one section without titles"#,
                #"scene "Imt-Ml-001": prototype cell "Ic1-Ml-001" has no reuse identifier; declared with an empty one"#,
            ],
            "ElementsMain": [
                #"scene "Lst-El-001": a table view controller with views besides its table and header views; declared as a ViewController"#,
            ],
            "SeguesMain": [
                #"segue "Unw-Sg-Dst" (unwind to "Hom-Sg-001"): its target was inferred; declared as exact"#,
                #"segue "Unw-Sg-Orp" (unwind to nothing): left out; it has no destination"#,
            ],
        ]

        #expect(try fixture.export().losses.map(\.description) == expected[fixture.name, default: []])
    }

    /// What the corpus loses in export, and nothing more: these are also the `// Export loss:`
    /// comments of the committed sources.
    @Test(Corpus.required, arguments: ExportFixture.corpus)
    func corpusStoryboardsLoseOnlyWhatTheDSLCannotSay(_ fixture: ExportFixture) throws {
        let expected: [String: [String]] = [
            "DoddmeRatingsMain": [
                #"segue "sxr-do-JUC" (custom to "Cdx-Rg-g6V"): the DSL titles its trigger "Swipe Gesture" from its gesture kind"#,
                #"segue "CLR-Oh-xCQ" (custom to "Cdx-Rg-g6V"): the DSL titles its trigger "Tap Gesture" from its gesture kind"#,
                #"scene "RPA-Q4-T6C": its navigation item and views are left out; a container or storyboard reference declares no content"#,
            ],
            "DoddmeRatingsMainIpad": [
                #"scene "EQT-Cl-zLg": prototype cell "iDL-oq-Pd3" has no reuse identifier; declared with an empty one"#,
            ],
            "HuydemiRatingsPlayers": [
                #"segue "kKn-hf-ffC" (unwind to "gs1-dg-ImL"): its target was ambiguous among "gs1-dg-ImL", "J5R-3h-RWC"; declared as exact"#,
                #"segue "5JX-eY-zFb" (unwind to "J5R-3h-RWC"): its target was inferred; declared as exact"#,
                #"segue "YcX-aN-0ZI" (unwind to "J5R-3h-RWC"): its target was inferred; declared as exact"#,
            ],
            "HuydemiRatingsApp": [
                #"segue "Players/kKn-hf-ffC" (unwind to "Players/gs1-dg-ImL"): its target was ambiguous among "Players/gs1-dg-ImL", "Players/J5R-3h-RWC"; declared as exact"#,
                #"segue "Players/5JX-eY-zFb" (unwind to "Players/J5R-3h-RWC"): its target was inferred; declared as exact"#,
                #"segue "Players/YcX-aN-0ZI" (unwind to "Players/J5R-3h-RWC"): its target was inferred; declared as exact"#,
            ],
            "UIKitCatalogMain": [
                #"scene "qCe-qZ-xUZ": its navigation item and views are left out; a container or storyboard reference declares no content"#,
            ],
        ]

        #expect(try fixture.export().losses.map(\.description) == expected[fixture.name, default: []])
    }
}
