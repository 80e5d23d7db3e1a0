import GraphvizRender
import Storyflow
import StoryflowLayout
import Testing

@Suite struct FocusAndPagesTests {
    @Test func aFocusDrawsTheNeighbourhoodAndStubsForTheRest() throws {
        let dot = DOTLines(Fixtures.ratings, LayoutOptions(focus: Focus(sceneID: "AddPlayer", depth: 1)))
        let source = dot.lines.joined(separator: "\n")
        for id in ["scene-AddPlayer", "scene-AddPlayerNav", "scene-ChooseGame"] { #expect(source.contains("id=\"\(id)\"")) }
        for id in ["scene-Players", "scene-Tabs", "scene-Gestures"] { #expect(!source.contains("id=\"\(id)\"")) }
        let stub = try #require(dot.lines.first { $0.contains("class=\"stub\"") })
        #expect(stub.contains("label=\"3 more scenes →\""))
        #expect(stub.contains("Players\\nPlayersNav\\nTabs") || stub.contains("Players\\nPlayers\\nTabs"))
        #expect(dot.lines.contains { $0.contains("Ratings · around Add Player") })
        let focused = try #require(dot.lines.first { $0.contains("id=\"scene-AddPlayer\"") })
        #expect(focused.contains("focus") && focused.contains("penwidth=3"))
    }

    @Test func aDeeperFocusShowsMoreAndTheWholeFlowNeedsNoStubs() {
        let deeper = DOTLines(Fixtures.ratings, LayoutOptions(focus: Focus(sceneID: "AddPlayer", depth: 2))).lines.joined()
        #expect(deeper.contains("id=\"scene-Players\""))
        #expect(deeper.contains("2 more scenes →"))
        // Far enough, only what neither leads to the scene nor follows from it is left: Gestures, a tab beside it.
        let everything = DOTLines(Fixtures.ratings, LayoutOptions(focus: Focus(sceneID: "AddPlayer", depth: 9))).lines
        #expect(everything.filter { $0.contains("class=\"stub\"") }.count == 1)
        #expect(everything.contains { $0.contains("label=\"→ 1 more scene\"") && $0.contains("tooltip=\"Gestures\"") })
    }

    @Test func aPathHighlightsTheSeguesAndScenesOnTheWay() throws {
        let dot = DOTLines(Fixtures.ratings, LayoutOptions(path: PathEnds(from: "Players", to: "ChooseGame")))
        let pick = try #require(dot.edge(id: "segue-AddPlayer_PickGame"))
        #expect(pick.contains("on-path") && pick.contains("penwidth=3"))
        #expect(dot.edge(id: "segue-Tabs_tab1")?.contains("on-path") == false)
        #expect(dot.lines.first { $0.contains("id=\"scene-AddPlayer\"") }?.contains("on-path") == true)
        #expect(dot.lines.first { $0.contains("id=\"scene-Gestures\"") }?.contains("on-path") == false)
    }

    @Test func theOverviewHasOneLinkedNodePerPartAndCountedLinks() throws {
        let partition = FlowPartition(flow: Fixtures.ratings, by: .tab)
        let links = ["R-Tabs.svg", "R-Players.svg", "R-Gestures.svg"]
        let graph = OverviewLayout().graph(for: Fixtures.ratings, partition: partition, pageLinks: links)
        let lines = graph.dotSource.split(separator: "\n").map(String.init)
        let players = try #require(lines.first { $0.contains("id=\"part-1\"") })
        #expect(players.contains("URL=\"R-Players.svg\""))
        #expect(players.contains("5 scenes") && players.contains("entry: Players (Navigation Controller)"))
        #expect(lines.contains { $0.contains("p0 -> p1") && $0.contains("1 segue") })
        let svg = String(decoding: try GraphvizRenderer().render(graph, as: .svg).data, as: UTF8.self)
        #expect(svg.contains("xlink:href=\"R-Gestures.svg\""))
    }

    @Test func partsNothingLeadsToAreGroupedAndManyPartsMakeAGrid() throws {
        var flow = Fixtures.ratings
        flow.scenes.append(Scene(id: "Lonely", kind: .viewController, title: "Lonely"))
        // Each scene its own part: the one no segue reaches (opened from code) sits apart …
        let partition = FlowPartition(flow: flow, groups: flow.scenes.map { ($0.id, [$0.id]) })
        let dot = OverviewLayout().graph(for: flow, partition: partition, pageLinks: []).dotSource
        #expect(dot.contains("subgraph cluster_unlinked"))
        #expect(dot.contains("Not reached by any segue (opened from code)"))
        #expect(dot.contains("class=\"part-link\""))
        // … and beyond 16 parts, a grid of parts that name where they lead instead of arrows.
        var big = flow
        for number in 0..<20 {
            big.scenes.append(Scene(id: "Extra\(number)", kind: .viewController, title: "Extra \(number)"))
        }
        let many = FlowPartition(flow: big, groups: big.scenes.map { ($0.id, [$0.id]) })
        let grid = OverviewLayout().graph(for: big, partition: many, pageLinks: []).dotSource
        #expect(!grid.contains("class=\"part-link\""))
        #expect(grid.contains("invis"))
        #expect(grid.contains("→ PlayersNav"))
    }

    @Test func pageStubsLinkToTheirPages() throws {
        let stub = SceneStub(sceneID: "Players", side: .after, text: "→ Settings", tooltip: "Settings: 4 scenes", link: "App-Settings.svg")
        let line = try #require(FlowLayout().graph(for: Fixtures.ratings, stubs: [stub]).dotSource.split(separator: "\n").first { $0.contains("stub0 [") })
        #expect(line.contains("URL=\"App-Settings.svg\"") && line.contains("label=\"→ Settings\""))
    }
}
