import Storyflow
import StoryflowLayout
import Testing

/// With grouping, containers are clusters around their children instead of compact nodes.
@Suite struct GroupingTests {
    let dot = DOTLines(Fixtures.ratings, LayoutOptions(groupsContainers: true))

    @Test func containersBecomeNestedClusters() throws {
        let joined = dot.lines.joined(separator: "\n")
        let tabs = try #require(joined.range(of: "subgraph cluster_c0 {"))
        let playersNav = try #require(joined.range(of: "subgraph cluster_c1 {"))
        #expect(tabs.lowerBound < playersNav.lowerBound)
        #expect(dot.lines.contains("subgraph cluster_c2 {"))
        #expect(dot.lines.contains(##"id="scene-Tabs";"##))
        #expect(dot.lines.contains(##"class="cluster tabBarController";"##))
        #expect(dot.lines.contains("compound=true;"))
    }

    @Test func containersHaveNoNodesAndNoRelationshipEdges() {
        #expect(dot.nodeIDs == ["s2", "s3", "s5", "s6", "entry"])
        #expect(!dot.edges.contains { $0.contains("segue relationship") })
    }

    @Test func edgesToAContainerEndAtItsCluster() throws {
        let present = try #require(dot.edge(id: "segue-Players_AddPlayer"))
        #expect(present.hasPrefix("s2:p0:e -> s5 ["))
        #expect(present.contains(##"lhead="cluster_c2""##))
        let entry = try #require(dot.edge(id: "entry-arrow"))
        #expect(entry.hasPrefix("entry -> s2 ["))
        #expect(entry.contains(##"lhead="cluster_c0""##))
    }

    @Test func scenesInClustersStandOnTheClusterFill() throws {
        #expect(try #require(dot.node("s2")).contains(##"CELLPADDING="0" BGCOLOR="#f8f8fb""##))
        #expect(try #require(dot.node("s6")).contains(##"CELLPADDING="0" BGCOLOR="#ffffff""##))
    }
}
