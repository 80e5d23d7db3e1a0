import Storyflow
import StoryflowLayout
import Testing

/// Node IDs are generated; scene ids only reach the SVG through sanitized `id` attributes.
@Suite struct NodeIDTests {
    @Test func nodeIDsAreGeneratedInSceneOrder() {
        let dot = DOTLines(Fixtures.ratings)
        #expect(dot.nodeIDs == ["s0", "s1", "s2", "s3", "s4", "s5", "s6", "entry"])
    }

    @Test func svgIDsAreSanitizedAndUnique() throws {
        let flow = Flow(name: "Odd", scenes: [
            Scene(id: "Add Player/1", title: Fixtures.trickyTitle),
            Scene(id: "Add_Player_1"),
            Scene(id: "<node>"),
        ])
        let dot = DOTLines(flow)
        // Three unconnected scenes: invisible edges hold them in columns (see CompactLayoutTests).
        #expect(dot.nodeIDs == ["s0", "s1", "s2"])
        #expect(try #require(dot.node("s0")).contains(##"id="scene-Add_Player_1""##))
        #expect(try #require(dot.node("s1")).contains(##"id="scene-Add_Player_1-2""##))
        #expect(try #require(dot.node("s2")).contains(##"id="scene-_node_""##))
    }

    @Test func nodesCarryKindClassesAndTooltips() throws {
        let node = try #require(DOTLines(Fixtures.ratings).node("s5"))
        #expect(node.contains(##"class="scene tableViewController""##))
        #expect(node.contains(##"tooltip="Add Player — PlayerDetailsViewController\ntableViewController · id AddPlayer""##))
    }

    @Test func edgesCarryKindClassesAndTooltips() throws {
        let edge = try #require(DOTLines(Fixtures.ratings).edge(id: "segue-AddPlayer_PickGame"))
        #expect(edge.contains(##"class="segue show""##))
        #expect(edge.contains(##"tooltip="show “PickGame”\nAdd Player → Choose Game\ntrigger: cell Game""##))
    }

    @Test func edgeSVGIDsAreUniqueEvenWhenSegueIDsSanitizeAlike() throws {
        let flow = Flow(name: "Alike", scenes: [Scene(id: "a"), Scene(id: "b")], segues: [
            Segue(id: "a.b", kind: .show, source: "a", destination: "b"),
            Segue(id: "a_b", kind: .present, source: "a", destination: "b"),
        ])
        let ids = DOTLines(flow).edges.compactMap { DOTLines.attribute("id", in: $0) }
        #expect(ids == [#""segue-a_b""#, #""segue-a_b-2""#])
    }
}
