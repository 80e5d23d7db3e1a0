import Storyflow
import StoryflowStoryboard
import Testing

@Suite struct ContentReadingTests {
    private func content(_ controller: String) throws -> SceneContent {
        let xml = StoryboardFixture.document(scenes: StoryboardFixture.scene(controller))
        return try #require(try StoryboardFixture.importFlow(xml).flow.scenes.first).content
    }

    @Test func navigationItemGivesTitleAndBarButtons() throws {
        let content = try content("""
            <viewController id="vc" sceneMemberID="viewController">
                <navigationItem key="navigationItem" title="Players" id="nav">
                    <barButtonItem key="leftBarButtonItem" title="Edit" id="edit"/>
                    <rightBarButtonItems>
                        <barButtonItem systemItem="add" id="add"/>
                        <barButtonItem systemItem="flexibleSpace" id="space"/>
                        <barButtonItem title="Sort" systemItem="organize" id="sort"/>
                    </rightBarButtonItems>
                </navigationItem>
            </viewController>
            """)
        #expect(content.navigationBar == NavigationBar(
            title: "Players",
            leftItems: [BarButton(id: "edit", title: "Edit")],
            rightItems: [BarButton(id: "add", systemItem: .add), BarButton(id: "sort", systemItem: .organize, title: "Sort")]
        ))
    }

    @Test func aNavigationBarPlacedByHandStandsInForTheNavigationItem() throws {
        let content = try content("""
            <viewController id="vc" sceneMemberID="viewController">
                <view key="view" id="root">
                    <subviews>
                        <navigationBar contentMode="scaleToFill" id="bar">
                            <items>
                                <navigationItem title="Gestures" id="item"/>
                            </items>
                        </navigationBar>
                    </subviews>
                </view>
            </viewController>
            """)
        #expect(content.navigationBar == NavigationBar(title: "Gestures"))
        #expect(content.elements.isEmpty)
    }

    @Test func prototypeTableWithCellStyles() throws {
        let content = try content("""
            <tableViewController id="vc" sceneMemberID="viewController">
                <tableView key="view" dataMode="prototypes" style="insetGrouped" id="table">
                    <prototypes>
                        <tableViewCell reuseIdentifier="PlayerCell" textLabel="t1" detailTextLabel="d1" style="IBUITableViewCellStyleSubtitle" accessoryType="disclosureIndicator" id="c1">
                            <tableViewCellContentView key="contentView" id="cv1">
                                <subviews>
                                    <label text="Title" id="t1"/>
                                    <label text="Subtitle" id="d1"/>
                                </subviews>
                            </tableViewCellContentView>
                        </tableViewCell>
                        <tableViewCell reuseIdentifier="ValueCell" textLabel="t2" detailTextLabel="d2" style="IBUITableViewCellStyleValue2" accessoryType="checkmark" id="c2">
                            <tableViewCellContentView key="contentView" id="cv2">
                                <subviews>
                                    <label text="Key" id="t2"/>
                                    <label text="Value" id="d2"/>
                                </subviews>
                            </tableViewCellContentView>
                        </tableViewCell>
                    </prototypes>
                </tableView>
            </tableViewController>
            """)
        #expect(content.elements == [.table(Table(id: "table", style: .insetGrouped, cellContent: .dynamicPrototypes, sections: [
            TableSection(cells: [
                Cell(id: "c1", style: .subtitle, text: "Title", detailText: "Subtitle", accessory: .disclosureIndicator, reuseIdentifier: "PlayerCell"),
                Cell(id: "c2", style: .leftDetail, text: "Key", detailText: "Value", accessory: .checkmark, reuseIdentifier: "ValueCell"),
            ]),
        ]))])
    }

    @Test func staticTableWithSectionsAndCustomCells() throws {
        let content = try content("""
            <tableViewController id="vc" sceneMemberID="viewController">
                <tableView key="view" dataMode="static" style="grouped" id="table">
                    <sections>
                        <tableViewSection headerTitle="Player Name" footerTitle="Required" id="s1">
                            <cells>
                                <tableViewCell id="c1">
                                    <tableViewCellContentView key="contentView" id="cv1">
                                        <subviews>
                                            <textField placeholder="Name" id="name"/>
                                        </subviews>
                                    </tableViewCellContentView>
                                </tableViewCell>
                            </cells>
                        </tableViewSection>
                        <tableViewSection id="s2">
                            <cells>
                                <tableViewCell textLabel="t" detailTextLabel="d" style="IBUITableViewCellStyleValue1" id="c2">
                                    <tableViewCellContentView key="contentView" id="cv2">
                                        <subviews>
                                            <label text="Game" id="t"/>
                                            <label text="Detail" id="d"/>
                                        </subviews>
                                    </tableViewCellContentView>
                                </tableViewCell>
                            </cells>
                        </tableViewSection>
                    </sections>
                </tableView>
            </tableViewController>
            """)
        #expect(content.elements == [.table(Table(id: "table", style: .grouped, cellContent: .staticCells, sections: [
            TableSection(header: "Player Name", footer: "Required", cells: [
                Cell(id: "c1", style: .custom, elements: [.textField(TextField(id: "name", placeholder: "Name"))]),
            ]),
            TableSection(cells: [Cell(id: "c2", style: .rightDetail, text: "Game", detailText: "Detail")]),
        ]))])
    }

    @Test func cellStyleFollowsItsLabelsWhenNotNamed() throws {
        let content = try content("""
            <tableViewController id="vc" sceneMemberID="viewController">
                <tableView key="view" dataMode="prototypes" id="table">
                    <prototypes>
                        <tableViewCell reuseIdentifier="Cell" textLabel="t" id="c">
                            <view key="contentView" id="cv">
                                <subviews>
                                    <label id="t"><string key="text">Long text</string></label>
                                </subviews>
                            </view>
                        </tableViewCell>
                    </prototypes>
                </tableView>
            </tableViewController>
            """)
        #expect(content.allElements.flatMap(\.cells) == [Cell(id: "c", style: .basic, text: "Long text", reuseIdentifier: "Cell")])
    }

    @Test func viewsBecomeElementsPlainViewsAreTransparentAndScrollViewsAreBoxes() throws {
        let content = try content("""
            <viewController id="vc" sceneMemberID="viewController">
                <view key="view" id="root">
                    <subviews>
                        <stackView axis="vertical" id="outer">
                            <subviews>
                                <stackView id="row">
                                    <subviews>
                                        <label text="Name" id="nameLabel"/>
                                        <textField text="Ann" id="nameField"/>
                                    </subviews>
                                </stackView>
                                <imageView image="Logo" id="logo"/>
                            </subviews>
                        </stackView>
                        <scrollView id="scroll">
                            <subviews>
                                <button id="save">
                                    <state key="normal" title="Save"/>
                                </button>
                                <button id="next">
                                    <buttonConfiguration key="configuration" style="filled" title="Next"/>
                                </button>
                            </subviews>
                        </scrollView>
                        <containerView id="box"/>
                        <switch id="toggle"/>
                    </subviews>
                </view>
            </viewController>
            """)
        #expect(content.elements == [
            .stack(StackView(id: "outer", axis: .vertical, elements: [
                .stack(StackView(id: "row", axis: .horizontal, elements: [
                    .label(Label(id: "nameLabel", text: "Name")),
                    .textField(TextField(id: "nameField", text: "Ann")),
                ])),
                .imageView(ImageView(id: "logo", image: "Logo")),
            ])),
            .group(ViewGroup(id: "scroll", kind: .scrollView, elements: [
                .button(Button(id: "save", title: "Save")),
                .button(Button(id: "next", title: "Next")),
            ])),
            .containerView(ContainerView(id: "box")),
            .control(Control(id: "toggle", kind: .switch, isOn: false)),
        ])
    }

    @Test func aRootViewThatIsNotAPlainViewIsTheElement() throws {
        let content = try content("""
            <viewController id="vc" sceneMemberID="viewController">
                <imageView key="view" image="Photo" id="photo"/>
            </viewController>
            """)
        #expect(content.elements == [.imageView(ImageView(id: "photo", image: "Photo"))])
    }

    @Test func aToolbarViewKeepsItsBarButtonsButNotItsSpaces() throws {
        let content = try content("""
            <viewController id="vc" sceneMemberID="viewController">
                <view key="view" id="root">
                    <subviews>
                        <toolbar contentMode="scaleToFill" id="bar">
                            <items>
                                <barButtonItem systemItem="trash" id="trash"/>
                                <barButtonItem style="plain" systemItem="flexibleSpace" id="space"/>
                                <barButtonItem title="Menu" id="menu"/>
                            </items>
                        </toolbar>
                        <label text="Below" id="below"/>
                    </subviews>
                </view>
            </viewController>
            """)
        #expect(content.elements == [
            .toolbar(Toolbar(id: "bar", items: [BarButton(id: "trash", systemItem: .trash), BarButton(id: "menu", title: "Menu")])),
            .label(Label(id: "below", text: "Below")),
        ])
    }

    @Test func toolbarItemsOfTheControllerComeLastAsAToolbarAndFireSegues() throws {
        let xml = StoryboardFixture.document(scenes: StoryboardFixture.scene("""
            <viewController id="vc" sceneMemberID="viewController">
                <view key="view" id="root">
                    <subviews>
                        <label text="Inbox" id="inbox"/>
                    </subviews>
                </view>
                <toolbarItems>
                    <barButtonItem systemItem="compose" id="compose">
                        <connections>
                            <segue destination="other" kind="presentation" id="write"/>
                        </connections>
                    </barButtonItem>
                </toolbarItems>
            </viewController>
            """) + StoryboardFixture.scene(#"<viewController id="other" sceneMemberID="viewController"/>"#, sceneID: "s2"))
        let flow = try StoryboardFixture.importFlow(xml).flow
        let content = try #require(flow.scene(id: "vc")).content
        guard case .toolbar(let toolbar)? = content.elements.last else { Issue.record("no toolbar last"); return }
        #expect(toolbar.items == [BarButton(id: "compose", systemItem: .compose)])
        #expect(toolbar.id.hasPrefix("line"))
        #expect(content.elements.first == .label(Label(id: "inbox", text: "Inbox")))
        let write = try #require(flow.segues.first { $0.id == "write" })
        #expect(write.trigger == Trigger(kind: .barButton, elementID: "compose", title: "✎"))
        #expect(content.containsElement(id: "compose"))
    }

    @Test func emptyToolbarItemsAddNothing() throws {
        let content = try content("""
            <viewController id="vc" sceneMemberID="viewController">
                <view key="view" id="root"/>
                <toolbarItems/>
            </viewController>
            """)
        #expect(content.elements.isEmpty)
    }
}
