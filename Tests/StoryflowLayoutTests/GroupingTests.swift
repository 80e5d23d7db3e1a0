import Foundation
import GraphvizRender
import Storyflow
import StoryflowLayout
import Testing

/// With grouping, each container is a cluster around its own node and its children; every edge
/// ends at the node of the scene it goes to, and Graphviz's compound edges are never used.
@Suite struct GroupingTests {
    let dot = DOTLines(Fixtures.ratings, LayoutOptions(groupsContainers: true))

    @Test func containersBecomeNestedClustersAroundTheirOwnNode() throws {
        let joined = dot.lines.joined(separator: "\n")
        let tabs = try #require(joined.range(of: "subgraph cluster_c0 {"))
        let playersNav = try #require(joined.range(of: "subgraph cluster_c1 {"))
        #expect(tabs.lowerBound < playersNav.lowerBound)
        #expect(dot.lines.contains("subgraph cluster_c2 {"))
        #expect(dot.lines.contains(##"id="group-Tabs";"##))
        #expect(dot.lines.contains(##"class="cluster tabBarController";"##))
        // The cluster's first statement is the container's own node, which names it.
        let tabsBody = dot.lines.drop { $0 != "subgraph cluster_c0 {" }.dropFirst().first { $0.contains(" [label=") }
        #expect(tabsBody?.contains(##"id="scene-Tabs""##) == true)
        // An empty label, or the cluster would repeat the flow's title.
        #expect(dot.lines.contains(##"label="";"##))
    }

    @Test func noCompoundEdgesAndNoRelationshipEdgesInsideClusters() {
        #expect(!dot.lines.contains("compound=true;"))
        #expect(!dot.edges.contains { $0.contains("lhead=") || $0.contains("ltail=") })
        #expect(!dot.edges.contains { $0.contains("segue relationship") })
        #expect(dot.nodeIDs == ["s0", "s1", "s2", "s3", "s4", "s5", "s6", "entry"])
    }

    @Test func anEdgeIntoAContainerFromInsideAnotherClusterEndsAtTheContainer() throws {
        // Players sits in PlayersNav's cluster inside Tabs'; AddPlayerNav is a cluster of its own.
        let present = try #require(dot.edge(id: "segue-Players_AddPlayer"))
        #expect(present.hasPrefix("\(try nodeID(of: "Players")):p0:e -> \(try nodeID(of: "AddPlayerNav")) ["))
        let entry = try #require(dot.edge(id: "entry-arrow"))
        #expect(entry.hasPrefix("entry -> \(try nodeID(of: "Tabs")) ["))
    }

    @Test func anEdgeFromInsideAClusterToItsOwnContainerEndsAtTheContainer() throws {
        let flow = Flow(name: "Feed", scenes: [
            Scene(id: "Tabs", kind: .tabBarController),
            Scene(id: "FeedNav", kind: .navigationController),
            Scene(id: "Feed", kind: .tableViewController, title: "Feed"),
        ], segues: [
            Segue(id: "tab", kind: .relationship, source: "Tabs", destination: "FeedNav", relationshipRole: .tab(0)),
            Segue(id: "root", kind: .relationship, source: "FeedNav", destination: "Feed", relationshipRole: .root),
            Segue(id: "again", kind: .present, source: "Feed", destination: "Tabs"),
            Segue(id: "stack", kind: .show, source: "Feed", destination: "FeedNav"),
        ], initialSceneID: "Tabs")
        let options = LayoutOptions(groupsContainers: true)
        let lines = DOTLines(flow, options)
        #expect(try #require(lines.edge(id: "segue-again")).hasPrefix("s2:header:e -> s0 ["))
        #expect(try #require(lines.edge(id: "segue-stack")).hasPrefix("s2:header:e -> s1 ["))
        let result = try GraphvizRenderer().render(FlowLayout(options: options).graph(for: flow), as: .svg)
        #expect(result.warnings.isEmpty)
    }

    /// A split view whose detail shows the split's own navigation controller and leaves the cluster
    /// and comes back: with compound edges Graphviz 2.42 aborted (`makeCompoundEdge` assertion).
    @Test func theFlowThatAbortedGraphvizRendersWithoutWarnings() throws {
        let json = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("StoryflowStoryboardTests/HostileFixtures/GroupedSplitView.json")
        let flow = try Flow(jsonData: Data(contentsOf: json))
        for direction in [LayoutDirection.leftToRight, .topToBottom] {
            let options = LayoutOptions(direction: direction, groupsContainers: true)
            let result = try GraphvizRenderer().render(FlowLayout(options: options).graph(for: flow), as: .svg)
            #expect(result.warnings.isEmpty, "\(result.warnings)")
            #expect(DOTLines(flow, options).edges.contains { $0.hasPrefix("s0:header:e -> s2 [") },
                    "detail → navigation (fired from code) ends at the navigation controller")
        }
    }

    @Test func scenesInClustersStandOnTheClusterFill() throws {
        #expect(try #require(dot.node("s2")).contains(##"CELLPADDING="0" BGCOLOR="#f8f8fb""##))
        #expect(try #require(dot.node("s6")).contains(##"CELLPADDING="0" BGCOLOR="#ffffff""##))
    }

    private func nodeID(of sceneID: String) throws -> String {
        let node = try #require(dot.lines.first { $0.contains(##"id="scene-\##(sceneID)""##) && !$0.contains(" -> ") })
        return String(node.prefix { $0 != " " })
    }
}
