import Foundation
import Storyflow

/// Unconnected parts of a flow packed in columns instead of one stack (`dot` puts every part's
/// first scene on the first rank, so fifty unconnected scenes make a column fifty scenes high).
///
/// The parts, in flow order, go below the last one or start a new column, whichever keeps the
/// whole nearer a landscape aspect ratio; each column starts a rank after the one before ends. An invisible node on the first rank
/// holds them in place, with an invisible edge to each part's first scene whose `minlen` is the
/// column's first rank. (Graphviz's own `pack` would place parts freely, but in Graphviz 2.42 `dot`
/// then drops most edge labels.)
struct PartPacking {
    /// The invisible node's name.
    static let anchorNodeID = "parts"

    /// The first scene of each part and the rank it starts at, counted from the invisible node.
    let anchors: [(sceneID: Scene.ID, minimumLength: Int)]

    /// The packing of `components` (ranked by `ranks`, wrapped parts `wrappedRanks` ranks long by
    /// their position); `nil` for a flow in one part.
    init?(components: [[Int]], graph: RankGraph, ranks: [Int], wrappedRanks: [Int: Int], direction: LayoutDirection) {
        guard components.count > 1 else { return nil }
        let shapes = components.enumerated().map { position, component -> (ranks: Int, breadth: Double) in
            let extent = RankExtent(component, of: graph, ranks: ranks, direction: direction)
            guard let bandLength = wrappedRanks[position], bandLength > 0 else { return (extent.across.count, extent.breadth) }
            let bands = Double(extent.across.count) / Double(bandLength)
            return (bandLength, extent.breadth * bands.rounded(.up))
        }
        let rankLength = graph.gapAlong + (direction == .leftToRight ? 204 : 370)
        let target = CompactArrangement.targetAspect(direction)
        /// How far a length and breadth are from the target aspect ratio, either way.
        func misfit(length: Double, breadth: Double) -> Double {
            abs(log(max(length, 1) / max(breadth, 1) / target))
        }
        var anchors: [(Scene.ID, Int)] = []
        var columnStart = 1
        var columnRanks = 0
        var filled = 0.0
        var broadest = 0.0
        for (component, shape) in zip(components, shapes) {
            if filled > 0 {
                // A new column or the current one, whichever keeps the whole nearer the target.
                let length = Double(columnStart + columnRanks) * rankLength
                let below = misfit(length: Double(columnStart + max(columnRanks, shape.ranks)) * rankLength, breadth: max(broadest, filled + shape.breadth))
                let beside = misfit(length: length + Double(shape.ranks + 1) * rankLength, breadth: max(broadest, shape.breadth))
                if beside < below {
                    columnStart += columnRanks + 1
                    columnRanks = 0
                    filled = 0
                }
            }
            filled += shape.breadth
            broadest = max(broadest, filled)
            columnRanks = max(columnRanks, shape.ranks)
            guard let first = component.min(by: { (ranks[$0], $0) < (ranks[$1], $1) }) else { continue }
            anchors.append((graph.sceneIDs[first], columnStart))
        }
        self.anchors = anchors
    }
}
