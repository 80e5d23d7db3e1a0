import Foundation
import GraphvizRender
import Storyflow
import StoryflowLayout
import Testing

@Suite struct ArrangementTests {
    /// A flow whose scenes record canvas positions: a navigation controller, its root, and a detail
    /// placed to the right of it, plus `overlapping` placed exactly on the root.
    private static func placedFlow(overlapping: Bool = false) -> Flow {
        var scenes = [
            Scene(id: "nav", kind: .navigationController, position: CanvasPosition(x: 0, y: 0)),
            Scene(id: "list", kind: .tableViewController, title: "List", position: CanvasPosition(x: 600, y: 0)),
            Scene(id: "detail", title: "Detail", position: CanvasPosition(x: 1200, y: 0)),
        ]
        if overlapping { scenes.append(Scene(id: "twin", title: "Twin", position: CanvasPosition(x: 600, y: 0))) }
        return Flow(name: "Placed", scenes: scenes, segues: [
            Segue(id: "root", kind: .relationship, source: "nav", destination: "list", relationshipRole: .root),
            Segue(id: "push", kind: .show, source: "list", destination: "detail", identifier: "showDetail"),
        ], initialSceneID: "nav")
    }

    /// The pinned `pos` (inches) of a node statement.
    private static func pos(of line: String?) -> (x: Double, y: Double)? {
        guard let line, let range = line.range(of: #"pos="[-0-9.]+,[-0-9.]+!""#, options: .regularExpression) else { return nil }
        let values = line[range].dropFirst(5).dropLast(2).split(separator: ",").compactMap { Double($0) }
        return values.count == 2 ? (values[0], values[1]) : nil
    }

    @Test func aFlowWithPositionsIsPinnedWhereTheDeveloperPlacedItsScenes() throws {
        let dot = DOTLines(Self.placedFlow())
        #expect(dot.lines.contains { $0.hasPrefix("layout=\"neato\"") || $0.contains("layout=\"neato\"") })
        let nav = try #require(Self.pos(of: dot.node("s0")))
        let list = try #require(Self.pos(of: dot.node("s1")))
        let detail = try #require(Self.pos(of: dot.node("s2")))
        #expect(nav.x < list.x && list.x < detail.x)
        #expect(nav.y == list.y && list.y == detail.y)
        // The entry dot is pinned too, left of the initial scene.
        #expect(try #require(Self.pos(of: dot.node("entry"))).x < nav.x)
    }

    @Test func automaticArrangementAndDSLFlowsAreRankedByDot() {
        let automatic = DOTLines(Self.placedFlow(), LayoutOptions(arrangement: .automatic))
        #expect(!automatic.lines.contains { $0.contains("pos=") || $0.contains("neato") })
        #expect(FlowLayout(options: LayoutOptions(arrangement: .automatic)).arrangement(for: Self.placedFlow()) == .automatic)
        #expect(FlowLayout().arrangement(for: Fixtures.ratings) == .automatic)
        #expect(FlowLayout().arrangement(for: Self.placedFlow()) == .storyboard)
        #expect(FlowLayout(options: LayoutOptions(groupsContainers: true)).arrangement(for: Self.placedFlow()) == .automatic)
        #expect(FlowLayout(options: LayoutOptions(showsLegend: true)).arrangement(for: Self.placedFlow()) == .automatic)
    }

    @Test func scenesThatWouldOverlapArePushedApart() throws {
        let dot = DOTLines(Self.placedFlow(overlapping: true))
        let list = try #require(Self.pos(of: dot.node("s1")))
        let twin = try #require(Self.pos(of: dot.node("s3")))
        // A phone screen is about 2.8 inches wide and 5 tall: the twin moved clear of it.
        #expect(abs(list.x - twin.x) > 2.8 || abs(list.y - twin.y) > 5)
    }

    @Test func theStoryboardArrangementRendersWithoutGraphvizWarnings() throws {
        let graph = FlowLayout(options: LayoutOptions(showsLegend: true)).graph(for: Self.placedFlow(overlapping: true))
        let result = try GraphvizRenderer().render(graph, as: .svg)
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        let svg = String(decoding: result.data, as: UTF8.self).replacingOccurrences(of: "&#45;", with: "-")
        for id in ["scene-list", "scene-detail", "scene-twin", "segue-push", "entry-arrow", "legend"] {
            #expect(svg.contains("id=\"\(id)\""), "SVG lacks \(id)")
        }
    }
}
