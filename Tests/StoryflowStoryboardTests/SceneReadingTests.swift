import Storyflow
import StoryflowStoryboard
import Testing

@Suite struct SceneReadingTests {
    @Test(arguments: [
        ("viewController", SceneKind.viewController),
        ("tableViewController", .tableViewController),
        ("collectionViewController", .collectionViewController),
        ("navigationController", .navigationController),
        ("tabBarController", .tabBarController),
        ("splitViewController", .splitViewController),
        ("pageViewController", .pageViewController),
        ("viewControllerPlaceholder", .reference),
        ("windowController", .windowController),
        ("tabViewController", .tabBarController),
        ("application", .other),
        ("hostingController", .other),
        ("avPlayerViewController", .other),
    ])
    func controllerElementsMapToKinds(element: String, kind: SceneKind) throws {
        let xml = StoryboardFixture.document(initial: "vc", scenes: StoryboardFixture.scene(
            #"<\#(element) id="vc" sceneMemberID="viewController"/>"#
        ))
        let flow = try StoryboardFixture.importFlow(xml).flow
        #expect(flow.scenes.map(\.kind) == [kind])
        #expect(flow.scenes.map(\.id) == ["vc"])
        #expect(flow.initialSceneID == "vc")
    }

    @Test func onlyViewControllerMembersAreScenes() throws {
        let xml = StoryboardFixture.document(scenes: StoryboardFixture.scene("""
            <viewController id="vc" sceneMemberID="viewController"/>
            <tapGestureRecognizer id="tap"/>
            """))
        let flow = try StoryboardFixture.importFlow(xml).flow
        #expect(flow.scenes.map(\.id) == ["vc"])
    }

    @Test func titleComesFromNavigationItemThenTitleThenClassThenSceneLabel() throws {
        let xml = StoryboardFixture.document(scenes: [
            StoryboardFixture.scene("""
                <viewController title="Own Title" id="a" customClass="AViewController" sceneMemberID="viewController">
                    <navigationItem key="navigationItem" title="Nav Title" id="a-nav"/>
                </viewController>
                """, label: "Label A", sceneID: "s1"),
            StoryboardFixture.scene(#"<viewController title="Own Title" id="b" customClass="BViewController" sceneMemberID="viewController"/>"#, label: "Label B", sceneID: "s2"),
            StoryboardFixture.scene(#"<viewController id="c" customClass="CViewController" sceneMemberID="viewController"/>"#, label: "Label C", sceneID: "s3"),
            StoryboardFixture.scene(#"<viewController id="d" sceneMemberID="viewController"/>"#, label: "Players", sceneID: "s4"),
            StoryboardFixture.scene(#"<viewController id="e" sceneMemberID="viewController"/>"#, sceneID: "s5"),
        ].joined(separator: "\n"))
        let flow = try StoryboardFixture.importFlow(xml).flow
        #expect(flow.scenes.map(\.title) == ["Nav Title", "Own Title", "CViewController", "Players", nil])
        #expect(flow.scenes.map(\.customClass) == ["AViewController", "BViewController", "CViewController", nil, nil])
    }

    @Test func storyboardIdentifierAndLocationAreKept() throws {
        let xml = StoryboardFixture.document(scenes: StoryboardFixture.scene(
            #"<viewController storyboardIdentifier="Detail" id="vc" sceneMemberID="viewController"/>"#
        ))
        let scene = try #require(try StoryboardFixture.importFlow(xml).flow.scenes.first)
        #expect(scene.storyboardIdentifier == "Detail")
        #expect(scene.location == SourceLocation(file: "Main.storyboard", line: 6, objectID: "vc"))
    }

    @Test func tabBarItemIsRead() throws {
        let xml = StoryboardFixture.document(scenes: [
            StoryboardFixture.scene("""
                <viewController id="a" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" title="Players" image="Players" badgeValue="3" id="a-tab"/>
                </viewController>
                """, sceneID: "s1"),
            StoryboardFixture.scene("""
                <viewController id="b" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" systemItem="favorites" id="b-tab"/>
                </viewController>
                """, sceneID: "s2"),
        ].joined(separator: "\n"))
        let flow = try StoryboardFixture.importFlow(xml).flow
        #expect(flow.scenes.map(\.tabBarItem) == [
            TabBarItem(title: "Players", image: "Players", badge: "3"),
            TabBarItem(title: "Favorites"),
        ])
    }

    /// Xcode 4.2 storyboards: `version="1.0"`, numeric object ids, scenes labelled "Class - Title".
    @Test func oldFormatWithNumericIDsIsRead() throws {
        let xml = StoryboardFixture.document(initial: "3", version: "1.0", scenes: [
            StoryboardFixture.scene("""
                <navigationController id="3" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="4"/>
                    <connections>
                        <segue destination="2" kind="relationship" relationship="rootViewController" id="5"/>
                    </connections>
                </navigationController>
                """, label: "Navigation Controller", sceneID: "6"),
            StoryboardFixture.scene("""
                <viewController id="2" customClass="ViewController" sceneMemberID="viewController">
                    <navigationItem key="navigationItem" title="Home" id="7"/>
                </viewController>
                """, label: "View Controller - Home", sceneID: "8"),
        ].joined(separator: "\n"))
        let flow = try StoryboardFixture.importFlow(xml).flow
        #expect(flow.scenes.map(\.id) == ["3", "2"])
        #expect(flow.scenes.map(\.title) == ["Navigation Controller", "Home"])
        #expect(flow.segues.map(\.id) == ["5"])
        #expect(flow.children(of: "3").map(\.scene) == ["2"])
        #expect(flow.initialSceneID == "3")
    }

    @Test func storyboardReferenceIsAReferenceScene() throws {
        let xml = StoryboardFixture.document(scenes: StoryboardFixture.scene(
            #"<viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="Privacy" id="ref" sceneMemberID="viewController"/>"#,
            label: "Settings"
        ))
        let result = try StoryboardFixture.importFlow(xml)
        let scene = try #require(result.flow.scenes.first)
        #expect(scene.kind == .reference)
        #expect(scene.title == "Settings")
        #expect(scene.reference == SceneReference(storyboard: "Settings", identifier: "Privacy", isResolved: false))
    }
}
