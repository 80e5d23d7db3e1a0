import Foundation
import GraphvizRender
import Storyflow
import StoryflowLayout
import StoryflowSamples
import Testing

/// Which Graphviz settings apply at which flow sizes, and what each level draws.
@Suite struct ScaleTests {
    /// A flow of `count` scenes: a navigation controller whose root pushes a chain of table scenes,
    /// each from a cell, with an unwind back from every tenth.
    static func chain(_ count: Int) -> Flow {
        var scenes = [Scene(id: "nav", kind: .navigationController)]
        var segues = [Segue(id: "root", kind: .relationship, source: "nav", destination: "s1", relationshipRole: .root)]
        for index in 1..<count {
            let next = "s\(index + 1)"
            let cell = Cell(id: "s\(index).cell", style: .basic, text: "Scene \(index + 1)", accessory: .disclosureIndicator)
            scenes.append(Scene(id: "s\(index)", kind: .tableViewController, title: "Scene \(index)", content: SceneContent(
                navigationBar: NavigationBar(title: "Scene \(index)", leftItems: [BarButton(id: "s\(index).done", systemItem: .done)]),
                elements: [.table(Table(id: "s\(index).table", cellContent: .staticCells, sections: [TableSection(cells: [cell])]))]
            )))
            if index + 1 < count {
                segues.append(Segue(id: "push\(index)", kind: .show, source: "s\(index)", destination: next,
                                    identifier: "show\(next)", trigger: Trigger(kind: .cell, elementID: cell.id)))
            }
            if index % 10 == 0 {
                segues.append(Segue(id: "back\(index)", kind: .unwind, source: "s\(index)", destination: "s1",
                                    trigger: Trigger(kind: .barButton, elementID: "s\(index).done"),
                                    unwind: Unwind(action: "backToStart:")))
            }
        }
        return Flow(name: "Chain \(count)", scenes: scenes, segues: segues, initialSceneID: "nav")
    }

    @Test func automaticLevelFollowsTheSceneCount() {
        #expect(DetailSettings.level(forSceneCount: 1) == .full)
        #expect(DetailSettings.level(forSceneCount: DetailSettings.leanSceneCount - 1) == .full)
        #expect(DetailSettings.level(forSceneCount: DetailSettings.leanSceneCount) == .lean)
        #expect(DetailSettings.level(forSceneCount: DetailSettings.cardsSceneCount - 1) == .lean)
        #expect(DetailSettings.level(forSceneCount: DetailSettings.cardsSceneCount) == .cards)
        #expect(DetailSettings.level(forSceneCount: 100_000) == .cards)
    }

    @Test func levelsSetTheirGraphvizSettings() {
        let detailed = DetailSettings(level: .full, sceneCount: 5000, groupsContainers: false)
        #expect(detailed.level == .full && detailed.edgeLabels == .onEdge && !detailed.ranksGlobally)
        #expect(detailed.iterationLimit == nil && !detailed.compactScenes)
        let large = DetailSettings(level: .lean, sceneCount: 10, groupsContainers: false)
        #expect(large.level == .lean && large.edgeLabels == .beside && large.ranksGlobally)
        #expect(large.iterationLimit == 0.2 && !large.compactScenes)
        let huge = DetailSettings(level: .cards, sceneCount: 10, groupsContainers: false)
        #expect(huge.level == .cards && huge.edgeLabels == .hidden && huge.ranksGlobally)
        #expect(huge.iterationLimit == 0.05 && huge.compactScenes)
        let automatic = DetailSettings(level: .automatic, sceneCount: DetailSettings.cardsSceneCount, groupsContainers: false)
        #expect(automatic == huge)
    }

    /// `newrank` with clusters makes Graphviz 2.42 run for many minutes, so grouped flows never get it.
    @Test func groupedContainersNeverRankGlobally() {
        for scale in [DetailLevel.lean, .cards] {
            #expect(!DetailSettings(level: scale, sceneCount: 5000, groupsContainers: true).ranksGlobally)
        }
        let lines = Set(DOTLines(Fixtures.ratings, LayoutOptions(groupsContainers: true, detail: .lean)).lines)
        #expect(!lines.contains("newrank=true;"))
        #expect(lines.contains(#"nslimit="0.2";"#))
    }

    @Test func smallFlowsAreDetailedAndUnchanged() throws {
        for name in ["Ratings", "FriendList", "Homepwner"] {
            let flow = try #require(try Samples.flow(named: name))
            #expect(FlowLayout().detailSettings(for: flow).level == .full)
            #expect(FlowLayout().graph(for: flow).dotSource == FlowLayout(options: LayoutOptions(detail: .full)).graph(for: flow).dotSource)
        }
        let dot = DOTLines(Fixtures.ratings)
        let limitsPasses = dot.lines.contains { $0.hasPrefix("newrank") || $0.hasPrefix("nslimit") || $0.hasPrefix("mclimit") }
        let labelsEdges = dot.edges.contains { DOTLines.attribute("label", in: $0) != nil }
        #expect(!limitsPasses)
        #expect(labelsEdges)
    }

    @Test func largePutsSegueLabelsBesideEdgesAndBoundsThePasses() throws {
        let dot = DOTLines(Fixtures.ratings, LayoutOptions(detail: .lean))
        let lines = Set(dot.lines)
        for line in ["newrank=true;", #"nslimit="0.2";"#, #"mclimit="0.2";"#, #"remincross="false";"#] {
            #expect(lines.contains(line), "\(line)")
        }
        let pick = try #require(dot.edge(id: "segue-AddPlayer_PickGame"))
        #expect(DOTLines.attribute("xlabel", in: pick) == #""PickGame""#)
        #expect(DOTLines.attribute("label", in: pick) == nil)
        // Scenes stay phone screens.
        #expect(try #require(dot.node("s2")).contains(#"PORT="screen"><TABLE STYLE="rounded""#))
    }

    @Test func hugeDropsSegueLabelsKeepsTooltipsAndDrawsCompactCards() throws {
        let dot = DOTLines(Fixtures.ratings, LayoutOptions(detail: .cards))
        #expect(Set(dot.lines).contains(#"nslimit="0.05";"#))
        for edge in dot.edges {
            #expect(DOTLines.attribute("label", in: edge) == nil && DOTLines.attribute("xlabel", in: edge) == nil, "\(edge)")
        }
        let pick = try #require(dot.edge(id: "segue-AddPlayer_PickGame"))
        #expect(DOTLines.attribute("tooltip", in: pick)?.contains("show “PickGame”") == true)
        // Add Player: its name, then the three elements that fire segues (Cancel, Done, the Game cell).
        let addPlayer = try #require(dot.node("s5"))
        #expect(addPlayer.hasPrefix(#"s5 [label=<<TABLE PORT="screen" STYLE="rounded""#))
        #expect(addPlayer.contains("<B>Add Player</B>"))
        #expect(addPlayer.matches(of: /PORT="p\d+"/).count == 3)
        #expect(!addPlayer.contains("Player Name"))
        #expect(!addPlayer.contains("Tab Bar") && !addPlayer.contains("Players</FONT></TD><TD"))
    }

    @Test func automaticScaleFollowsTheFlowsSize() {
        #expect(FlowLayout().detailSettings(for: Self.chain(DetailSettings.leanSceneCount - 1)).level == .full)
        #expect(FlowLayout().detailSettings(for: Self.chain(DetailSettings.leanSceneCount)).level == .lean)
        let huge = Self.chain(DetailSettings.cardsSceneCount)
        #expect(FlowLayout().detailSettings(for: huge).level == .cards)
        #expect(FlowLayout(options: LayoutOptions(detail: .full)).detailSettings(for: huge).level == .full)
        let dot = DOTLines(huge)
        let unlabelled = dot.edges.allSatisfy { DOTLines.attribute("label", in: $0) == nil }
        #expect(Set(dot.lines).contains(#"nslimit="0.05";"#))
        #expect(unlabelled)
    }

    /// Every port an edge leaves from must exist in the compact card, or Graphviz warns and
    /// draws the edge from the card's middle.
    @Test(arguments: [DetailLevel.lean, .cards], [false, true])
    func everyLevelRendersWithoutWarnings(level: DetailLevel, groupsContainers: Bool) throws {
        for flow in [Fixtures.ratings, Fixtures.everyKind, Self.chain(40)] {
            let graph = FlowLayout(options: LayoutOptions(groupsContainers: groupsContainers, detail: level)).graph(for: flow)
            let result = try GraphvizRenderer().render(graph, as: .svg)
            #expect(result.warnings.isEmpty, "\(flow.name): \(result.warnings)")
            let texts = Set(String(decoding: result.data, as: UTF8.self).matches(of: /<text[^>]*>([^<]*)<\/text>/).map { String($0.output.1) })
            for scene in flow.scenes where !scene.kind.isContainer && scene.kind != .reference {
                #expect(texts.contains(Typography.truncatedName(scene.displayName)), "\(flow.name) \(scene.id)")
            }
        }
    }
}

private enum Typography {
    /// A scene name as a compact card or phone header shows it (cut at 24 characters).
    static func truncatedName(_ name: String) -> String {
        name.count > 24 ? String(name.prefix(23)) + "…" : name
    }
}
