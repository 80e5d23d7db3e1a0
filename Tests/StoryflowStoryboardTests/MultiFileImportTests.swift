import Foundation
import Storyflow
import StoryflowStoryboard
import Testing

@Suite struct MultiFileImportTests {
    private static let main = StoryboardFixture.document(initial: "tabs", scenes: [
        StoryboardFixture.scene("""
            <tabBarController id="tabs" sceneMemberID="viewController">
                <connections>
                    <segue destination="toPlayers" kind="relationship" relationship="viewControllers" id="tab0"/>
                    <segue destination="toPrivacy" kind="relationship" relationship="viewControllers" id="tab1"/>
                    <segue destination="toHelp" kind="relationship" relationship="viewControllers" id="tab2"/>
                </connections>
            </tabBarController>
            """, sceneID: "s1"),
        StoryboardFixture.scene("""
            <viewControllerPlaceholder storyboardName="Players" id="toPlayers" sceneMemberID="viewController">
                <tabBarItem key="tabBarItem" title="Item" id="i1"/>
            </viewControllerPlaceholder>
            """, label: "Players", sceneID: "s2"),
        StoryboardFixture.scene("""
            <viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="Privacy" id="toPrivacy" sceneMemberID="viewController">
                <tabBarItem key="tabBarItem" title="Privacy" id="i2"/>
            </viewControllerPlaceholder>
            """, sceneID: "s3"),
        StoryboardFixture.scene(
            #"<viewControllerPlaceholder storyboardName="Help" id="toHelp" sceneMemberID="viewController"/>"#,
            label: "Help", sceneID: "s4"
        ),
    ].joined(separator: "\n"))

    private static let players = StoryboardFixture.document(initial: "nav", scenes: [
        StoryboardFixture.scene("""
            <navigationController id="nav" sceneMemberID="viewController">
                <tabBarItem key="tabBarItem" title="Players" image="Players" id="navTab"/>
                <connections><segue destination="list" kind="relationship" relationship="rootViewController" id="root"/></connections>
            </navigationController>
            """, sceneID: "p1"),
        StoryboardFixture.scene(#"<tableViewController id="list" customClass="PlayersViewController" sceneMemberID="viewController"/>"#, sceneID: "p2"),
    ].joined(separator: "\n"))

    private static let settings = StoryboardFixture.document(scenes: [
        StoryboardFixture.scene(#"<viewController storyboardIdentifier="Privacy" id="privacy" sceneMemberID="viewController"/>"#, sceneID: "t1"),
    ].joined(separator: "\n"))

    @Test func referencesResolveToTheReferencedScenes() throws {
        let result = try StoryboardFixture.importFlow([("Main", Self.main), ("Players", Self.players), ("Settings", Self.settings)])
        let flow = result.flow
        #expect(flow.name == "Main")
        #expect(flow.initialSceneID == "Main/tabs")
        #expect(flow.scenes.map(\.id) == ["Main/tabs", "Main/toHelp", "Players/nav", "Players/list", "Settings/privacy"])
        #expect(flow.children(of: "Main/tabs").map(\.scene) == ["Players/nav", "Settings/privacy", "Main/toHelp"])
        #expect(flow.segues.map(\.id) == ["Main/tab0", "Main/tab1", "Main/tab2", "Players/root"])
        // The referenced scene keeps its own tab bar item, or takes the reference's when it has none.
        #expect(flow.scene(id: "Players/nav")?.tabBarItem == TabBarItem(title: "Players", image: "Players"))
        #expect(flow.scene(id: "Settings/privacy")?.tabBarItem == TabBarItem(title: "Privacy"))
        // A storyboard that was not loaded stays a visible, unresolved reference.
        let help = try #require(flow.scene(id: "Main/toHelp"))
        #expect(help.kind == .reference)
        #expect(help.title == "Help")
        #expect(help.reference == SceneReference(storyboard: "Help", isResolved: false))
        #expect(result.warnings.map(\.description) == [
            "Main.storyboard:39: warning: storyboard reference to 'Help', which was not loaded; pass Help.storyboard (or its directory) too (object 'toHelp')",
        ])
    }

    /// `Fixtures/Links`: two tabs are RBStoryboardLink controllers, which load another storyboard's
    /// scene at run time by their user-defined runtime attributes.
    @Test func aRuntimeStoryboardLinkIsAReferenceToTheSceneItNames() throws {
        let result = try StoryboardImporter().importFlow(paths: [FixtureStoryboards.path("Links/Base.lproj")])
        let flow = result.flow
        #expect(flow.children(of: "Main/Tab-Ln-001").map(\.scene) == ["Settings/Prf-Lp-001", "Main/Lnk-Ln-002", "Main/Hom-Ln-001"])
        #expect(flow.scene(id: "Settings/Prf-Lp-001")?.tabBarItem == TabBarItem(title: "Settings"))
        let profile = try #require(flow.scene(id: "Main/Lnk-Ln-002"))
        #expect(profile.kind == .reference)
        #expect(profile.customClass == "RBStoryboardLink")
        #expect(profile.title == "ProfileHome")
        #expect(profile.reference == SceneReference(storyboard: "Profile", identifier: "ProfileHome", isResolved: false))
        #expect(result.warnings.map(\.problem) == [.missingReferencedStoryboard(storyboard: "Profile")])
    }

    @Test func theEntryStoryboardIsTheOneNobodyReferences() throws {
        let flow = try StoryboardFixture.importFlow([("Players", Self.players), ("Main", Self.main)]).flow
        #expect(flow.name == "Main")
        #expect(flow.initialSceneID == "Main/tabs")
    }

    @Test func aMissingReferencedSceneIsAWarning() throws {
        let settings = StoryboardFixture.document(scenes: StoryboardFixture.scene(#"<viewController id="other" sceneMemberID="viewController"/>"#))
        let result = try StoryboardFixture.importFlow([("Main", Self.main), ("Players", Self.players), ("Settings", settings)])
        #expect(result.flow.scene(id: "Main/toPrivacy")?.reference == SceneReference(storyboard: "Settings", identifier: "Privacy", isResolved: false))
        #expect(result.warnings.map(\.problem) == [
            .missingReferencedScene(storyboard: "Settings", identifier: "Privacy"),
            .missingReferencedStoryboard(storyboard: "Help"),
        ])
    }

    @Test func aReferenceWithinTheSameStoryboardResolvesInASingleFile() throws {
        let xml = StoryboardFixture.document(initial: "home", scenes: [
            StoryboardFixture.scene("""
                <viewController id="home" sceneMemberID="viewController">
                    <connections><segue destination="ref" kind="show" id="go"/></connections>
                </viewController>
                """, sceneID: "s1"),
            StoryboardFixture.scene(#"<viewControllerPlaceholder referencedIdentifier="Detail" id="ref" sceneMemberID="viewController"/>"#, sceneID: "s2"),
            StoryboardFixture.scene(#"<viewController storyboardIdentifier="Detail" id="detail" sceneMemberID="viewController"/>"#, sceneID: "s3"),
        ].joined(separator: "\n"))
        let result = try StoryboardFixture.importFlow(xml)
        #expect(result.flow.scenes.map(\.id) == ["home", "detail"])
        #expect(result.flow.segues.map(\.destination) == ["detail"])
        #expect(result.warnings.isEmpty)
    }

    @Test func storyboardsWithTheSameNameAreKeyedByTheirPaths() throws {
        let one = StoryboardFixture.document(initial: "vc", scenes: StoryboardFixture.scene(#"<viewController id="vc" sceneMemberID="viewController"/>"#))
        let result = try StoryboardImporter().importFlow(storyboards: [
            StoryboardFile(path: "Simple/Base.lproj/Main.storyboard", contents: one),
            StoryboardFile(path: "SimpleConverted/Base.lproj/Main.storyboard", contents: one),
            StoryboardFile(path: "SimpleConverted/Base.lproj/Other.storyboard", contents: one),
        ])
        #expect(result.flow.scenes.map(\.id) == ["Simple/Base.lproj/Main/vc", "SimpleConverted/Base.lproj/Main/vc", "Other/vc"])
        #expect(result.flow.initialSceneID == "Simple/Base.lproj/Main/vc")
    }

    @Test(Corpus.required) func aCorpusDirectoryLoadsIntoOneFlow() throws {
        let result = try StoryboardImporter().importFlow(paths: [Corpus.path("huydemi+Ratings/Ratings/Base.lproj")])
        let flow = result.flow
        #expect(flow.name == "Main")
        #expect(flow.initialSceneID == "Main/Oal-uc-V8o")
        // Main's 3 scenes minus the resolved reference, plus Players' 5; the launch screen is left out.
        #expect(flow.scenes.count == 7)
        #expect(!flow.scenes.contains { $0.kind == .reference || $0.id.hasPrefix("LaunchScreen/") })
        #expect(flow.children(of: "Main/Oal-uc-V8o").map(\.scene) == ["Players/Kc9-h1-Ya3", "Main/P4Z-cc-qy5"])
        #expect(flow.children(of: "Main/Oal-uc-V8o").map(\.role) == [.tab(0), .tab(1)])
        #expect(result.warnings.map(\.problem) == [
            .ambiguousUnwind(action: "unwindWithSelectedGameWithSegue:", chosen: "Players/gs1-dg-ImL", candidates: ["Players/gs1-dg-ImL", "Players/J5R-3h-RWC"]),
        ])
    }

    @Test(Corpus.required) func aLaunchScreenNamedExplicitlyIsLoadedButNotTheEntry() throws {
        let directory = Corpus.path("huydemi+Ratings/Ratings/Base.lproj")
        let result = try StoryboardImporter().importFlow(paths: [
            directory + "/LaunchScreen.storyboard", directory + "/Main.storyboard", directory + "/Players.storyboard",
        ])
        #expect(result.flow.scenes.count == 8)
        #expect(result.flow.scene(id: "LaunchScreen/01J-lp-oVM") != nil)
        #expect(result.flow.initialSceneID == "Main/Oal-uc-V8o")
    }
}

extension MultiFileImportTests {
    @Test(Corpus.required) func aCorpusDirectoryLeavesOutItsLaunchScreens() throws {
        let catalog = try StoryboardImporter().importFlow(paths: [Corpus.path("JakeDobson+UIKitCatalog/UIKitCatalog")]).flow
        #expect(catalog.scenes.count == 50)
        #expect(!catalog.scenes.contains { $0.id.hasPrefix("LaunchScreen/") })
    }

    @Test func aDirectoryHoldingOnlyALaunchScreenLoadsIt() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("launch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.copyItem(
            atPath: FixtureStoryboards.path("Kitchen/Base.lproj/LaunchScreen.storyboard"),
            toPath: directory.appendingPathComponent("LaunchScreen.storyboard").path
        )
        let launch = try StoryboardImporter().importFlow(paths: [directory.path]).flow
        #expect(launch.scenes.map(\.id) == ["Lch-Ls-001"])
        #expect(launch.initialSceneID == "Lch-Ls-001")
    }

    /// A folder of two independent storyboards, `Alpha` (sorted first) and `Main`, and an `Info.plist` if given.
    private func folderFlow(infoPlistMain: String?) throws -> Flow {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("main-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("App"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for name in ["Alpha", "Main"] {
            let document = StoryboardFixture.document(initial: "\(name)VC", scenes: StoryboardFixture.scene(
                #"<viewController id="\#(name)VC" sceneMemberID="viewController"/>"#, sceneID: name))
            try document.write(to: directory.appendingPathComponent("\(name).storyboard"), atomically: true, encoding: .utf8)
        }
        if let infoPlistMain {
            let plist = try PropertyListSerialization.data(fromPropertyList: ["UIMainStoryboardFile": infoPlistMain], format: .xml, options: 0)
            try plist.write(to: directory.appendingPathComponent("App/Info.plist"))
        }
        return try StoryboardImporter().importFlow(paths: [directory.path]).flow
    }

    @Test func aFolderIsNamedAfterItsMainStoryboardAndStartsThere() throws {
        let flow = try folderFlow(infoPlistMain: nil)
        #expect(flow.name == "Main")
        #expect(flow.initialSceneID == "Main/MainVC")
    }

    @Test func theStoryboardInfoPlistNamesIsTheMainOne() throws {
        let flow = try folderFlow(infoPlistMain: "Alpha")
        #expect(flow.name == "Alpha")
        #expect(flow.initialSceneID == "Alpha/AlphaVC")
    }
}
