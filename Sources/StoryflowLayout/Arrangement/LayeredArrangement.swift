import Storyflow

/// The automatic arrangement placed by Storyflow itself when `dot`'s would leave most of the page
/// empty: scenes in columns along the segues, left to right, each column filled to about the same
/// breadth.
///
/// `dot` puts every scene on the first rank its segues allow, so a tree of screens is a fan: one
/// root, a few scenes after it, a dozen in the middle ranks and a few at the end, and the page is
/// as tall as the fullest rank, most of it empty. Staggering a rank's scenes over later ranks
/// (`minlen`) does not help there: `dot` then straightens the long edges by spreading the ranks
/// apart. This instead schedules the scenes into columns like jobs onto machines of a fixed
/// capacity: a column takes the scenes whose predecessors are all in earlier columns (the root a
/// container holds first, then those that waited longest, then those that start the longest
/// chains) until it holds as much as the capacity; the rest wait for the next column. Capacities
/// from all of a part's scenes (none waits) down to a few scenes' worth are tried, and the
/// placement of least area (kept near a landscape aspect ratio) wins. In each column the scenes go
/// in the order of their predecessors and as level with them as the column allows. Each
/// unconnected part is placed so on its own, and the parts are packed into one another's empty
/// corners (``BlockPacking``).
///
/// It is used when the parts save at least ``leastSaving`` of the area of the placement without
/// waiting, about what `dot` draws: each scene in the first column its segues allow, as `dot`
/// ranks it, and level with the scenes that lead to it, so that a subtree stretches out below its
/// root. Small flows and navigation stacks keep `dot`'s layout. Graphviz's `neato` then keeps the
/// positions and routes the edges around the scenes, as for the storyboard's own arrangement (see
/// ``CanvasArrangement``).
struct LayeredArrangement {
    /// Each scene's centre, `y` growing downwards, and its size, in points.
    let scenes: [(id: Scene.ID, centre: CanvasArrangement.Point, size: SceneFootprint)]
    /// The stubs for the scenes after a scene, placed like scenes it leads to: in a column after it,
    /// as level with it as that column allows. Reserving their room between the columns instead
    /// would widen the room between two whole columns for one stub.
    let stubs: [(stub: SceneStub, centre: CanvasArrangement.Point, size: SceneFootprint)]

    /// The least share of the area the balanced columns must save over columns without waiting.
    static let leastSaving = 0.2
    /// Flows of fewer scenes keep `dot`'s layout: their page is small anyway, and `dot` routes
    /// their edges more tidily than `neato` routes them around pinned scenes.
    static let fewestScenes = 12
    /// Flows of more scenes keep `dot`'s layout: `neato` routes the edges of pinned scenes in time
    /// that grows much faster than `dot`'s.
    static let mostScenes = 150

    /// The placement of `context`'s flow drawn left to right, with `stubs` (those after their scenes
    /// placed in the columns, the others given room beside their scenes) and scenes `measured` at
    /// their drawn sizes (the others at estimates); `nil` for a flow of fewer than ``fewestScenes``
    /// or more than ``mostScenes`` scenes, or when it would not save
    /// ``leastSaving`` of the area.
    init?(context: LayoutContext, stubs: [SceneStub], measured: [Scene.ID: SceneFootprint]) {
        let graph = RankGraph(context: context)
        var parts = graph.components()
        guard (Self.fewestScenes...Self.mostScenes).contains(graph.sceneIDs.count) else { return nil }
        let sceneIndices = Dictionary(graph.sceneIDs.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let placedStubs = stubs.filter { $0.side == .after && sceneIndices[$0.sceneID] != nil }
        let owners = placedStubs.compactMap { sceneIndices[$0.sceneID] }
        let ids = graph.sceneIDs.map(Optional.some) + placedStubs.map { _ in nil }
        let sizes = graph.sceneIDs.indices.map { measured[graph.sceneIDs[$0]] ?? graph.footprints[$0] }
            + placedStubs.map { CanvasArrangement.boxSize(saying: $0.text) }
        let contained = Set(context.flow.segues.filter { $0.kind == .relationship }.compactMap(\.destination))
        let links = Links(graph: graph, contained: contained, followers: owners)
        let room = CanvasArrangement.Room(context: context, stubs: stubs.filter { $0.side == .before })
        let breadths = sizes.map { $0.height + CanvasArrangement.gap.vertical }
        /// The room between two columns: for the widest label leaving the left one, and for the
        /// boxes pinned beside the scenes.
        func gap(_ left: [Int], _ right: [Int]) -> Double {
            var widest = CanvasArrangement.gap.horizontal
            for case let a? in left.map({ ids[$0] }) {
                widest = max(widest, room.widestLabel(from: a))
                for case let b? in right.map({ ids[$0] }) { widest = max(widest, room.between(left: a, right: b)) }
            }
            return widest
        }
        // Each connected part with its stubs, placed on its own.
        let partOf = Dictionary(parts.enumerated().flatMap { part, members in members.map { ($0, part) } }, uniquingKeysWith: { first, _ in first })
        for (offset, owner) in owners.enumerated() { parts[partOf[owner] ?? 0].append(graph.sceneIDs.count + offset) }
        var levelArea = 0.0
        var placements: [Placement] = []
        for part in parts {
            let total = part.reduce(0) { $0 + breadths[$1] }
            let fullest = part.map { breadths[$0] }.max() ?? 0
            func placement(capacity: Double, keptLevel: Bool = false) -> Placement {
                let columns = links.columns(of: part, capacity: capacity, breadths: breadths)
                return Placement(columns: columns, links: links, sizes: sizes, gap: gap, keptLevel: keptLevel)
            }
            // What `dot` draws, about: every scene in the first column it can go in, level with the
            // scenes that lead to it, so a subtree's scenes stretch out below their root's.
            levelArea += placement(capacity: total, keptLevel: true).area
            placements.append(ColumnPacking.counts(upTo: part.count).map { placement(capacity: max(fullest, total / Double($0))) }.min { $0.cost < $1.cost }
                ?? placement(capacity: total))
        }
        guard placements.reduce(0, { $0 + $1.area }) <= levelArea * (1 - Self.leastSaving) else { return nil }
        // Each part with room for the boxes pinned beside its scenes.
        let blocks = placements.map { placement in
            let nodes = Array(placement.columns.joined())
            let positions = Dictionary(nodes.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
            return BlockPacking.Block(
                scenes: nodes.map { (placement.centres[$0], sizes[$0], ids[$0].map(room.before) ?? 0, ids[$0].map(room.after) ?? 0) },
                links: nodes.enumerated().flatMap { position, node in links.successors[node].compactMap { positions[$0].map { (position, $0) } } }
            )
        }
        let corners = BlockPacking(blocks, gap: CanvasArrangement.gap, cost: Self.cost).corners
        var centres = Array(repeating: CanvasArrangement.Point(x: 0, y: 0), count: sizes.count)
        for ((block, placement), corner) in zip(zip(blocks, placements), corners) {
            for node in placement.columns.joined() { centres[node] = block.moved(placement.centres[node], to: corner) }
        }
        scenes = graph.sceneIDs.indices.map { (graph.sceneIDs[$0], centres[$0], sizes[$0]) }
        self.stubs = placedStubs.enumerated().map { offset, stub in
            let node = graph.sceneIDs.count + offset
            return (stub, centres[node], sizes[node])
        }
    }

    /// The area of a placement `width` by `height` points, with an aspect ratio more than one and a
    /// half times from landscape's costing in proportion.
    static func cost(width: Double, height: Double) -> Double {
        ColumnPacking.cost(length: width, breadth: height, target: CompactArrangement.targetAspect(.leftToRight), tolerance: 1.5)
    }

    /// The rank-setting segues that go forward, as node indices (the scenes, then the boxes that
    /// follow scenes): each node's successors and predecessors, how many columns the longest chain
    /// from each node spans, and which nodes belong right after the one leading to them (the scene
    /// a container holds, such as a navigation controller's root or a tab, and the boxes).
    struct Links {
        let successors: [[Int]]
        let predecessors: [[Int]]
        let chainLengths: [Int]
        let goesRightAfter: [Bool]

        /// The links of `graph`'s scenes, then of one box after each scene of `followers`, by index.
        init(graph: RankGraph, contained: Set<Scene.ID>, followers: [Int] = []) {
            let sceneRanks = graph.longestPathRanks(lengths: Array(repeating: 1, count: graph.edges.count))
            let ranks = sceneRanks + followers.map { sceneRanks[$0] + 1 }
            var successors = [[Int]](repeating: [], count: ranks.count)
            var predecessors = successors
            func link(_ from: Int, _ to: Int) {
                successors[from].append(to)
                predecessors[to].append(from)
            }
            for edge in graph.edges where ranks[edge.to] > ranks[edge.from] && !successors[edge.from].contains(edge.to) {
                link(edge.from, edge.to)
            }
            for (offset, scene) in followers.enumerated() { link(scene, graph.sceneIDs.count + offset) }
            var chainLengths = [Int](repeating: 1, count: ranks.count)
            for node in ranks.indices.sorted(by: { ranks[$0] > ranks[$1] }) {
                chainLengths[node] = 1 + (successors[node].map { chainLengths[$0] }.max() ?? 0)
            }
            self.successors = successors
            self.predecessors = predecessors
            self.chainLengths = chainLengths
            goesRightAfter = graph.sceneIDs.map(contained.contains) + followers.map { _ in true }
        }

        /// The scenes scheduled into columns of at most `capacity` breadth (a scene broader than that
        /// gets a column of its own): each column takes the scenes whose predecessors are all in
        /// earlier columns, those that belong right after their predecessor first (a navigation
        /// controller's root, a stub), then those that have waited longest, then those that start
        /// the longest chains, so that no scene waits far from the scene that leads to it.
        func columns(of part: [Int], capacity: Double, breadths: [Double]) -> [[Int]] {
            var waitingFor = predecessors.map(\.count)
            var ready = part.filter { waitingFor[$0] == 0 }
            var earliest = [Int](repeating: 0, count: successors.count)
            var columns: [[Int]] = []
            func priority(_ node: Int) -> (Int, Int, Int, Int) { (goesRightAfter[node] ? 0 : 1, earliest[node], -chainLengths[node], node) }
            while !ready.isEmpty {
                ready.sort { priority($0) < priority($1) }
                var column: [Int] = []
                var used = 0.0
                for node in ready where column.isEmpty || used + breadths[node] <= capacity {
                    column.append(node)
                    used += breadths[node]
                }
                ready.removeAll { column.contains($0) }
                for node in column {
                    for next in successors[node] {
                        waitingFor[next] -= 1
                        earliest[next] = columns.count + 1
                        if waitingFor[next] == 0 { ready.append(next) }
                    }
                }
                columns.append(column)
            }
            return columns
        }
    }

    /// Columns of scenes given positions: side by side with `gap(column, next)` between them, each
    /// scene as level with its predecessors as the column allows, every column within the height
    /// of the fullest unless scenes are `keptLevel`, as `dot` keeps them.
    struct Placement {
        /// Each scene's centre, by index, `y` growing downwards.
        private(set) var centres: [CanvasArrangement.Point]
        /// The nodes in each column, left to right.
        let columns: [[Int]]
        /// The width and height of the whole.
        private(set) var width = 0.0
        private(set) var height = 0.0

        init(columns: [[Int]], links: Links, sizes: [SceneFootprint], gap: ([Int], [Int]) -> Double, keptLevel: Bool = false) {
            let space = CanvasArrangement.gap.vertical
            self.columns = columns
            centres = Array(repeating: CanvasArrangement.Point(x: 0, y: 0), count: sizes.count)
            height = columns.map { column in column.reduce(-space) { $0 + sizes[$1].height + space } }.max() ?? 0
            var placed = Set<Int>()
            var left = 0.0
            for (position, column) in columns.enumerated() {
                let wanted = column.map { node -> (node: Int, level: Double?) in
                    let before = links.predecessors[node].filter(placed.contains)
                    return (node, before.isEmpty ? nil : before.reduce(0) { $0 + centres[$1].y } / Double(before.count))
                }
                // Scenes led to from above go above; scenes nothing placed leads to, last.
                let order = wanted.enumerated().sorted { ($0.element.level ?? .infinity, $0.offset) < ($1.element.level ?? .infinity, $1.offset) }.map(\.element)
                var tops = order.map { ($0.level ?? 0) - sizes[$0.node].height / 2 }
                var floor = 0.0
                for index in order.indices {
                    tops[index] = max(tops[index], floor)
                    floor = tops[index] + sizes[order[index].node].height + space
                }
                var ceiling = keptLevel ? .infinity : height
                for index in order.indices.reversed() {
                    tops[index] = min(tops[index], ceiling - sizes[order[index].node].height)
                    ceiling = tops[index] - space
                }
                let columnWidth = column.map { sizes[$0].width }.max() ?? 0
                for (index, node) in order.map(\.node).enumerated() {
                    centres[node] = CanvasArrangement.Point(x: left + columnWidth / 2, y: tops[index] + sizes[node].height / 2)
                    placed.insert(node)
                }
                left += columnWidth
                if position + 1 < columns.count { left += gap(column, columns[position + 1]) }
            }
            width = left
            if keptLevel { height = columns.joined().map { centres[$0].y + sizes[$0].height / 2 }.max() ?? 0 }
        }

        var area: Double { width * height }

        /// The area, with an aspect ratio far from landscape's costing more (see ``LayeredArrangement/cost(width:height:)``).
        var cost: Double { LayeredArrangement.cost(width: width, height: height) }
    }
}
