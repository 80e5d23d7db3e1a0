import Storyflow
import StoryflowStoryboard
import Testing

/// Controls, groups, collection views and image buttons read from hand-written storyboard XML.
@Suite struct ControlReadingTests {
    private func flow(_ controllers: String...) throws -> Flow {
        let scenes = controllers.enumerated().map { StoryboardFixture.scene($1, sceneID: "scene\($0)") }.joined(separator: "\n")
        return try StoryboardFixture.importFlow(StoryboardFixture.document(scenes: scenes)).flow
    }

    @Test func everyControlIsReadInStoryboardOrder() throws {
        let content = try #require(try flow("""
            <viewController id="vc" sceneMemberID="viewController">
                <view key="view" id="root">
                    <subviews>
                        <switch on="YES" id="sw"/>
                        <slider value="25" minValue="0.0" maxValue="100" id="sl"/>
                        <segmentedControl selectedSegmentIndex="1" id="seg">
                            <segments><segment title="Check"/><segment title="Search"/><segment title="Tools"/></segments>
                        </segmentedControl>
                        <stepper maximumValue="100" id="st"/>
                        <progressView progress="0.75" id="pr"/>
                        <activityIndicatorView style="gray" id="ai"/>
                        <pageControl numberOfPages="3" currentPage="2" id="pc"/>
                        <pickerView id="pk"/>
                        <datePicker datePickerMode="time" id="dp"/>
                        <searchBar placeholder="Find" id="sb"/>
                        <textView id="tv"><string key="text">Lorem ipsum</string></textView>
                        <wkWebView id="wv"/>
                        <mapView id="mv"/>
                    </subviews>
                </view>
            </viewController>
            """).scenes.first).content
        #expect(content.elements == [
            .control(Control(id: "sw", kind: .switch, isOn: true)),
            .control(Control(id: "sl", kind: .slider, value: 0.25)),
            .control(Control(id: "seg", kind: .segmentedControl, titles: ["Check", "Search", "Tools"], selectedIndex: 1)),
            .control(Control(id: "st", kind: .stepper)),
            .control(Control(id: "pr", kind: .progressView, value: 0.75)),
            .control(Control(id: "ai", kind: .activityIndicator)),
            .control(Control(id: "pc", kind: .pageControl, selectedIndex: 2, count: 3)),
            .control(Control(id: "pk", kind: .picker)),
            .control(Control(id: "dp", kind: .datePicker, text: "time")),
            .control(Control(id: "sb", kind: .searchBar, text: "Find")),
            .control(Control(id: "tv", kind: .textView, text: "Lorem ipsum")),
            .control(Control(id: "wv", kind: .webView)),
            .control(Control(id: "mv", kind: .mapView)),
        ])
    }

    @Test func scrollEffectCustomAndUnknownViewsAreLabelledBoxes() throws {
        let content = try #require(try flow("""
            <viewController id="vc" sceneMemberID="viewController">
                <view key="view" id="root">
                    <subviews>
                        <scrollView id="scroll"><subviews><label text="Terms" id="terms"/></subviews></scrollView>
                        <visualEffectView id="blur">
                            <view key="contentView" id="blurContent"><subviews><label text="Now Playing" id="np"/></subviews></view>
                        </visualEffectView>
                        <view customClass="ChartView" id="chart"/>
                        <view id="plain"><subviews><label text="Inside" id="inside"/></subviews></view>
                        <sceneKitView id="scn"/>
                    </subviews>
                </view>
            </viewController>
            """).scenes.first).content
        #expect(content.elements == [
            .group(ViewGroup(id: "scroll", kind: .scrollView, elements: [.label(Label(id: "terms", text: "Terms"))])),
            .group(ViewGroup(id: "blur", kind: .visualEffectView, elements: [.label(Label(id: "np", text: "Now Playing"))])),
            .group(ViewGroup(id: "chart", kind: .custom, className: "ChartView")),
            .label(Label(id: "inside", text: "Inside")),
            .group(ViewGroup(id: "scn", kind: .custom, className: "Scene Kit View")),
        ])
    }

    @Test func collectionViewCellsAreReadWithTheirViewsAndFireSegues() throws {
        let flow = try flow("""
            <collectionViewController id="grid" sceneMemberID="viewController">
                <collectionView key="view" id="cv">
                    <cells>
                        <collectionViewCell reuseIdentifier="PhotoCell" id="cell">
                            <view key="contentView" id="content"><subviews><imageView image="photo" id="img"/></subviews></view>
                            <connections><segue destination="vc" kind="show" identifier="showPhoto" id="sg"/></connections>
                        </collectionViewCell>
                    </cells>
                </collectionView>
            </collectionViewController>
            """, #"<viewController id="vc" sceneMemberID="viewController"/>"#)
        let grid = try #require(flow.scene(id: "grid")).content
        #expect(grid.elements == [.collection(Grid(id: "cv", cells: [
            Cell(id: "cell", style: .custom, reuseIdentifier: "PhotoCell", elements: [.imageView(ImageView(id: "img", image: "photo"))]),
        ]))])
        #expect(flow.segues(from: "grid").map(\.trigger) == [Trigger(kind: .cell, elementID: "cell", title: "PhotoCell")])
    }

    @Test func imageButtonsAndBarButtonsKeepTheirImage() throws {
        let flow = try flow("""
            <viewController id="vc" sceneMemberID="viewController">
                <navigationItem key="navigationItem" id="nav">
                    <barButtonItem key="rightBarButtonItem" id="gear">
                        <imageReference key="image" image="gearshape" catalog="system"/>
                    </barButtonItem>
                    <barButtonItem key="leftBarButtonItem" image="Menu" id="menu"/>
                </navigationItem>
                <view key="view" id="root">
                    <subviews>
                        <button id="star">
                            <state key="normal"><imageReference key="image" image="star.fill" catalog="system"/></state>
                            <connections><segue destination="vc" kind="show" id="sg"/></connections>
                        </button>
                        <button buttonType="infoLight" id="info"/>
                        <button buttonType="contactAdd" id="add"/>
                        <button id="asset"><state key="normal" image="Logo.png"/></button>
                        <imageView id="symbol"><imageReference key="image" image="person.circle" catalog="system"/></imageView>
                    </subviews>
                </view>
            </viewController>
            """)
        let content = try #require(flow.scenes.first).content
        #expect(content.navigationBar?.rightItems == [BarButton(id: "gear", image: "gearshape")])
        #expect(content.navigationBar?.leftItems == [BarButton(id: "menu", image: "Menu")])
        #expect(content.elements == [
            .button(Button(id: "star", title: "", image: "star.fill")),
            .button(Button(id: "info", title: "", image: "info.circle")),
            .button(Button(id: "add", title: "", image: "plus.circle")),
            .button(Button(id: "asset", title: "", image: "Logo.png")),
            .imageView(ImageView(id: "symbol", image: "person.circle")),
        ])
        #expect(flow.segues.first?.trigger == Trigger(kind: .button, elementID: "star", title: "★"))
    }
}
