import GraphvizDOT
import Storyflow

/// The automatic arrangement kept compact, so that a big flow is not one endless strip.
///
/// Graphviz's `dot` puts every scene on a rank along the segues. Left to itself it stacks all the
/// children of a scene in one rank (a table with thirty rows that each push a screen becomes a
/// column thirty screens high), and a long navigation stack becomes a row hundreds of screens wide.
/// This plans, before Graphviz runs, with estimated scene sizes:
///
/// - **Fan-outs:** the children of a scene with more than ``fanOutLimit`` of them are staggered over
///   several ranks (`minlen` 1, 2, 3…), a block about as wide as high instead of one column.
/// - **Long chains:** a connected part much longer along the ranks than across them is wrapped into
///   bands, like a paragraph into lines: the segues that cross from one band to the next do not
///   constrain ranks (`constraint=false`), so each band starts again at the first rank, beside the last.
///
/// - **Unconnected parts** are packed in columns (``PartPacking``) instead of one stack.
struct CompactArrangement {
    /// A scene with more children than this has them staggered over several ranks.
    static let fanOutLimit = 6
    /// How many times crowded ranks are spread at most.
    static let spreadRounds = 4
    /// A part is wrapped once it is estimated this many times longer along the ranks than across.
    static let wrapAspect = 3.0
    /// Parts of at most this many ranks are never wrapped: their back edge would cost more than the width saves.
    static let shortestWrappedRanks = 6
    /// A part is spread once it is estimated this many times broader across the ranks than along.
    static let spreadAspect = 2.4

    /// `minlen` of the segues that are staggered, by segue id.
    private(set) var minimumLengths: [Segue.ID: Int] = [:]
    /// The segues that cross a band boundary and so do not constrain ranks.
    private(set) var wraps: Set<Segue.ID> = []
    /// The ranks of a band, by the position of each wrapped part.
    private var wrappedRanks: [Int: Int] = [:]
    /// With several unconnected parts, where each part starts (see ``PartPacking``).
    private(set) var packing: PartPacking?

    /// The plan for `context`'s flow.
    init(context: LayoutContext) {
        let graph = RankGraph(context: context)
        let components = graph.components()
        let direction = context.options.direction
        defer {
            let ranks = graph.longestPathRanks(lengths: graph.edges.map { minimumLengths[$0.segue] ?? 1 })
            packing = PartPacking(components: components, graph: graph, ranks: ranks, wrappedRanks: wrappedRanks, direction: direction)
        }
        guard !graph.edges.isEmpty else { return }
        staggerFanOuts(in: graph, direction: direction)
        var ranks = graph.longestPathRanks(lengths: graph.edges.map { minimumLengths[$0.segue] ?? 1 })
        var sequencedAny = false
        for component in components {
            sequencedAny = sequenceBranches(component, of: graph, ranks: ranks, direction: direction) || sequencedAny
        }
        if sequencedAny { ranks = graph.longestPathRanks(lengths: graph.edges.map { minimumLengths[$0.segue] ?? 1 }) }
        // Pushing scenes to later ranks pushes what follows them too: a few rounds get close to the target.
        for _ in 0..<Self.spreadRounds {
            var spreadAny = false
            for component in components {
                spreadAny = spread(component, of: graph, ranks: ranks, direction: direction) || spreadAny
            }
            guard spreadAny else { break }
            ranks = graph.longestPathRanks(lengths: graph.edges.map { minimumLengths[$0.segue] ?? 1 })
        }
        for (position, component) in components.enumerated() {
            if let bandLength = wrap(component, of: graph, ranks: ranks, direction: direction) { wrappedRanks[position] = bandLength }
        }
    }

    /// The extra attributes of the edge of the segue `id`.
    func attributes(forSegue id: Segue.ID) -> [GraphvizDOT.Attribute] {
        var attributes: [GraphvizDOT.Attribute] = []
        if wraps.contains(id) {
            attributes.append(.constraint(false))
        } else if let length = minimumLengths[id] {
            attributes.append(.minLength(length))
        }
        return attributes
    }

    /// How many of `children` share a rank when they are staggered: as many ranks as make the block
    /// about as long along the ranks as broad across them, by their estimated sizes.
    static func childrenPerRank(_ children: [Int], of graph: RankGraph, direction: LayoutDirection) -> Int {
        var breadth = 0.0
        var length = 0.0
        for child in children {
            let size = graph.footprints[child]
            let (along, across) = direction == .leftToRight ? (size.width, size.height) : (size.height, size.width)
            breadth += across + RankGraph.gapAcross
            length = max(length, along + graph.gapAlong)
        }
        let ranks = max(1, Int((breadth / length).squareRoot().rounded()))
        return max(3, Int((Double(children.count) / Double(ranks)).rounded(.up)))
    }

    private mutating func staggerFanOuts(in graph: RankGraph, direction: LayoutDirection) {
        for (source, edgeIndices) in graph.outgoing.enumerated() {
            var destinations: [Int] = []
            for edgeIndex in edgeIndices where !destinations.contains(graph.edges[edgeIndex].to) && graph.edges[edgeIndex].to != source {
                destinations.append(graph.edges[edgeIndex].to)
            }
            guard destinations.count > Self.fanOutLimit else { continue }
            let perRank = Self.childrenPerRank(destinations, of: graph, direction: direction)
            for edgeIndex in edgeIndices {
                guard let position = destinations.firstIndex(of: graph.edges[edgeIndex].to), position >= perRank else { continue }
                minimumLengths[graph.edges[edgeIndex].segue] = 1 + position / perRank
            }
        }
    }

    /// The aspect ratio, along the ranks to across them, a part aims at: landscape either way.
    static func targetAspect(_ direction: LayoutDirection) -> Double {
        direction == .leftToRight ? 1.4 : 1 / 1.4
    }

    /// Lays the branches of a broad part in a few groups one after another along the ranks instead
    /// of all side by side: from the part's first scene down to the first that leads to several
    /// others (a tab bar controller, a menu), its branches are split, in order, into groups of about
    /// as many scenes, and each group starts where the one before ends (`minlen` on the segues into
    /// it). As many groups as make the part about as long as broad. Returns whether it did.
    private mutating func sequenceBranches(_ component: [Int], of graph: RankGraph, ranks: [Int], direction: LayoutDirection) -> Bool {
        let extent = RankExtent(component, of: graph, ranks: ranks, direction: direction)
        guard extent.length * Self.spreadAspect < extent.breadth,
              let (hub, branches) = Self.branches(of: component, in: graph, ranks: ranks), branches.count > 1 else { return false }
        let wanted = (Self.targetAspect(direction) * extent.breadth / extent.length).squareRoot().rounded()
        let groupCount = min(branches.count, max(2, Int(wanted)))
        let perGroup = Double(branches.map(\.count).reduce(0, +)) / Double(groupCount)
        var offset = 0
        var groupLength = 0
        var groupSize = 0
        var group = 0
        for branch in branches {
            if group < groupCount - 1, groupSize > 0, Double(groupSize + branch.count / 2) > perGroup * Double(group + 1) {
                group += 1
                offset += groupLength
                groupLength = 0
            }
            groupSize += branch.count
            let root = branch[0]
            groupLength = max(groupLength, (branch.map { ranks[$0] }.max() ?? ranks[root]) - ranks[root] + 1)
            guard offset > 0 else { continue }
            for edgeIndex in graph.outgoing[hub] where graph.edges[edgeIndex].to == root {
                let segue = graph.edges[edgeIndex].segue
                minimumLengths[segue] = max(minimumLengths[segue] ?? 1, 1 + offset)
            }
        }
        return true
    }

    /// The first scene of `component` that leads to several others, walking down from its first
    /// scene, and its branches: the scenes first reached through each of those others, in order.
    private static func branches(of component: [Int], in graph: RankGraph, ranks: [Int]) -> (hub: Int, branches: [[Int]])? {
        func children(of node: Int) -> [Int] {
            var found: [Int] = []
            for edgeIndex in graph.outgoing[node] where ranks[graph.edges[edgeIndex].to] > ranks[node] && !found.contains(graph.edges[edgeIndex].to) {
                found.append(graph.edges[edgeIndex].to)
            }
            return found
        }
        guard var hub = component.min(by: { (ranks[$0], $0) < (ranks[$1], $1) }) else { return nil }
        var next = children(of: hub)
        while next.count == 1 {
            hub = next[0]
            next = children(of: hub)
        }
        var claimed: Set<Int> = [hub]
        var branches: [[Int]] = []
        for root in next where claimed.insert(root).inserted {
            var members = [root]
            var position = 0
            while position < members.count {
                for child in children(of: members[position]) where claimed.insert(child).inserted { members.append(child) }
                position += 1
            }
            branches.append(members)
        }
        return (hub, branches)
    }

    /// Spreads the nodes of crowded ranks over several ranks when `component` is much broader
    /// across the ranks than long along them (many scenes a few segues from the entry).
    /// Returns whether it changed anything.
    private mutating func spread(_ component: [Int], of graph: RankGraph, ranks: [Int], direction: LayoutDirection) -> Bool {
        let extent = RankExtent(component, of: graph, ranks: ranks, direction: direction)
        let target = Self.targetAspect(direction)
        guard extent.length * Self.spreadAspect < extent.breadth else { return false }
        let factor = max(2, Int((extent.breadth * target / extent.length).squareRoot().rounded()))
        let allowed = extent.breadth / Double(factor)
        var incoming = [[Int]](repeating: [], count: graph.footprints.count)
        for (index, edge) in graph.edges.enumerated() { incoming[edge.to].append(index) }
        for (rank, breadth) in extent.across.enumerated() where breadth > allowed {
            let members = component.filter { ranks[$0] == rank && !incoming[$0].isEmpty }
            let groups = Int((breadth / allowed).rounded(.up))
            for (position, node) in members.enumerated() {
                let group = position * groups / max(members.count, 1)
                guard group > 0 else { continue }
                for edgeIndex in incoming[node] {
                    let segue = graph.edges[edgeIndex].segue
                    minimumLengths[segue] = (minimumLengths[segue] ?? 1) + group
                }
            }
        }
        return true
    }

    /// Wraps `component` into bands when it is much longer along the ranks than across them; returns
    /// the ranks of a band when it does.
    private mutating func wrap(_ component: [Int], of graph: RankGraph, ranks: [Int], direction: LayoutDirection) -> Int? {
        let extent = RankExtent(component, of: graph, ranks: ranks, direction: direction)
        let target = Self.targetAspect(direction)
        guard extent.across.count > Self.shortestWrappedRanks, extent.length > Self.wrapAspect * extent.breadth else { return nil }
        let bands = max(2, Int((extent.length / (target * extent.breadth)).squareRoot().rounded()))
        let bandLength = Int((Double(extent.across.count) / Double(bands)).rounded(.up))
        let members = Set(component)
        for edge in graph.edges where members.contains(edge.from) {
            if ranks[edge.from] / bandLength != ranks[edge.to] / bandLength { wraps.insert(edge.segue) }
        }
        return bandLength
    }
}
