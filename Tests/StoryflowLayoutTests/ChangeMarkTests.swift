import Foundation
import GraphvizRender
import Storyflow
import StoryflowLayout
import Testing

/// A diff diagram: Gestures removed, Add Player presented by a new segue (the old one a ghost), the
/// Players scene changed. Fixtures.ratings stands for the union of both versions.
@Suite struct ChangeMarkTests {
    static func marks(side: ChangeSide) -> ChangeMarks {
        ChangeMarks(
            scenes: ["Gestures": ChangeMark(.removed), "Players": ChangeMark(.changed, notes: ["title: Players → All Players"]),
                     "ChooseGame": ChangeMark(.added)],
            segues: ["Tabs.tab1": ChangeMark(.removed), "AddPlayer.PickGame": ChangeMark(.added),
                     "Players.AddPlayer": ChangeMark(.changed, notes: ["present → show"])],
            side: side
        )
    }

    /// Scene node IDs in Fixtures.ratings, in scene order.
    static let nodeIDs = ["Tabs": "s0", "Players": "s2", "Gestures": "s3", "ChooseGame": "s6"]

    @Test func overlayBadgesFramesAndNotes() throws {
        let dot = DOTLines(Fixtures.ratings, LayoutOptions(changes: Self.marks(side: .both)))
        let added = try #require(dot.node(Self.nodeIDs["ChooseGame"]!))
        #expect(added.contains(##"<B>+ added</B>"##))
        #expect(added.contains(##"STYLE="rounded" BORDER="3" COLOR="#1f8a3b""##))
        #expect(added.contains(##"class="scene tableViewController added""##))
        let removed = try #require(dot.node(Self.nodeIDs["Gestures"]!))
        #expect(removed.contains(##"<B>− removed</B>"##))
        #expect(removed.contains(##"STYLE="rounded,dashed" BORDER="2" COLOR="#c4314b""##))
        // A ghost: its screen's colours faded toward the white canvas.
        #expect(!removed.contains(##"COLOR="#b9b9c0""##))
        let changed = try #require(dot.node(Self.nodeIDs["Players"]!))
        #expect(changed.contains(##"<B>~ changed</B>"##))
        #expect(changed.contains("title: Players → All Players"))
        #expect(changed.contains(#"\n~ changed\ntitle: Players → All Players""#))
        let push = try #require(dot.edge(id: "segue-Players_AddPlayer"))
        #expect(push.contains(##"label="~ AddPlayer\n(present → show)""##))
        #expect(push.contains(##"penwidth=2.4"##))
        let tab = try #require(dot.edge(id: "segue-Tabs_tab1"))
        #expect(tab.contains(##"style="dashed""##))
        #expect(tab.contains(##"label="− tab 2 · Gestures""##))
        // Unchanged parts are quiet: the unwind's green faded, Tabs' frame faded.
        #expect(try #require(dot.edge(id: "segue-AddPlayer_cancel")).contains("unchanged"))
        #expect(!(try #require(dot.node("s0")).contains(##"COLOR="#a5a5ad""##)))
    }

    @Test func eachSideHidesWhatTheOtherVersionHas() throws {
        let base = DOTLines(Fixtures.ratings, LayoutOptions(changes: Self.marks(side: .base)))
        let head = DOTLines(Fixtures.ratings, LayoutOptions(changes: Self.marks(side: .head)))
        #expect(try #require(base.node(Self.nodeIDs["ChooseGame"]!)).contains(##"style="invis""##))
        #expect(try #require(base.edge(id: "segue-AddPlayer_PickGame")).contains(##"style="invis""##))
        #expect(!(try #require(base.node(Self.nodeIDs["Gestures"]!)).contains(##"style="invis""##)))
        #expect(try #require(head.node(Self.nodeIDs["Gestures"]!)).contains(##"style="invis""##))
        #expect(try #require(head.edge(id: "segue-Tabs_tab1")).contains(##"style="invis""##))
        #expect(!(try #require(head.node(Self.nodeIDs["ChooseGame"]!)).contains(##"style="invis""##)))
        // Not faded outside the overlay.
        #expect(try #require(head.node("s0")).contains(##"COLOR="#a5a5ad""##))
    }

    @Test func theThreeSidesPutEverySceneInTheSamePlace() throws {
        let positions = try ChangeSide.allCases.map { side in
            let graph = FlowLayout(options: LayoutOptions(changes: Self.marks(side: side))).graph(for: Fixtures.ratings)
            let laidOut = try GraphvizRenderer().render(graph.dotSource, as: .laidOutDOT)
            return Self.nodePositions(in: String(decoding: laidOut.data, as: UTF8.self))
        }
        #expect(positions[0].count == Fixtures.ratings.scenes.count)
        #expect(positions[0] == positions[1])
        #expect(positions[1] == positions[2])
    }

    @Test func anUnwindWithoutTargetTakesItsExitAlong() throws {
        var flow = Fixtures.ratings
        flow.segues.append(Segue(id: "lost", kind: .unwind, source: "Gestures", destination: nil, unwind: Unwind(action: "gone:", resolution: .unresolved)))
        let marks = ChangeMarks(segues: ["lost": ChangeMark(.removed)], side: .head)
        let exit = try #require(DOTLines(flow, LayoutOptions(changes: marks)).lines.first { $0.contains(#"class="exit unresolved"#) })
        #expect(exit.contains(##"style="invis""##))
        #expect(exit.contains("removed"))
    }

    @Test func aChangedInitialSceneHasAnArrowOnEachSide() throws {
        var marks = Self.marks(side: .both)
        marks.baseInitialScene = .some("Players")
        let overlay = DOTLines(Fixtures.ratings, LayoutOptions(changes: marks))
        let head = try #require(overlay.edge(id: "entry-arrow"))
        let base = try #require(overlay.edge(id: "baseEntry-arrow"))
        #expect(head.hasPrefix("entry -> s0 ["))
        #expect(head.contains(##"class="initial changed""##))
        #expect(base.hasPrefix("baseEntry -> s2:screen ["))
        #expect(base.contains(##"style="dashed""##) && base.contains(##"class="initial changed old-version""##))
        marks.side = .base
        #expect(try #require(DOTLines(Fixtures.ratings, LayoutOptions(changes: marks)).edge(id: "entry-arrow")).contains(##"style="invis""##))
        marks.side = .head
        #expect(try #require(DOTLines(Fixtures.ratings, LayoutOptions(changes: marks)).edge(id: "baseEntry-arrow")).contains(##"style="invis""##))
    }

    @Test func withoutChangesNothingIsDecorated() {
        #expect(!DOTLines(Fixtures.ratings).lines.contains { $0.contains("unchanged") || $0.contains("invis\"") })
    }

    /// `s<n>` → `pos` of every scene node in Graphviz's laid-out DOT.
    static func nodePositions(in dot: String) -> [String: String] {
        var positions: [String: String] = [:]
        let statements = dot.components(separatedBy: "];")
        for statement in statements {
            let trimmed = statement.drop { $0 == "\n" || $0 == "\t" || $0 == " " }
            guard trimmed.first == "s", let bracket = trimmed.firstIndex(of: "[") else { continue }
            let id = trimmed[..<bracket].trimmingCharacters(in: .whitespacesAndNewlines)
            guard id.dropFirst().allSatisfy(\.isNumber), !id.contains("->"),
                  let pos = statement.range(of: "pos=\"") else { continue }
            positions[id] = String(statement[pos.upperBound...].prefix { $0 != "\"" })
        }
        return positions
    }
}
