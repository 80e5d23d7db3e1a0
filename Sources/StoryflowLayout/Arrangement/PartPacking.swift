import Foundation
import Storyflow

/// Unconnected parts of a flow packed in columns instead of one stack (`dot` puts every part's
/// first scene on the first rank, so fifty unconnected scenes make a column fifty scenes high).
///
/// The parts, longest along the ranks first, go into columns: each into the first column it fits
/// beside the others in, up to a chosen breadth, or else into a new column, like shelves filled
/// with the tallest books first. Breadths for several column counts are tried and the packing with the least area,
/// kept near a landscape aspect ratio, wins. Each column starts a rank after the one before ends:
/// an invisible edge runs from the last scene of the column before (the middle one of its longest
/// part's last rank) to the first scene of each part in the column, so the columns hang level,
/// one after another. (An invisible root with long edges to every part would do as much for the
/// ranks, but its edges pass beside the parts of earlier columns and push later columns below them,
/// a diagonal of parts in an empty page; Graphviz's own `pack` would place parts freely, but in
/// Graphviz 2.42 `dot` then drops most edge labels.) The links are spacers (`Edge.spacer`):
/// they serve `dot`'s one layout of the DOT source; Storyflow's renderer drops them, lays the parts
/// out one by one and packs them by their outlines (GraphvizRender's `PackedParts`).
struct PartPacking {
    /// An invisible edge that holds a part in its column: from the last scene of the column before
    /// to the part's first scene, `minimumLength` ranks on.
    struct Link {
        let from: Scene.ID
        let to: Scene.ID
        let minimumLength: Int
    }

    /// The invisible edges that hold every part after the first column in place.
    let links: [Link]

    /// One part's estimated shape: its breadth across the ranks, rank by rank, in points.
    struct Shape {
        let across: [Double]
        var ranks: Int { across.count }
    }

    /// Parts packed into columns: the parts of each column by position, and the estimated whole.
    /// Parts in one column share its ranks (`dot` sets them side by side rank by rank), so a
    /// column is as broad as its broadest rank with every part's scenes on it.
    struct Columns {
        var members: [[Int]] = []
        var across: [[Double]] = []

        /// Columns filled first-fit, in `order`, up to `breadth` across (a part broader than that gets a column of its own).
        init(_ shapes: [Shape], order: [Int], breadth: Double) {
            for part in order {
                let shape = shapes[part]
                if let column = across.indices.first(where: { Self.broadest(across[$0], with: shape) <= breadth }) {
                    members[column].append(part)
                    for (rank, extra) in shape.across.enumerated() {
                        if rank < across[column].count { across[column][rank] += extra } else { across[column].append(extra) }
                    }
                } else {
                    members.append([part])
                    across.append(shape.across)
                }
            }
        }

        /// How broad a column of ranks `across` is with `shape` added.
        private static func broadest(_ across: [Double], with shape: Shape) -> Double {
            (0..<max(across.count, shape.ranks)).map { (across.indices.contains($0) ? across[$0] : 0) + (shape.across.indices.contains($0) ? shape.across[$0] : 0) }.max() ?? 0
        }

        /// The rank each column starts at, from 0, a rank after the one before ends.
        var startRanks: [Int] { across.indices.map { column in across[..<column].reduce(0) { $0 + $1.count + 1 } } }

        /// The estimated length along the ranks, with ranks `rankLength` long, and breadth across them.
        func extent(rankLength: Double) -> (length: Double, breadth: Double) {
            (Double(across.reduce(0) { $0 + $1.count + 1 } - 1) * rankLength, across.map { $0.max() ?? 0 }.max() ?? 0)
        }
    }

    /// The packing of `components` (ranked by `ranks`, wrapped parts `wrappedRanks` ranks long by
    /// their position); `nil` for a flow in one part.
    init?(components: [[Int]], graph: RankGraph, ranks: [Int], wrappedRanks: [Int: Int], direction: LayoutDirection) {
        guard components.count > 1 else { return nil }
        let shapes = components.enumerated().map { position, component -> Shape in
            let extent = RankExtent(component, of: graph, ranks: ranks, direction: direction)
            let first = component.map { ranks[$0] }.min() ?? 0
            guard let bandLength = wrappedRanks[position], bandLength > 0 else { return Shape(across: Array(extent.across[first...])) }
            let bands = (Double(extent.across.count - first) / Double(bandLength)).rounded(.up)
            return Shape(across: Array(repeating: extent.breadth * bands, count: bandLength))
        }
        let columns = Self.columns(for: shapes, rankLength: graph.gapAlong + (direction == .leftToRight ? 204 : 370), direction: direction)
        /// A scene's rank within its part (within its band, for a wrapped part), and the part's first scene.
        func firstScene(of part: Int) -> Int? { components[part].min { (ranks[$0], $0) < (ranks[$1], $1) } }
        func rankInPart(_ node: Int, part: Int, first: Int) -> Int {
            let rank = ranks[node] - ranks[first]
            guard let bandLength = wrappedRanks[part], bandLength > 0 else { return rank }
            return rank % bandLength
        }
        var links: [Link] = []
        let starts = columns.startRanks
        for column in columns.members.indices.dropFirst() {
            let before = columns.members[column - 1]
            guard let longest = before.max(by: { (shapes[$0].ranks, $1) < (shapes[$1].ranks, $0) }), let first = firstScene(of: longest) else { continue }
            let depth = components[longest].map { rankInPart($0, part: longest, first: first) }.max() ?? 0
            let last = components[longest].filter { rankInPart($0, part: longest, first: first) == depth }
            let tail = last[last.count / 2]
            let length = starts[column] - (starts[column - 1] + depth)
            for part in columns.members[column] {
                guard let head = firstScene(of: part) else { continue }
                links.append(Link(from: graph.sceneIDs[tail], to: graph.sceneIDs[head], minimumLength: max(1, length)))
            }
        }
        self.links = links
    }

    /// The columns of least estimated area for `shapes`, an aspect ratio within three times the target
    /// (landscape either way) costing nothing and further from it costing in proportion.
    static func columns(for shapes: [Shape], rankLength: Double, direction: LayoutDirection) -> Columns {
        let order = shapes.indices.sorted { (shapes[$0].ranks, $1) > (shapes[$1].ranks, $0) }
        let breadths = shapes.map { $0.across.max() ?? 0 }
        let broadest = breadths.max() ?? 0
        let total = breadths.reduce(0, +)
        let target = CompactArrangement.targetAspect(direction)
        func cost(_ columns: Columns) -> Double {
            let (length, breadth) = columns.extent(rankLength: rankLength)
            return ColumnPacking.cost(length: length, breadth: breadth, target: target, tolerance: 3)
        }
        let candidates = ColumnPacking.counts(upTo: shapes.count).map { Columns(shapes, order: order, breadth: max(broadest, total / Double($0))) }
        return candidates.min { cost($0) < cost($1) } ?? Columns(shapes, order: order, breadth: total)
    }
}
