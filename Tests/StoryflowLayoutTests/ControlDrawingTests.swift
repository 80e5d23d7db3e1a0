import GraphvizRender
import Storyflow
import StoryflowLayout
import Testing

/// Every common control is drawn as a small mock-up in its scene, in content order.
@Suite struct ControlDrawingTests {
    static let flow = Flow(
        name: "Controls",
        scenes: [
            Scene(id: "Catalog", title: "Catalog", content: SceneContent(elements: [
                .label(Label(id: "first", text: "Body")),
                .toolbar(Toolbar(id: "bar", items: [BarButton(id: "menu", title: "Menu")])),
                .control(Control(id: "on", kind: .switch, isOn: true)),
                .control(Control(id: "off", kind: .switch, isOn: false)),
                .control(Control(id: "slider", kind: .slider, value: 0.25)),
                .control(Control(id: "segments", kind: .segmentedControl, titles: ["Day", "Week"], selectedIndex: 1)),
                .control(Control(id: "stepper", kind: .stepper)),
                .control(Control(id: "progress", kind: .progressView, value: 0.5)),
                .control(Control(id: "spinner", kind: .activityIndicator)),
                .control(Control(id: "pages", kind: .pageControl, selectedIndex: 2, count: 4)),
                .control(Control(id: "picker", kind: .picker)),
                .control(Control(id: "time", kind: .datePicker, text: "time")),
                .control(Control(id: "search", kind: .searchBar, text: "Find <it>")),
                .control(Control(id: "notes", kind: .textView, text: "Some notes")),
                .control(Control(id: "web", kind: .webView)),
                .control(Control(id: "map", kind: .mapView)),
                .group(ViewGroup(id: "scroll", kind: .scrollView, elements: [.label(Label(id: "terms", text: "Terms"))])),
                .group(ViewGroup(id: "chart", kind: .custom, className: "ChartView")),
                .button(Button(id: "star", title: "", image: "star.fill")),
                .button(Button(id: "logo", title: "", image: "Logo")),
            ])),
            Scene(id: "Photos", kind: .collectionViewController, title: "Photos", content: SceneContent(elements: [
                .collection(Grid(id: "grid", cells: [Cell(id: "photo", style: .custom, reuseIdentifier: "PhotoCell",
                                                          elements: [.imageView(ImageView(id: "img", image: "p"))])])),
            ])),
            Scene(id: "Photo", title: "Photo"),
        ],
        segues: [
            Segue(id: "open", kind: .show, source: "Photos", destination: "Photo", trigger: Trigger(kind: .cell, elementID: "photo")),
        ],
        initialSceneID: "Catalog"
    )

    let dot = DOTLines(Self.flow)

    private func catalog() throws -> String {
        try #require(dot.node("s0"))
    }

    @Test func switchesAreGreenWhenOnAndGreyWhenOff() throws {
        let node = try catalog()
        #expect(node.contains(##"<TABLE STYLE="rounded" BORDER="0" CELLSPACING="0" CELLPADDING="1" BGCOLOR="#34c759"><TR><TD WIDTH="10"></TD><TD CELLPADDING="0"><FONT POINT-SIZE="11" COLOR="#ffffff">●</FONT></TD></TR></TABLE>"##))
        #expect(node.contains(##"CELLPADDING="1" BGCOLOR="#c7c7cc"><TR><TD CELLPADDING="0"><FONT POINT-SIZE="11" COLOR="#ffffff">●</FONT></TD><TD WIDTH="10"></TD>"##))
        #expect(node.contains(##"<TD FIXEDSIZE="TRUE" WIDTH="28" HEIGHT="16">"##))
    }

    @Test func slidersAndProgressViewsFillTheirTrackToTheValue() throws {
        let node = try catalog()
        #expect(node.contains(##"<FONT POINT-SIZE="7.5" COLOR="#007aff">"## + String(repeating: "━", count: 7) + ##"</FONT><FONT POINT-SIZE="9" COLOR="#c7c7cc">●</FONT><FONT POINT-SIZE="7.5" COLOR="#e3e3e8">"## + String(repeating: "━", count: 19) + "</FONT>"))
        #expect(node.contains(##"<FONT POINT-SIZE="7.5" COLOR="#007aff">"## + String(repeating: "━", count: 13) + ##"</FONT><FONT POINT-SIZE="7.5" COLOR="#e3e3e8">"## + String(repeating: "━", count: 13) + "</FONT>"))
    }

    @Test func segmentedControlsShowTheirTitlesWithTheSelectedOneFilled() throws {
        let node = try catalog()
        #expect(node.contains(##"<TD><FONT POINT-SIZE="7.5" COLOR="#007aff">Day</FONT></TD><TD BGCOLOR="#007aff"><FONT POINT-SIZE="7.5" COLOR="#ffffff">Week</FONT></TD>"##))
    }

    @Test func steppersSpinnersPageDotsAndWheelsHaveTheirLook() throws {
        let node = try catalog()
        #expect(node.contains(##"<TD WIDTH="18"><FONT POINT-SIZE="9" COLOR="#007aff">−</FONT></TD><TD WIDTH="18"><FONT POINT-SIZE="9" COLOR="#007aff">+</FONT></TD>"##))
        #expect(node.contains(##"<FONT POINT-SIZE="14" COLOR="#8a8a8e">✺</FONT>"##))
        #expect(node.contains(">○ ○ ● ○</FONT>"))
        #expect(node.contains(##"<TD BGCOLOR="#f2f2f7"><FONT POINT-SIZE="9" COLOR="#1c1c1e">Sunnyvale</FONT></TD>"##))
        #expect(node.contains(##"<TD BGCOLOR="#f2f2f7"><FONT POINT-SIZE="9" COLOR="#1c1c1e">AM</FONT></TD>"##))
    }

    @Test func searchBarsTextViewsWebAndMapViewsShowWhatTheyHold() throws {
        let node = try catalog()
        #expect(node.contains("⚲ Find &lt;it&gt;"))
        #expect(node.contains(">Some notes</FONT>"))
        #expect(node.contains("◎ Web View"))
        #expect(node.contains(##"BGCOLOR="#e3eed8" HEIGHT="44"><FONT POINT-SIZE="7.5" COLOR="#8a8a8e">➤ Map View</FONT>"##))
    }

    @Test func groupsAreLabelledBoxesAroundTheirViews() throws {
        let node = try catalog()
        #expect(node.contains(##"STYLE="dashed"><TR><TD ALIGN="LEFT" CELLPADDING="2"><FONT POINT-SIZE="7" COLOR="#8a8a8e">Scroll View</FONT></TD></TR><TR><TD CELLPADDING="3"><FONT POINT-SIZE="9" COLOR="#1c1c1e">Terms</FONT>"##))
        #expect(node.contains(">ChartView</FONT>"))
    }

    @Test func imageButtonsShowTheirSymbolOrImageName() throws {
        let node = try catalog()
        #expect(node.contains(##"<FONT POINT-SIZE="12" COLOR="#007aff">★</FONT>"##))
        #expect(node.contains(##"<FONT POINT-SIZE="7.5" COLOR="#007aff">▨ Logo</FONT>"##))
    }

    @Test func controlsAreDrawnInContentOrderAndToolbarsAtTheBottom() throws {
        let node = try catalog()
        let order = ["Body", "#34c759", "Week", "Sunnyvale", "Find", "Terms", "ChartView", "★", "Menu"].map { node.range(of: $0)?.lowerBound }
        #expect(order.allSatisfy { $0 != nil })
        #expect(order.compactMap { $0 } == order.compactMap { $0 }.sorted())
        let filler = try #require(node.range(of: ##"<TD WIDTH="180" HEIGHT="6">"##)?.lowerBound)
        #expect(filler < (try #require(node.range(of: ">Menu</FONT>")?.lowerBound)))
    }

    @Test func collectionViewsAreAGridAndSeguesLeaveFromTheCell() throws {
        let node = try #require(dot.node("s1"))
        #expect(node.contains(##"<TD PORT="p0" BORDER="1" COLOR="#c7c7cc" BGCOLOR="#ececf0" WIDTH="52" HEIGHT="44" FIXEDSIZE="TRUE">"##))
        #expect(node.contains("▨"))
        #expect(node.components(separatedBy: ">PhotoCell</FONT>").count - 1 == 3)
        #expect(node.components(separatedBy: ##"STYLE="dashed""##).count - 1 == 2)
        #expect(try #require(dot.edge(id: "segue-open")).hasPrefix("s1:p0:e -> s2:arrival:w ["))
    }

    /// In a scene wider than its grid (a long title in its bar widens it), the grid keeps to the
    /// trailing edge: a segue from its last tile leaves the scene at once instead of running under it.
    @Test func aGridKeepsToTheTrailingEdgeOfAWideScene() throws {
        var flow = Self.flow
        flow.scenes[1].content.navigationBar = NavigationBar(title: "CollectionViewController", leftItems: [BarButton(id: "back", title: "Back")])
        let svg = String(decoding: try GraphvizRenderer().render(FlowLayout().graph(for: flow), as: .svg).data, as: UTF8.self)
        let scene = try #require(svg.components(separatedBy: "<title>s1</title>").dropFirst().first?.components(separatedBy: "</g>").first)
        let xs = { (text: Substring) in text.split(whereSeparator: { $0 == " " || $0 == "," }).enumerated().filter { $0.offset % 2 == 0 }.compactMap { Double($0.element) } }
        let frameRight = try #require(scene.matches(of: /points="([^"]*)"/).flatMap { xs($0.output.1) }.max())
        let tileRight = try #require(scene.matches(of: /fill="#ececf0"[^>]*points="([^"]*)"/).last.flatMap { xs($0.output.1).max() })
        #expect(frameRight - tileRight < 10, "the last tile ends \(frameRight - tileRight) points inside the scene")
    }
}

/// Segues fired from code, arrowheads at one scene, tabs and names.
@Suite struct SceneDetailTests {
    @Test func seguesEndingAtOneSceneEndOnDistinctPoints() throws {
        let flow = Flow(
            name: "Arrivals",
            scenes: [
                Scene(id: "A", content: SceneContent(elements: [.button(Button(id: "one", title: "One")), .button(Button(id: "two", title: "Two"))])),
                Scene(id: "B"),
                Scene(id: "C"),
            ],
            segues: [
                Segue(id: "show", kind: .show, source: "A", destination: "B", trigger: Trigger(kind: .button, elementID: "one")),
                Segue(id: "detail", kind: .showDetail, source: "A", destination: "B", trigger: Trigger(kind: .button, elementID: "two")),
                Segue(id: "code", kind: .present, source: "A", destination: "B"),
                Segue(id: "single", kind: .show, source: "A", destination: "C"),
            ],
            initialSceneID: "A"
        )
        let dot = DOTLines(flow)
        #expect(try #require(dot.edge(id: "segue-show")).hasPrefix("s0:p0:e -> s1:screen:w ["))
        #expect(try #require(dot.edge(id: "segue-detail")).hasPrefix("s0:p1:e -> s1:screen:nw ["))
        #expect(try #require(dot.edge(id: "segue-code")).hasPrefix("s0:header:e -> s1:screen:sw ["))
        #expect(try #require(dot.edge(id: "segue-single")).hasPrefix("s0:header:e -> s2:arrival:w ["))
    }

    @Test func aSceneThatIsATabShowsItsOwnTabEvenWhenAnotherTabPushesIt() throws {
        let flow = Flow(
            name: "Tabs",
            scenes: [
                Scene(id: "Tabs", kind: .tabBarController),
                Scene(id: "Nav", kind: .navigationController, tabBarItem: TabBarItem(title: "Home")),
                Scene(id: "Home", title: "Home"),
                Scene(id: "Profile", title: "Profile", tabBarItem: TabBarItem(title: "Profile")),
            ],
            segues: [
                Segue(id: "t0", kind: .relationship, source: "Tabs", destination: "Nav", relationshipRole: .tab(0)),
                Segue(id: "t1", kind: .relationship, source: "Tabs", destination: "Profile", relationshipRole: .tab(1)),
                Segue(id: "root", kind: .relationship, source: "Nav", destination: "Home", relationshipRole: .root),
                Segue(id: "push", kind: .show, source: "Home", destination: "Profile"),
            ],
            initialSceneID: "Tabs"
        )
        let profile = try #require(DOTLines(flow).node("s3"))
        #expect(profile.contains(##"COLOR="#007aff"><B>Profile</B></FONT>"##))
        #expect(profile.contains(##"COLOR="#8a8a8e">Home</FONT>"##))
    }

    @Test func aLabelNamesAnIdentifierEqualToItsTriggerOnce() throws {
        let flow = Flow(
            name: "Names",
            scenes: [Scene(id: "A", content: SceneContent(elements: [.button(Button(id: "b", title: "Show"))])), Scene(id: "B")],
            segues: [Segue(id: "s", kind: .show, source: "A", destination: "B", identifier: "Show", trigger: Trigger(kind: .button, elementID: "b"))]
        )
        #expect(try #require(DOTLines(flow).edge(id: "segue-s")).contains(##"label="Show","##))
    }

    @Test func aContainerNamedAfterItsKindShowsTheNameOnce() throws {
        let flow = Flow(name: "Nav", scenes: [
            Scene(id: "n1", kind: .navigationController, title: "Navigation Controller"),
            Scene(id: "n2", kind: .navigationController, title: "PlayersNav"),
        ])
        let dot = DOTLines(flow)
        #expect(try #require(dot.node("s0")).components(separatedBy: "Navigation Controller</").count - 1 == 1)
        #expect(try #require(dot.node("s1")).contains(">PlayersNav</FONT>"))
    }
}
