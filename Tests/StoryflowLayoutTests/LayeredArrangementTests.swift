import Storyflow
import StoryflowLayout
import Testing

/// The automatic arrangement placed in balanced columns when `dot`'s ranks would leave most of the
/// page empty (see `LayeredArrangement`).
@Suite struct LayeredArrangementTests {
    /// A tab bar controller with `tabs` tabs, each a navigation controller whose root table pushes
    /// `rows` screens: a tree whose ranks hold 1, `tabs`, `tabs`, then `tabs × rows` scenes. With
    /// `cellTitles`, each push leaves from a cell of the root saying so.
    private static func broadTree(tabs: Int = 4, rows: Int = 6, cellTitles: Bool = false) -> Flow {
        var scenes = [Scene(id: "tabs", kind: .tabBarController)]
        var segues: [Segue] = []
        for tab in 0..<tabs {
            let cells = (0..<rows).map { Cell(id: "cell\(tab)-\($0)", style: .basic, text: "The details of row \($0) of tab \(tab)") }
            let content = SceneContent(elements: [.table(Table(id: "table\(tab)", cellContent: .staticCells, sections: [TableSection(cells: cells)]))])
            scenes += [
                Scene(id: "nav\(tab)", kind: .navigationController),
                Scene(id: "list\(tab)", kind: .tableViewController, title: "List \(tab)", content: cellTitles ? content : SceneContent()),
            ]
            segues += [
                Segue(id: "tab\(tab)", kind: .relationship, source: "tabs", destination: "nav\(tab)", relationshipRole: .tab(tab)),
                Segue(id: "root\(tab)", kind: .relationship, source: "nav\(tab)", destination: "list\(tab)", relationshipRole: .root),
            ]
            for row in 0..<rows {
                scenes.append(Scene(id: "detail\(tab)-\(row)", title: "Detail \(tab)-\(row)"))
                segues.append(Segue(id: "show\(tab)-\(row)", kind: .show, source: "list\(tab)", destination: "detail\(tab)-\(row)", identifier: "show\(row)",
                                    trigger: cellTitles ? Trigger(kind: .cell, elementID: cells[row].id) : .manual))
            }
        }
        return Flow(name: "Tree", scenes: scenes, segues: segues, initialSceneID: "tabs")
    }

    /// Each scene's pinned centre in the DOT of `flow` drawn with `stubs`, by scene id (and each
    /// stub's by its node name), in inches (`y` growing upwards).
    private static func centres(of flow: Flow, _ options: LayoutOptions = LayoutOptions(), stubs: [SceneStub] = []) -> [String: (x: Double, y: Double)] {
        let dot = FlowLayout(options: options).graph(for: flow, stubs: stubs).dotSource.split(separator: "\n").map { String($0.drop { $0 == " " }) }
        var centres: [String: (x: Double, y: Double)] = [:]
        for line in dot where line.contains("id=\"scene-") || line.hasPrefix("stub") {
            guard let id = line.hasPrefix("stub") ? line.prefix(while: { $0 != " " }) : DOTLines.attribute("id", in: line)?.dropFirst(7).dropLast(),
                  let pos = DOTLines.attribute("pos", in: line)?.dropFirst().dropLast(2) else { continue }
            let values = pos.split(separator: ",").compactMap { Double($0) }
            if values.count == 2 { centres[String(id)] = (values[0], values[1]) }
        }
        return centres
    }

    @Test func aBroadTreeIsPlacedInColumnsOfAboutEqualBreadth() throws {
        let flow = Self.broadTree()
        let centres = Self.centres(of: flow)
        #expect(centres.count == flow.scenes.count, "every scene is pinned: \(centres.keys.sorted())")
        #expect(DOTLines(flow).lines.contains { $0.contains("layout=\"neato\"") })
        // dot ranks the 24 detail screens in one column of 24; balanced, no column holds more than a third of them.
        let columns = Dictionary(grouping: centres.values, by: { ($0.x * 10).rounded() })
        #expect(columns.count > 4)
        #expect(try #require(columns.values.map(\.count).max()) <= 8)
        // Every segue still goes left to right: a scene lies right of every scene that leads to it.
        for segue in flow.segues {
            let source = try #require(centres[segue.source])
            let destination = try #require(centres[segue.destination ?? ""])
            #expect(source.x < destination.x, "\(segue.id) goes from \(source) to \(destination)")
        }
    }

    /// A home screen that presents `modals` navigation controllers, each with its root, and pushes
    /// `details` screens, each the start of a stack three screens deep.
    private static func homeWithModals(modals: Int = 8, details: Int = 12) -> Flow {
        var scenes = [Scene(id: "home", kind: .tableViewController, title: "Home")]
        var segues: [Segue] = []
        for modal in 0..<modals {
            scenes += [Scene(id: "nav\(modal)", kind: .navigationController), Scene(id: "modal\(modal)", title: "Modal \(modal)")]
            segues += [
                Segue(id: "present\(modal)", kind: .present, source: "home", destination: "nav\(modal)"),
                Segue(id: "root\(modal)", kind: .relationship, source: "nav\(modal)", destination: "modal\(modal)", relationshipRole: .root),
            ]
        }
        for detail in 0..<details {
            let stack = (0..<3).map { "detail\(detail)-\($0)" }
            scenes += stack.map { Scene(id: $0, title: $0) }
            segues.append(Segue(id: "show\(detail)", kind: .show, source: "home", destination: stack[0]))
            segues += (1..<3).map { Segue(id: "push\(detail)-\($0)", kind: .show, source: stack[$0 - 1], destination: stack[$0]) }
        }
        return Flow(name: "Home", scenes: scenes, segues: segues, initialSceneID: "home")
    }

    @Test func aNavigationControllersRootGoesInTheColumnRightAfterIt() throws {
        for flow in [Self.broadTree(), Self.homeWithModals()] {
            let centres = Self.centres(of: flow)
            let columnXs = Set(centres.values.map { ($0.x * 100).rounded() / 100 }).sorted()
            for segue in flow.segues where segue.kind == .relationship && segue.relationshipRole == .root {
                let nav = try #require(centres[segue.source])
                let root = try #require(centres[segue.destination ?? ""])
                let navColumn = try #require(columnXs.firstIndex(of: (nav.x * 100).rounded() / 100))
                #expect(columnXs.firstIndex(of: (root.x * 100).rounded() / 100) == navColumn + 1, "\(flow.name): \(segue.id)")
            }
        }
    }

    @Test func seguesArriveFromTheSideTheyComeFrom() {
        #expect(!Self.centres(of: Self.broadTree()).isEmpty, "placed in columns")
        let edges = DOTLines(Self.broadTree()).edges.filter { $0.contains("segue-show") }
        #expect(!edges.isEmpty)
        // Columns run left to right: a segue from above or below would cross the title over a screen's top.
        #expect(edges.allSatisfy { !$0.contains(":n [") && !$0.contains(":s [") && !$0.contains(":n:") }, "\(edges)")
    }

    /// The distances between neighbouring columns of pinned `centres`, in inches.
    private static func columnPitches(_ centres: [String: (x: Double, y: Double)]) -> [Double] {
        let xs = Set(centres.values.map { ($0.x * 100).rounded() / 100 }).sorted()
        return zip(xs, xs.dropFirst()).map { $1 - $0 }
    }

    @Test func aStubGoesInTheColumnAfterItsSceneWithoutWideningTheRoomBetweenColumns() throws {
        let flow = Self.broadTree()
        let stubs = flow.scenes.filter { $0.id.hasPrefix("detail") && $0.id.hasSuffix("-0") }.map {
            SceneStub(sceneID: $0.id, side: .after, text: "→ Settings + 12 more · 2 of 3")
        }
        let centres = Self.centres(of: flow, stubs: stubs)
        let columnXs = Set(centres.values.map { ($0.x * 100).rounded() / 100 }).sorted()
        for (index, stub) in stubs.enumerated() {
            let scene = try #require(centres[stub.sceneID])
            let box = try #require(centres["stub\(index)"], "stub \(index) is pinned")
            #expect(columnXs.first { $0 > (scene.x * 100).rounded() / 100 } == (box.x * 100).rounded() / 100,
                    "\(stub.sceneID) at \(scene), its stub at \(box): in the next column")
        }
        // Room kept beside each scene for its stub would push every column apart by the stub's width
        // and gaps (over 4 inches); in a column, the stub widens it only by what it is wider than a
        // scene (under half an inch).
        let withoutStubs = Self.columnPitches(Self.centres(of: flow).filter { !$0.key.hasPrefix("stub") })
        let scenesOnly = Self.centres(of: flow, stubs: stubs).filter { !$0.key.hasPrefix("stub") }
        #expect(try #require(Self.columnPitches(scenesOnly).max()) <= (withoutStubs.max() ?? 0) + 0.5)
    }

    @Test func labelsLeavingTheirCellKeepOnlyTheirRoomBetweenColumns() throws {
        // Each push leaves from its cell, so its label is `show3`, not `show3 · The details of row 3 of tab 0`.
        let fromCells = Self.columnPitches(Self.centres(of: Self.broadTree(cellTitles: true)))
        let plain = Self.columnPitches(Self.centres(of: Self.broadTree()))
        #expect(!fromCells.isEmpty)
        #expect(try #require(fromCells.max()) <= (plain.max() ?? 0) + 0.5, "pitches \(fromCells) against \(plain)")
    }

    @Test func aTreeWhoseBranchesDotWouldStretchApartGetsColumns() {
        // Two branches from the first screen, forking at different depths. Balanced columns save
        // less than a fifth over columns without waiting, each as full as its scenes make it; but
        // kept level with the screens that lead to them, as `dot` keeps them, the later forks hang
        // below the earlier ones, and against that the balanced columns save more.
        let pushes = [(0, 1), (1, 2), (2, 3), (0, 4), (4, 5), (3, 6), (5, 7), (5, 8), (8, 9), (3, 10), (6, 11), (1, 12), (5, 13),
                      (10, 14), (4, 15), (8, 16), (6, 17)]
        let flow = Flow(name: "Forks", scenes: (0...17).map { Scene(id: "s\($0)", title: "Screen \($0)") },
                        segues: pushes.map { Segue(id: "s\($0)-s\($1)", kind: .show, source: "s\($0)", destination: "s\($1)") },
                        initialSceneID: "s0")
        #expect(Self.centres(of: flow).count == flow.scenes.count, "every scene is pinned")
    }

    @Test func smallPartsBesideABigTreeGoIntoItsEmptyCorner() throws {
        // An atlas page: a tab's tree and two screens instantiated from code, cut from the stack before it.
        let tree = Self.broadTree()
        let loneIDs = ["lone", "other"]
        let flow = Flow(name: "Page", scenes: tree.scenes + loneIDs.map { Scene(id: $0, title: $0.capitalized) }, segues: tree.segues, initialSceneID: "tabs")
        let centres = Self.centres(of: flow)
        #expect(centres.count == flow.scenes.count, "every scene is pinned")
        let lone = try loneIDs.map { try #require(centres[$0]) }
        // Scenes are about 2.5 by 4 inches: the small parts keep clear of every scene of the tree.
        for (id, centre) in centres where !loneIDs.contains(id) {
            for part in lone {
                #expect(abs(part.x - centre.x) > 2.5 || abs(part.y - centre.y) > 3.5, "\(id) at \(centre) against \(part)")
            }
        }
        // The tree's first columns hold one tab bar controller and four small navigation
        // controllers: the small parts go under them, and the page is no bigger than the tree's.
        let treeAlone = Self.centres(of: tree).values
        let extent = { (points: [(x: Double, y: Double)]) in (points.map(\.x).max()! - points.map(\.x).min()!, points.map(\.y).max()! - points.map(\.y).min()!) }
        let (width, height) = extent(Array(centres.values)), (treeWidth, treeHeight) = extent(Array(treeAlone))
        #expect(width <= treeWidth + 0.01 && height <= treeHeight + 0.01, "\(width) × \(height) inches, the tree alone \(treeWidth) × \(treeHeight): \(lone)")
    }

    @Test func smallFlowsChainsAndOtherDirectionsKeepDotsRanks() {
        // A sample: balancing its columns saves too little.
        #expect(Self.centres(of: Fixtures.ratings).isEmpty)
        // A navigation stack: every scene already has a column of its own.
        let steps = (0..<12).map { Scene(id: "step\($0)", title: "Step \($0)") }
        let chain = Flow(name: "Chain", scenes: steps,
                         segues: (1..<12).map { Segue(id: "push\($0)", kind: .show, source: "step\($0 - 1)", destination: "step\($0)") },
                         initialSceneID: "step0")
        #expect(Self.centres(of: chain).isEmpty)
        // Many small parts that columns cannot shorten: dot, whose parts are packed by their outlines.
        let pairs = (0..<8).flatMap { [Scene(id: "a\($0)", title: "A \($0)"), Scene(id: "b\($0)", title: "B \($0)")] }
        let parts = Flow(name: "Pairs", scenes: pairs, segues: (0..<8).map { Segue(id: "p\($0)", kind: .show, source: "a\($0)", destination: "b\($0)") })
        #expect(Self.centres(of: parts).isEmpty)
        // Top to bottom, with a legend, with containers drawn as boxes: dot.
        #expect(Self.centres(of: Self.broadTree(), LayoutOptions(direction: .topToBottom)).isEmpty)
        #expect(Self.centres(of: Self.broadTree(), LayoutOptions(showsLegend: true)).isEmpty)
        #expect(Self.centres(of: Self.broadTree(), LayoutOptions(groupsContainers: true)).isEmpty)
    }
}
