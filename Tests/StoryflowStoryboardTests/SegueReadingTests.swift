import Storyflow
import StoryflowStoryboard
import Testing

@Suite struct SegueReadingTests {
    /// A storyboard with a source scene `src` (holding `sourceBody`), plain scenes `a` and `b`, and `trailer`.
    private func importFlow(sourceBody: String, beside: String = "", trailer: String = "") throws -> ImportResult {
        let xml = StoryboardFixture.document(initial: "src", scenes: [
            StoryboardFixture.scene("""
                <viewController id="src" customClass="SourceViewController" sceneMemberID="viewController">
                \(sourceBody)
                </viewController>
                \(beside)
                """, sceneID: "s-src"),
            StoryboardFixture.scene(#"<viewController id="a" sceneMemberID="viewController"/>"#, sceneID: "s-a"),
            StoryboardFixture.scene(#"<viewController id="b" sceneMemberID="viewController"/>"#, sceneID: "s-b"),
        ].joined(separator: "\n"), trailer: trailer)
        return try StoryboardFixture.importFlow(xml)
    }

    @Test(arguments: [
        ("push", SegueKind.show), ("modal", .present), ("popover", .popover), ("replace", .showDetail),
        ("show", .show), ("showDetail", .showDetail), ("presentation", .present), ("popoverPresentation", .popover),
        ("embed", .embed), ("custom", .custom),
    ])
    func kindTokensMap(token: String, kind: SegueKind) throws {
        let result = try importFlow(sourceBody: """
            <connections><segue destination="a" kind="\(token)" identifier="Go" id="seg"/></connections>
            """)
        #expect(result.flow.segues.map(\.kind) == [kind])
        #expect(result.flow.segues.first?.destination == "a")
        #expect(result.flow.segues.first?.identifier == "Go")
        #expect(result.warnings.isEmpty)
    }

    @Test func tieBreakerReferencesAreNotSegues() throws {
        let result = try importFlow(
            sourceBody: #"<connections><segue destination="a" kind="show" id="real"/></connections>"#,
            trailer: """
                <inferredMetricsTieBreakers>
                    <segue reference="real"/>
                    <segue reference="gone"/>
                </inferredMetricsTieBreakers>
                """
        )
        #expect(result.flow.segues.map(\.id) == ["real"])
        #expect(result.warnings.isEmpty)
    }

    @Test func gestureRecognizerBesideTheControllerTriggersASegue() throws {
        let result = try importFlow(sourceBody: "", beside: """
            <swipeGestureRecognizer direction="right" id="swipe">
                <connections><segue destination="a" kind="custom" identifier="Best" customClass="SuperCoolSegue" id="g1"/></connections>
            </swipeGestureRecognizer>
            <tapGestureRecognizer numberOfTapsRequired="2" id="tap">
                <connections><segue destination="b" kind="modal" id="g2"/></connections>
            </tapGestureRecognizer>
            """)
        #expect(result.flow.segues.map(\.source) == ["src", "src"])
        #expect(result.flow.segues.map(\.trigger) == [
            Trigger(kind: .gesture, title: "Swipe right"),
            Trigger(kind: .gesture, title: "Tap ×2"),
        ])
        #expect(result.flow.segues.first?.customClass == "SuperCoolSegue")
    }

    @Test func seguesAreFoundInEveryPlaceWithTheirTrigger() throws {
        let result = try importFlow(sourceBody: """
            <view key="view" id="root">
                <subviews>
                    <button id="btn">
                        <state key="normal" title="Details"/>
                        <connections><segue destination="a" kind="show" id="fromButton"/></connections>
                    </button>
                    <containerView id="box">
                        <connections><segue destination="b" kind="embed" id="fromContainer"/></connections>
                    </containerView>
                    <tableView dataMode="static" id="table">
                        <sections>
                            <tableViewSection id="sec">
                                <cells>
                                    <tableViewCell textLabel="lbl" style="IBUITableViewCellStyleDefault" id="cell">
                                        <tableViewCellContentView key="contentView" id="cv">
                                            <subviews><label text="Game" id="lbl"/></subviews>
                                        </tableViewCellContentView>
                                        <connections><segue destination="a" kind="show" identifier="PickGame" id="fromCell"/></connections>
                                    </tableViewCell>
                                </cells>
                            </tableViewSection>
                        </sections>
                    </tableView>
                </subviews>
            </view>
            <navigationItem key="navigationItem" title="Source" id="nav">
                <barButtonItem key="rightBarButtonItem" systemItem="add" id="plus">
                    <connections><segue destination="b" kind="presentation" id="fromBarButton"/></connections>
                </barButtonItem>
            </navigationItem>
            <connections>
                <outlet property="table" destination="table" id="outlet"/>
                <segue destination="a" kind="show" identifier="Manual" id="fromController"/>
            </connections>
            """)
        let triggers = Dictionary(uniqueKeysWithValues: result.flow.segues.map { ($0.id, $0.trigger) })
        #expect(triggers == [
            "fromButton": Trigger(kind: .button, elementID: "btn", title: "Details"),
            "fromContainer": Trigger(kind: .containerView, elementID: "box"),
            "fromCell": Trigger(kind: .cell, elementID: "cell", title: "Game"),
            "fromBarButton": Trigger(kind: .barButton, elementID: "plus", title: "+"),
            "fromController": .manual,
        ])
        #expect(result.flow.segues.map(\.id) == ["fromButton", "fromContainer", "fromCell", "fromBarButton", "fromController"])
        let source = try #require(result.flow.scene(id: "src"))
        #expect(result.flow.segues.allSatisfy { $0.trigger.elementID.map(source.content.containsElement(id:)) ?? true })
    }

    @Test func relationshipsHaveRolesAndTabsAreNumberedInOrder() throws {
        let xml = StoryboardFixture.document(initial: "tabs", scenes: [
            StoryboardFixture.scene("""
                <tabBarController id="tabs" sceneMemberID="viewController">
                    <connections>
                        <segue destination="split" kind="relationship" relationship="viewControllers" id="t0"/>
                        <segue destination="nav" kind="relationship" relationship="viewControllers" id="t1"/>
                    </connections>
                </tabBarController>
                """, sceneID: "s1"),
            StoryboardFixture.scene("""
                <splitViewController id="split" sceneMemberID="viewController">
                    <connections>
                        <segue destination="master" kind="relationship" relationship="masterViewController" id="m"/>
                        <segue destination="detail" kind="relationship" relationship="detailViewController" id="d"/>
                    </connections>
                </splitViewController>
                """, sceneID: "s2"),
            StoryboardFixture.scene("""
                <navigationController id="nav" sceneMemberID="viewController">
                    <connections>
                        <segue destination="detail" kind="relationship" relationship="rootViewController" id="r"/>
                    </connections>
                </navigationController>
                """, sceneID: "s3"),
            StoryboardFixture.scene(#"<viewController id="master" sceneMemberID="viewController"/>"#, sceneID: "s4"),
            StoryboardFixture.scene(#"<viewController id="detail" sceneMemberID="viewController"/>"#, sceneID: "s5"),
        ].joined(separator: "\n"))
        let flow = try StoryboardFixture.importFlow(xml).flow
        #expect(flow.segues.map(\.relationshipRole) == [.tab(0), .tab(1), .master, .detail, .root])
        #expect(flow.segues.allSatisfy { $0.kind == .relationship && $0.trigger == .manual })
    }

    @Test func presentationDetailsAndPopoverAnchorAreKept() throws {
        let result = try importFlow(sourceBody: """
            <navigationItem key="navigationItem" id="nav">
                <barButtonItem key="rightBarButtonItem" title="Info" id="info"/>
            </navigationItem>
            <connections>
                <segue destination="a" kind="presentation" animates="NO" modalPresentationStyle="fullScreen" modalTransitionStyle="partialCurl" id="p"/>
                <segue destination="b" kind="popover" popoverAnchorBarButtonItem="info" id="pop">
                    <popoverArrowDirection key="popoverArrowDirection" up="YES"/>
                </segue>
                <segue destination="a" kind="show" animates="NO" id="quiet"/>
                <segue destination="b" kind="show" id="plain"/>
            </connections>
            """)
        let segues = Dictionary(uniqueKeysWithValues: result.flow.segues.map { ($0.id, $0) })
        #expect(segues["p"]?.presentation == Presentation(presentationStyle: "fullScreen", transitionStyle: "partialCurl", animates: false))
        #expect(segues["pop"]?.presentation == Presentation())
        #expect(segues["pop"]?.popoverAnchor == "Info")
        #expect(segues["quiet"]?.presentation == Presentation(animates: false))
        #expect(segues["plain"]?.presentation == nil)
    }

    @Test func unknownKindIsReadAsCustomWithAWarning() throws {
        let result = try importFlow(sourceBody: #"<connections><segue destination="a" kind="teleport" id="x"/></connections>"#)
        #expect(result.flow.segues.map(\.kind) == [.custom])
        #expect(result.warnings == [ImportWarning(.unknownSegueKind(kind: "teleport"), location: SourceLocation(file: "Main.storyboard", line: 7, objectID: "x"))])
    }

    @Test func danglingDestinationIsLeftOutWithAWarningAndTheRestLoads() throws {
        let result = try importFlow(sourceBody: """
            <connections>
                <segue destination="nowhere" kind="show" id="lost"/>
                <segue destination="a" kind="show" id="kept"/>
            </connections>
            """)
        #expect(result.flow.segues.map(\.id) == ["kept"])
        #expect(result.flow.scenes.count == 3)
        #expect(result.warnings.map(\.description) == [
            "Main.storyboard:8: warning: segue 'lost' points at 'nowhere', which is not a scene of this storyboard; the segue was left out (object 'lost')",
        ])
    }

    @Test func danglingInitialViewControllerIsDropped() throws {
        let xml = StoryboardFixture.document(initial: "ghost", scenes: StoryboardFixture.scene(#"<viewController id="vc" sceneMemberID="viewController"/>"#))
        let result = try StoryboardFixture.importFlow(xml)
        #expect(result.flow.initialSceneID == nil)
        #expect(result.warnings.map(\.problem) == [.danglingInitialViewController(destinationID: "ghost")])
    }
}
