/// The estimated extent of one connected part of a ``RankGraph`` once ranked: how long it is along
/// the ranks and how broad across them, rank by rank, in points.
struct RankExtent {
    /// The breadth of each rank: its scenes side by side across the ranks.
    let across: [Double]
    /// The length along the ranks: every rank's longest scene plus the room between ranks.
    let length: Double
    /// The breadth of the broadest rank.
    let breadth: Double

    /// The extent of `component` (scene indices) at `ranks`, drawn in `direction`.
    init(_ component: [Int], of graph: RankGraph, ranks: [Int], direction: LayoutDirection) {
        let rankCount = (component.map { ranks[$0] }.max() ?? 0) + 1
        var along = [Double](repeating: 0, count: rankCount)
        var across = [Double](repeating: 0, count: rankCount)
        for node in component {
            let size = graph.footprints[node]
            let (length, breadth) = direction == .leftToRight ? (size.width, size.height) : (size.height, size.width)
            along[ranks[node]] = max(along[ranks[node]], length + graph.gapAlong)
            across[ranks[node]] += breadth + RankGraph.gapAcross
        }
        self.across = across
        self.length = along.reduce(0, +)
        self.breadth = max(across.max() ?? 1, 1)
    }
}
