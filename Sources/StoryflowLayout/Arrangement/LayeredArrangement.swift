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
/// from a few columns' worth of scenes down are tried, and the placement of least area (kept near
/// a landscape aspect ratio) wins. In each column the scenes go in the order of their
/// predecessors and as level with them as the column allows.
///
/// It is used for a flow in one connected part, when it saves at least ``leastSaving`` of the
/// area of the same placement without waiting (each scene in the first column its segues allow,
/// as `dot` ranks it): small flows and navigation stacks keep `dot`'s layout, and so do flows of
/// unconnected parts, which ``PartPacking`` packs. Graphviz's `neato` then keeps the positions and
/// routes the edges around the scenes, as for the storyboard's own arrangement (see
/// ``CanvasArrangement``).
struct LayeredArrangement {
    /// Each scene's centre, `y` growing downwards, and its size, in points.
    let scenes: [(id: Scene.ID, centre: CanvasArrangement.Point, size: SceneFootprint)]

    /// The least share of the area the balanced columns must save over columns without waiting.
    static let leastSaving = 0.2
    /// Flows of more scenes keep `dot`'s layout: `neato` routes the edges of pinned scenes in time
    /// that grows much faster than `dot`'s.
    static let mostScenes = 150

    /// The placement of `context`'s flow drawn left to right, with room for `stubs` beside their
    /// scenes and scenes `measured` at their drawn sizes (the others at estimates); `nil` for a
    /// flow of several unconnected parts or of more than ``mostScenes`` scenes, or when it would
    /// not save ``leastSaving`` of the area.
    init?(context: LayoutContext, stubs: [SceneStub], measured: [Scene.ID: SceneFootprint]) {
        let graph = RankGraph(context: context)
        guard graph.sceneIDs.count > 2, graph.sceneIDs.count <= Self.mostScenes, graph.components().count == 1 else { return nil }
        let sizes = graph.sceneIDs.indices.map { measured[graph.sceneIDs[$0]] ?? graph.footprints[$0] }
        let contained = Set(context.flow.segues.filter { $0.kind == .relationship }.compactMap(\.destination))
        let links = Links(graph: graph, contained: contained)
        let room = CanvasArrangement.Room(context: context, stubs: stubs)
        let breadths = sizes.map { $0.height + CanvasArrangement.gap.vertical }
        /// The room between two columns: for the widest label leaving the left one, and for the
        /// boxes pinned beside the scenes.
        func gap(_ left: [Int], _ right: [Int]) -> Double {
            var widest = CanvasArrangement.gap.horizontal
            for a in left { for b in right { widest = max(widest, room.between(left: graph.sceneIDs[a], right: graph.sceneIDs[b])) } }
            return left.reduce(widest) { max($0, room.widestLabel(from: graph.sceneIDs[$1])) }
        }
        func placement(capacity: Double) -> Placement {
            Placement(columns: links.columns(capacity: capacity, breadths: breadths), links: links, sizes: sizes, gap: gap)
        }
        let total = breadths.reduce(0, +)
        let fullest = breadths.max() ?? 0
        let unbalanced = placement(capacity: total)
        // Capacities for 2 to 8 columns' worth of scenes, then a quarter more each time.
        let counts = sequence(first: 2) { $0 < 8 ? $0 + 1 : $0 + $0 / 4 }.prefix { $0 <= graph.sceneIDs.count }
        let candidates = counts.map { placement(capacity: max(fullest, total / Double($0))) }
        guard let best = candidates.min(by: { $0.cost < $1.cost }), best.area <= unbalanced.area * (1 - Self.leastSaving) else { return nil }
        scenes = graph.sceneIDs.indices.map { (graph.sceneIDs[$0], best.centres[$0], sizes[$0]) }
    }

    /// The rank-setting segues that go forward, as scene indices: each scene's successors and
    /// predecessors, how many columns the longest chain from each scene spans, and which scenes a
    /// container holds (the root of a navigation controller, a tab).
    struct Links {
        let successors: [[Int]]
        let predecessors: [[Int]]
        let chainLengths: [Int]
        let isContained: [Bool]

        init(graph: RankGraph, contained: Set<Scene.ID>) {
            let ranks = graph.longestPathRanks(lengths: Array(repeating: 1, count: graph.edges.count))
            var successors = [[Int]](repeating: [], count: graph.sceneIDs.count)
            var predecessors = successors
            for edge in graph.edges where ranks[edge.to] > ranks[edge.from] && !successors[edge.from].contains(edge.to) {
                successors[edge.from].append(edge.to)
                predecessors[edge.to].append(edge.from)
            }
            var chainLengths = [Int](repeating: 1, count: graph.sceneIDs.count)
            for node in graph.sceneIDs.indices.sorted(by: { ranks[$0] > ranks[$1] }) {
                chainLengths[node] = 1 + (successors[node].map { chainLengths[$0] }.max() ?? 0)
            }
            self.successors = successors
            self.predecessors = predecessors
            self.chainLengths = chainLengths
            isContained = graph.sceneIDs.map(contained.contains)
        }

        /// The scenes scheduled into columns of at most `capacity` breadth (a scene broader than that
        /// gets a column of its own): each column takes the scenes whose predecessors are all in
        /// earlier columns, the scenes containers hold first (a navigation controller's root goes
        /// right after it), then those that have waited longest, then those that start the longest
        /// chains, so that no scene waits far from the scene that leads to it.
        func columns(capacity: Double, breadths: [Double]) -> [[Int]] {
            var waitingFor = predecessors.map(\.count)
            var ready = successors.indices.filter { waitingFor[$0] == 0 }
            var earliest = [Int](repeating: 0, count: successors.count)
            var columns: [[Int]] = []
            func priority(_ node: Int) -> (Int, Int, Int, Int) { (isContained[node] ? 0 : 1, earliest[node], -chainLengths[node], node) }
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
    /// of the fullest.
    struct Placement {
        /// Each scene's centre, by index, `y` growing downwards.
        private(set) var centres: [CanvasArrangement.Point]
        /// The width and height of the whole.
        private(set) var width = 0.0
        private(set) var height = 0.0

        init(columns: [[Int]], links: Links, sizes: [SceneFootprint], gap: ([Int], [Int]) -> Double) {
            let space = CanvasArrangement.gap.vertical
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
                var ceiling = height
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
        }

        var area: Double { width * height }

        /// The area, with an aspect ratio more than one and a half times from landscape's costing in proportion.
        var cost: Double {
            let aspect = max(width, 1) / max(height, 1)
            let target = CompactArrangement.targetAspect(.leftToRight)
            return area * max(1, max(aspect / target, target / aspect) / 1.5)
        }
    }
}
