import Storyflow
import StoryflowLayout
import Testing

/// Each kind of connection has its own line style and arrowhead, so grey-scale prints tell them apart.
@Suite struct EdgeStyleTests {
    let dot = DOTLines(Fixtures.everyKind)
    let ratings = DOTLines(Fixtures.ratings)

    @Test func relationshipIsGreySolidWithDiamondAtTheContainer() throws {
        let edge = try #require(dot.edge(id: "segue-Split_master"))
        #expect(edge.hasPrefix("s0 -> s1:arrival:w ["))
        #expect(edge.contains(##"style="solid", dir="both", arrowtail="diamond", arrowhead="none""##))
        #expect(edge.contains(##"label="master""##))
    }

    @Test func showIsSolidWithFilledArrow() throws {
        let edge = try #require(ratings.edge(id: "segue-AddPlayer_PickGame"))
        #expect(edge.contains(##"style="solid", arrowhead="normal""##))
        // The trigger, the row "Game", already says what fires it: the label names the segue.
        #expect(edge.contains(##"label="PickGame""##))
        #expect(edge.contains("trigger: cell Game"), "the tooltip still names the trigger")
        #expect(edge.contains(##"class="segue show""##))
    }

    @Test func showDetailIsSolidWithOpenArrow() throws {
        let edge = try #require(dot.edge(id: "segue-Master_showItem"))
        #expect(edge.contains(##"style="solid", arrowhead="empty""##))
        #expect(edge.contains(##"label="showItem""##))
    }

    @Test func presentIsDashedAndNamesItsStyles() throws {
        let edge = try #require(dot.edge(id: "segue-Master_settings"))
        #expect(edge.contains(##"style="dashed", arrowhead="normal""##))
        // A leading bar button's forward segue leaves from the header, so the label names the button.
        #expect(edge.contains(##"label="openSettings · Settings\nformSheet · flipHorizontal""##))
    }

    @Test func popoverIsDottedWithArrowAndCircle() throws {
        let edge = try #require(dot.edge(id: "segue-Master_compose"))
        #expect(edge.contains(##"style="dotted", penwidth=1.6, arrowhead="normalodot""##))
        #expect(edge.contains(##"label="compose\nanchor: compose button""##))
    }

    @Test func theTriggerIsNamedWhenTheEdgeDoesNotLeaveFromIt() throws {
        let flow = Flow(name: "Swipe", scenes: [Scene(id: "a", title: "A"), Scene(id: "b", title: "B")], segues: [
            Segue(id: "swipe", kind: .show, source: "a", destination: "b", identifier: "next", trigger: Trigger(kind: .gesture, title: "Swipe left")),
            Segue(id: "hidden", kind: .show, source: "b", destination: "a", identifier: "back", trigger: Trigger(kind: .button, elementID: "gone", title: "Gone")),
        ], initialSceneID: "a")
        let dot = DOTLines(flow)
        // A gesture's segue leaves from the header; a button the scene does not draw has no row.
        #expect(try #require(dot.edge(id: "segue-swipe")).contains(##"label="next · Swipe left""##))
        #expect(try #require(dot.edge(id: "segue-hidden")).contains(##"label="back · Gone""##))
    }

    @Test func embedIsBoldWithBoxArrowhead() throws {
        let edge = try #require(dot.edge(id: "segue-Detail_embed"))
        #expect(edge.contains(##"style="bold", penwidth=2.6, arrowhead="box""##))
    }

    @Test func customIsDashedWithOpenDiamondAndNamesItsClass() throws {
        let edge = try #require(dot.edge(id: "segue-Detail_help"))
        #expect(edge.contains(##"style="dashed", arrowhead="odiamond""##))
        #expect(edge.contains(##"label="«FadeSegue»\nfancy""##))
    }

    @Test func unwindIsDottedAndDoesNotConstrainRanks() throws {
        let edge = try #require(ratings.edge(id: "segue-AddPlayer_done"))
        // A trailing bar button's unwind leaves from the header's west side, not under its bar.
        #expect(edge.hasPrefix("s5:header:w -> s2:screen:ne ["))
        #expect(edge.contains(##"style="dotted", penwidth=1.6, arrowhead="vee", constraint=false"##))
        #expect(edge.contains(##"label="savePlayerDetail:""##))
    }

    @Test func unsureUnwindsAreLighterWithAQuestionMark() throws {
        let inferred = try #require(dot.edge(id: "segue-Popup_done"))
        #expect(inferred.contains(##"color="#9fb9a0""##))
        #expect(inferred.contains(##"label="donePopup: ?""##))
        #expect(inferred.contains(##"class="segue unwind unsure""##))
        let ambiguous = dot.edges.filter { $0.contains("segue-Fancy_back") }
        #expect(ambiguous.count == 2)
        #expect(ambiguous.allSatisfy { $0.contains(##"label="back: ?""##) })
    }

    @Test func unresolvedUnwindEndsAtAnExitNodeBesideItsSource() throws {
        let edge = try #require(dot.edge(id: "segue-Page1_lost"))
        #expect(edge.contains("-> x13 ["))
        #expect(edge.contains("constraint=true"))
        let exit = try #require(dot.node("x13"))
        #expect(exit.contains(##"label="Exit ?""##))
    }

    @Test func initialArrowStartsAtASmallDot() throws {
        let arrow = try #require(ratings.edge(id: "entry-arrow"))
        #expect(arrow.hasPrefix("entry -> s0 ["))
        #expect(arrow.contains("penwidth=2.4"))
        #expect(try #require(ratings.node("entry")).contains(##"shape="point""##))
    }

    @Test func everyKindLooksDifferentWithoutColour() throws {
        let legend = DOTLines(Fixtures.ratings, LayoutOptions(showsLegend: true))
        let entries = legend.edges.filter { $0.contains(##"class="legend-entry""##) }
        #expect(entries.count == SegueKind.allCases.count + 1)
        let looks = entries.map { edge in
            ["style", "arrowhead", "arrowtail", "penwidth"].map { DOTLines.attribute($0, in: edge) ?? "-" }
        }
        #expect(Set(looks).count == entries.count)
    }
}
