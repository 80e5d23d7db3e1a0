import Foundation
import GraphvizDOT
import GraphvizRender
import Storyflow
import StoryflowDiagrams
import StoryflowDiff
import StoryflowLayout
import StoryflowSamples
import Testing

/// The three sides of a diff diagram line up, changed scenes drawn as each version has them.
@Suite struct DiffDiagramTests {
    /// Ratings, and a head that starts at PlayersNav, where Players got a longer title, an Edit button
    /// (which shows the new Settings) and a label, and Gestures went.
    static func versions() throws -> (base: Flow, head: Flow) {
        let base = try Samples.ratings()
        var head = base
        head.initialSceneID = "PlayersNav"
        head.scenes.removeAll { $0.id == "Gestures" }
        head.segues.removeAll { $0.destination == "Gestures" }
        let players = try #require(head.scenes.firstIndex { $0.id == "Players" })
        head.scenes[players].title = "Every Player in the League"
        head.scenes[players].content.navigationBar?.leftItems.append(BarButton(id: "edit", systemItem: .edit))
        head.scenes[players].content.elements.append(.label(Label(id: "footer", text: "Pull to refresh")))
        head.scenes.append(Scene(id: "Settings", title: "Settings"))
        head.segues.append(Segue(id: "Players.settings", kind: .show, source: "Players", destination: "Settings",
                                 identifier: "ShowSettings", trigger: Trigger(kind: .barButton, elementID: "edit", title: "Edit")))
        return (base, head)
    }

    /// Lays the overlay out in this process.
    static func layOutHere(_ graph: Graph) throws -> String {
        String(decoding: try GraphvizRenderer().render(graph.dotSource, as: .laidOutDOT).data, as: UTF8.self)
    }

    @Test func eachSideDrawsItsVersionOfAChangedScene() async throws {
        let (base, head) = try Self.versions()
        let diagram = DiffDiagram(FlowDiff(base: base, head: head))
        let graphs = try await diagram.graphs(sides: ChangeSide.allCases, options: LayoutOptions(), layOut: Self.layOutHere).map(\.dotSource)
        let sides = Dictionary(uniqueKeysWithValues: zip(ChangeSide.allCases, graphs))
        #expect(sides[.base]?.contains(">Pull to refresh</FONT>") == false)
        #expect(sides[.head]?.contains(">Pull to refresh</FONT>") == true)
        #expect(sides[.both]?.contains(">Pull to refresh</FONT>") == true)
        // Every side is drawn at the overlay's places, so the three line up.
        #expect(graphs.allSatisfy { $0.contains(#"layout="nop2""#) && $0.contains("pos=\"") })
        // The tooltip holds the whole note; the label wraps it.
        #expect(graphs.allSatisfy { $0.contains("content: +bar button 'Edit', +label 'Pull to refresh'\"") })
    }

    @Test func withoutChangedScenesEverySideIsLaidOutByDot() async throws {
        let (base, _) = try Self.versions()
        var head = base
        head.scenes.removeAll { $0.id == "Gestures" }
        head.segues.removeAll { $0.destination == "Gestures" }
        let graphs = try await DiffDiagram(FlowDiff(base: base, head: head)).graphs(sides: ChangeSide.allCases, options: LayoutOptions(), layOut: Self.layOutHere)
        #expect(graphs.allSatisfy { !$0.dotSource.contains("nop2") })
    }

    @Test func everySidePutsEverySceneInTheSamePlace() async throws {
        let (base, head) = try Self.versions()
        let diagram = DiffDiagram(FlowDiff(base: base, head: head))
        let graphs = try await diagram.graphs(sides: ChangeSide.allCases, options: LayoutOptions(), layOut: Self.layOutHere)
        let laidOut = try graphs.map { try GraphvizRenderer().render($0.dotSource, as: .laidOutDOT) }
        let positions = laidOut.map { Self.positions(in: String(decoding: $0.data, as: UTF8.self)) }
        let bounds = laidOut.map { String(decoding: $0.data, as: UTF8.self).components(separatedBy: "bb=\"").dropFirst().first?.prefix { $0 != "\"" } }
        #expect(positions[0].count == diagram.union.flow.scenes.count)
        #expect(graphs[2].dotSource.contains("baseEntry -> "))
        // The same canvas on every side, so images of them line up.
        #expect(bounds[0] != nil && bounds[0] == bounds[1] && bounds[1] == bounds[2])
        #expect(positions[0] == positions[1])
        #expect(positions[1] == positions[2])
    }

    /// `s<n>` → `pos` of every scene node in laid-out DOT.
    static func positions(in dot: String) -> [String: String] {
        var positions: [String: String] = [:]
        var node: String?
        for line in dot.split(separator: "\n") {
            if line.hasPrefix("\t"), !line.hasPrefix("\t\t") {
                let id = line.dropFirst().prefix { $0 != "\t" }
                node = id.hasPrefix("s") && id.dropFirst().allSatisfy(\.isNumber) && !id.isEmpty ? String(id) : nil
            }
            if let node, let range = line.range(of: "pos=\"") {
                positions[node] = String(line[range.upperBound...].prefix { $0 != "\"" })
            }
        }
        return positions
    }
}
