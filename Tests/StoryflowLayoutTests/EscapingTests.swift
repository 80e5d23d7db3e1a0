import Storyflow
import StoryflowLayout
import Testing

/// User text only appears escaped: inside HTML labels as XML entities, in tooltips as DOT strings.
@Suite struct EscapingTests {
    @Test func trickyTitleIsEscapedInLabelAndTooltip() throws {
        let flow = Flow(name: "Tricky", scenes: [
            Scene(id: "save", title: Fixtures.trickyTitle, content: SceneContent(
                navigationBar: NavigationBar(title: Fixtures.trickyTitle, rightItems: [BarButton(id: "b", title: Fixtures.trickyTitle)]),
                elements: [.button(Button(id: "x", title: Fixtures.trickyTitle))]
            )),
        ])
        let node = try #require(DOTLines(flow).node("s0"))
        let escaped = "&lt;Save &amp; &quot;Exit&quot;&gt; \\"
        #expect(node.components(separatedBy: escaped).count - 1 == 3)
        #expect(node.contains(##"tooltip="<Save & \"Exit\"> \\\nviewController · id save""##))
        #expect(!node.contains(Fixtures.trickyTitle))
    }

    @Test func trickySegueIdentifierIsEscapedInEdgeLabel() throws {
        let flow = Flow(name: "Tricky", scenes: [Scene(id: "a"), Scene(id: "b")], segues: [
            Segue(id: "a→b", kind: .show, source: "a", destination: "b", identifier: Fixtures.trickyTitle),
        ])
        let edge = try #require(DOTLines(flow).edge(id: "segue-a_b"))
        #expect(edge.contains(##"label="<Save & \"Exit\"> \\""##))
    }
}
