import Foundation
import GraphvizRender
import Storyflow
@testable import StoryflowCommand
import StoryflowDiff
import StoryflowLayout
import StoryflowSamples
import Testing

/// The three sides of a diff diagram lay out alike, changed scenes included.
@Suite struct DiffDiagramTests {
    /// Ratings, and a head where Players got a longer title, an Edit button (which shows the new
    /// Settings) and a label, and Gestures went.
    static func versions() throws -> (base: Flow, head: Flow) {
        let base = try Samples.ratings()
        var head = base
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

    @Test func aChangedSceneIsDrawnAsInTheHeadOnEverySide() throws {
        let (base, head) = try Self.versions()
        let diagram = DiffDiagram(FlowDiff(base: base, head: head))
        for side in ChangeSide.allCases {
            let dot = diagram.graph(side: side, options: LayoutOptions()).dotSource
            #expect(dot.contains(">Pull to refresh</FONT>"))
            // The tooltip holds the whole note; the label wraps it.
            #expect(dot.contains("content: +bar button 'Edit', +label 'Pull to refresh'\""))
        }
    }

    @Test func everySidePutsEverySceneInTheSamePlace() throws {
        let (base, head) = try Self.versions()
        let diagram = DiffDiagram(FlowDiff(base: base, head: head))
        let positions = try ChangeSide.allCases.map { side in
            let laidOut = try GraphvizRenderer().render(diagram.graph(side: side, options: LayoutOptions()).dotSource, as: .laidOutDOT)
            return Self.positions(in: String(decoding: laidOut.data, as: UTF8.self))
        }
        #expect(positions[0].count == diagram.union.flow.scenes.count)
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
