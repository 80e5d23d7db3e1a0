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

    /// Scenes the developer spread over a big canvas, in two staggered rows (a diagonal), and a
    /// segue with a long label between two of them.
    private static func spreadFlow() -> Flow {
        Flow(name: "Spread", scenes: [
            Scene(id: "a", title: "A", position: CanvasPosition(x: 0, y: 0)),
            Scene(id: "b", title: "B", position: CanvasPosition(x: 2000, y: 40)),
            Scene(id: "c", title: "C", position: CanvasPosition(x: 4000, y: 1500)),
            Scene(id: "d", title: "D", position: CanvasPosition(x: 6000, y: 3000)),
        ], segues: [
            Segue(id: "ab", kind: .show, source: "a", destination: "b", identifier: "aRatherLongSegueIdentifierIndeed"),
            Segue(id: "bc", kind: .show, source: "b", destination: "c", identifier: "short"),
        ], initialSceneID: "a")
    }

    @Test func emptyCanvasBetweenScenesClosesUpKeepingTheirOrder() throws {
        let dot = DOTLines(Self.spreadFlow())
        let points = try ["s0", "s1", "s2", "s3"].map { try #require(Self.pos(of: dot.node($0))) }
        // In inches: a phone scene is about 2.8 wide and 5.1 tall with its title, and the room kept
        // between scenes is about 1 across (5 with the long label) and 0.7 down. Moved up first, the
        // diagonal closes into one row, a smaller page than the staircase moving left first leaves.
        #expect(points[0].x < points[1].x && points[1].x <= points[2].x && points[2].x <= points[3].x, "order across kept: \(points)")
        #expect(points[0].y >= points[1].y && points[1].y >= points[2].y && points[2].y >= points[3].y, "order down kept: \(points)")
        #expect(points[0].y == points[1].y, "scenes nearly level on the canvas stay level")
        #expect(points[3].x - points[0].x < 16, "four scenes 6000 points apart on the canvas: \(points)")
        #expect(points[0].y - points[3].y < 18, "down the page too: \(points)")
    }

    /// Two storyboards loaded together: `Main` an L of four scenes in a row under one at its right
    /// end (the canvas above the first three empty), and `Search` one scene, its canvas right of
    /// Main's as the importer puts it.
    private static func twoStoryboards() -> Flow {
        func scene(_ id: String, in file: String, x: Double, y: Double) -> Scene {
            Scene(id: id, title: id.capitalized, location: SourceLocation(file: "\(file).storyboard"), position: CanvasPosition(x: x, y: y))
        }
        let main = (0..<4).map { scene("row\($0)", in: "Main", x: Double($0) * 600, y: 1000) } + [scene("corner", in: "Main", x: 1800, y: 0)]
        return Flow(name: "Folder", scenes: main + [scene("search", in: "Search", x: 2800, y: 0)], segues: [
            Segue(id: "up", kind: .show, source: "row3", destination: "corner"),
        ], initialSceneID: "row0")
    }

    @Test func aStoryboardIsSetIntoTheEmptyCornerOfAnotherKeepingItsOwnCanvas() throws {
        let dot = DOTLines(Self.twoStoryboards())
        let main = try (0..<5).map { try #require(Self.pos(of: dot.node("s\($0)"))) }
        let search = try #require(Self.pos(of: dot.node("s5")))
        // In inches, y growing upwards: the search scene stands above the first scenes of the row,
        // left of the corner scene, where Main's canvas is empty, not beside or under Main.
        #expect(search.x < main[3].x - 2.8 && search.x >= main[0].x - 0.01, "\(search) beside \(main)")
        #expect(search.y > main[0].y + 5, "\(search) above \(main)")
        // Main keeps its own arrangement: the row level, the corner above its last scene.
        #expect(Set(main[0..<4].map(\.y)).count == 1 && main[4].x == main[3].x && main[4].y > main[3].y, "\(main)")
        // Without Search, Main is drawn the same, only moved.
        let alone = DOTLines(Flow(name: "Main", scenes: Array(Self.twoStoryboards().scenes.prefix(5)), segues: Self.twoStoryboards().segues, initialSceneID: "row0"))
        let mainAlone = try (0..<5).map { try #require(Self.pos(of: alone.node("s\($0)"))) }
        for (together, apart) in zip(main, mainAlone) {
            #expect(abs((together.x - main[0].x) - (apart.x - mainAlone[0].x)) < 0.02 && abs((together.y - main[0].y) - (apart.y - mainAlone[0].y)) < 0.02)
        }
    }

    @Test func aStoryboardASegueLeadsToIsSetRightOfTheSceneItLeavesFrom() throws {
        var flow = Self.twoStoryboards()
        flow.segues.append(Segue(id: "find", kind: .show, source: "row1", destination: "search"))
        let dot = DOTLines(flow)
        let row1 = try #require(Self.pos(of: dot.node("s1"))), corner = try #require(Self.pos(of: dot.node("s4")))
        let search = try #require(Self.pos(of: dot.node("s5")))
        // Still in the empty corner, above the row, but right of the scene its segue leaves from.
        #expect(search.x > row1.x + 2.8 && search.x < corner.x - 2.8 && search.y > row1.y + 5, "\(search), from \(row1)")
    }

    @Test func manyStoryboardsArePackedWithoutOverlap() throws {
        // Thirty storyboards of a row of six scenes, each one's canvas at the origin: far more
        // places to try than the packing tries along each axis.
        let scenes = (0..<30).flatMap { board in
            (0..<6).map { Scene(id: "b\(board)s\($0)", title: "Scene \($0)", location: SourceLocation(file: "Board\(board).storyboard"),
                                position: CanvasPosition(x: Double($0) * 500, y: Double(board % 3) * 900)) }
        }
        let dot = DOTLines(Flow(name: "Folder", scenes: scenes, initialSceneID: "b0s0"))
        let points = try scenes.indices.map { try #require(Self.pos(of: dot.node("s\($0)")), "s\($0) is pinned") }
        // A phone scene is about 2.8 inches wide and 5 tall.
        for (index, point) in points.enumerated() {
            for other in points[(index + 1)...] {
                #expect(abs(point.x - other.x) > 2.8 || abs(point.y - other.y) > 5, "\(point) and \(other) overlap")
            }
        }
    }

    @Test func theRoomBetweenScenesSideBySideFitsTheLabelsBetweenThem() throws {
        let dot = DOTLines(Self.spreadFlow())
        let a = try #require(Self.pos(of: dot.node("s0")))
        let b = try #require(Self.pos(of: dot.node("s1")))
        let plain = DOTLines(Flow(name: "Plain", scenes: Self.spreadFlow().scenes, initialSceneID: "a"))
        let plainA = try #require(Self.pos(of: plain.node("s0")))
        let plainB = try #require(Self.pos(of: plain.node("s1")))
        // 32 characters of label need about 5 points each (2.2 inches) and a margin, where an
        // unlabelled pair keeps only the usual room (0.7 inches).
        #expect((b.x - a.x) - (plainB.x - plainA.x) > 1.8, "\(b.x - a.x) inches apart, \(plainB.x - plainA.x) without the label")
    }

    @Test func roomIsKeptBesideAPlacedSceneForItsStub() throws {
        let flow = Self.spreadFlow()
        let stub = SceneStub(sceneID: "a", side: .after, text: "→ Somewhere far away (12 scenes)")
        let lines = FlowLayout().graph(for: flow, stubs: [stub]).dotSource.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let a = try #require(Self.pos(of: lines.first { $0.hasPrefix("s0 [") }))
        let b = try #require(Self.pos(of: lines.first { $0.hasPrefix("s1 [") }))
        let box = try #require(Self.pos(of: lines.first { $0.contains("class=\"stub\"") }))
        #expect(box.y == a.y, "the stub is level with its scene: \(box) vs \(a)")
        #expect(a.x < box.x && box.x < b.x, "and between it and the next scene: \(a.x) < \(box.x) < \(b.x)")
    }

    /// Measures every scene node `width` by `height` points, `sizes` by node ID where given, and
    /// checks it is given the scenes alone.
    private static func measuring(_ width: Double, _ height: Double, _ sizes: [String: (Double, Double)] = [:]) -> NodeMeasuring {
        { graph in
            let nodes = graph.body.statements.compactMap { statement -> String? in
                guard case .node(let node) = statement else { return nil }
                return node.id
            }
            #expect(nodes.count == graph.body.statements.count, "only nodes are measured")
            return Dictionary(uniqueKeysWithValues: nodes.map { ($0, sizes[$0].map { (width: $0.0, height: $0.1) } ?? (width, height)) })
        }
    }

    /// Scenes measured smaller than their estimates sit closer; a measuring that cannot tell leaves
    /// the estimates.
    @Test func scenesMeasuredByGraphvizArePlacedByTheirDrawnSizes() throws {
        func gap(_ dot: DOTLines) throws -> Double {
            try #require(Self.pos(of: dot.node("s1"))).x - #require(Self.pos(of: dot.node("s0"))).x
        }
        let estimated = try gap(DOTLines(Self.placedFlow()))
        let measured = try gap(DOTLines(Self.placedFlow(), measuring: Self.measuring(140, 200)))
        // In inches, centre to centre: 140 points of scene and the 70 kept between, against the
        // estimates' half of 170 (a container) and of 204 (a phone) and the same 70.
        #expect(abs(measured - (140 + 70) / 72) < 0.02, "\(measured) inches apart")
        #expect(measured < estimated - 0.6, "\(measured) inches apart, \(estimated) estimated")
        #expect(try gap(DOTLines(Self.placedFlow(), measuring: { _ in nil })) == estimated)
    }

    /// A tall scene with a short one placed right of it and a little lower, above a row of scenes:
    /// moving left first, the short one would slip under the tall one (it no longer faces it once
    /// moved) and push the row down; moving up first keeps it beside the tall one, a smaller page.
    @Test func theCanvasClosesUpInTheOrderThatGivesTheSmallerArea() throws {
        let flow = Flow(name: "Steps", scenes: [
            Scene(id: "tall", title: "Tall", position: CanvasPosition(x: 0, y: 0)),
            Scene(id: "short", kind: .navigationController, position: CanvasPosition(x: 600, y: 360)),
            Scene(id: "d", title: "D", position: CanvasPosition(x: 0, y: 1400)),
            Scene(id: "e", title: "E", position: CanvasPosition(x: 700, y: 1400)),
            Scene(id: "f", title: "F", position: CanvasPosition(x: 1200, y: 1400)),
        ], initialSceneID: "tall")
        let dot = DOTLines(flow, measuring: Self.measuring(200, 300, ["s1": (200, 40)]))
        let tall = try #require(Self.pos(of: dot.node("s0")))
        let short = try #require(Self.pos(of: dot.node("s1")))
        let row = try ["s2", "s3", "s4"].map { try #require(Self.pos(of: dot.node($0))) }
        #expect(short.y == tall.y && short.x > tall.x, "beside the tall scene: \(short) vs \(tall)")
        #expect(tall.y - row[0].y < (300 + 50 + 1) / 72, "the row right under the tall scene: \(row[0]) vs \(tall)")
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
