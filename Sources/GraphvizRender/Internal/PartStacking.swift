import Foundation

/// Parts of a drawing stacked in columns, each dropped as far up its column as its outline allows.
///
/// A part's outline is the boxes of its nodes, edges and labels, not its bounding box: a part whose
/// scenes stand to the right of its first one can rise beside a shorter part above it, as `dot`
/// sets the parts of one rank side by side. Columns hold the parts longest along them first; each
/// part goes into the first column it fits in without passing a height limit, or starts a new
/// one. In its column a part goes as high as it can, at the column's left edge or right of a part
/// already there when it fits within the column's width: small parts fill the width a long part
/// sets instead of standing in a line under it. Of the limits tried, the packing of least area wins, its width-to-height ratio kept within
/// three times a landscape page's (further from it costs in proportion).
///
/// Left to right, parts are long along the x axis and stack down their columns; top to bottom, the
/// same holds with the axes swapped, and the columns are rows.
struct PartStacking {
    /// A rectangle, y growing downwards.
    struct Box {
        var minX, minY, maxX, maxY: Double

        func moved(right across: Double, down distance: Double) -> Box {
            Box(minX: minX + across, minY: minY + distance, maxX: maxX + across, maxY: maxY + distance)
        }
        func turned() -> Box { Box(minX: minY, minY: minX, maxX: maxY, maxY: maxX) }
    }

    /// A part's outline: its boxes, from the top-left corner of its bounding box.
    struct Outline {
        var boxes: [Box]
        var width: Double
        var height: Double

        func turned() -> Outline { Outline(boxes: boxes.map { $0.turned() }, width: height, height: width) }
    }

    /// Where the parts go: each one's top-left corner on the page, and the page's size.
    struct Placement {
        var origins: [(x: Double, y: Double)]
        var width: Double
        var height: Double

        func turned() -> Placement { Placement(origins: origins.map { ($0.y, $0.x) }, width: height, height: width) }
    }

    let placement: Placement

    /// The width-to-height ratio a page aims at.
    static let targetAspect = 1.4
    /// How far apart side by side two boxes of different parts must stay, in points: far less than
    /// one above the other, so that a part's far scenes may rise beside a shorter part.
    static let sideGap = 8.0

    /// Packs `outlines` at least `gap` apart one above the other: in columns when `stacksDown`, else in rows.
    init(_ outlines: [Outline], gap: Double, stacksDown: Bool) {
        placement = stacksDown
            ? Self.columns(outlines, gap: gap, aspect: Self.targetAspect)
            : Self.columns(outlines.map { $0.turned() }, gap: gap, aspect: 1 / Self.targetAspect).turned()
    }

    /// The packing of least cost among those with one to all of the parts in a column.
    private static func columns(_ outlines: [Outline], gap: Double, aspect target: Double) -> Placement {
        let order = outlines.indices.sorted { (outlines[$0].width, $1) > (outlines[$1].width, $0) }
        let total = outlines.reduce(0) { $0 + $1.height + gap }
        let tallest = max(1, outlines.map(\.height).max() ?? 0)
        // Limits from the tallest part to all of them, each a step higher: at most 48 packings.
        let step = max(1.05, pow(max(total / tallest, 1), 1 / 47))
        let limits = sequence(first: tallest) { $0 * step }.prefix { $0 < total } + [total]
        func cost(_ placement: Placement) -> Double {
            let aspect = max(placement.width, 1) / max(placement.height, 1)
            return placement.width * placement.height * max(1, max(aspect / target, target / aspect) / 3)
        }
        guard let best = limits.map({ stack(outlines, order: order, gap: gap, limit: $0) }).min(by: { cost($0) < cost($1) }) else {
            return Placement(origins: [], width: 0, height: 0)
        }
        return compacted(best, outlines, gap: gap, cost: cost)
    }

    /// `placement` with the parts on its right and bottom edges moved, one at a time, into room left
    /// free elsewhere while that makes the page cost less: a part that starts a column of its own,
    /// or ends one, often fits beside a short part over a long one, where no column reaches.
    private static func compacted(_ placement: Placement, _ outlines: [Outline], gap: Double, cost: (Placement) -> Double) -> Placement {
        var placement = placement
        func extent(_ part: Int) -> (maxX: Double, maxY: Double) {
            (placement.origins[part].x + outlines[part].width, placement.origins[part].y + outlines[part].height)
        }
        // Each move lowers the cost, so this ends; the bound keeps it short when parts are many.
        for _ in outlines.indices {
            let onEdges = outlines.indices.filter { extent($0).maxX >= placement.width - 0.5 || extent($0).maxY >= placement.height - 0.5 }
                .sorted { (outlines[$1].width * outlines[$1].height, $0) < (outlines[$0].width * outlines[$0].height, $1) }
            var move: (part: Int, origin: (x: Double, y: Double))?
            for part in onEdges where move == nil {
                move = freeSpot(for: part, in: placement, outlines, gap: gap, cost: cost).map { (part, $0) }
            }
            guard let move else { break }
            placement.origins[move.part] = move.origin
            placement.width = outlines.indices.map { extent($0).maxX }.max() ?? 0
            placement.height = outlines.indices.map { extent($0).maxY }.max() ?? 0
        }
        return placement
    }

    /// Where `part` could go so that `placement` costs less, `gap` clear of every other part's boxes:
    /// at the left or top edge, a gap right of another part or below a box, the cheapest first,
    /// then the highest, then the leftmost; `nil` when none is free.
    private static func freeSpot(for part: Int, in placement: Placement, _ outlines: [Outline], gap: Double, cost: (Placement) -> Double) -> (x: Double, y: Double)? {
        let others = outlines.indices.filter { $0 != part }
        let placed = others.map { other in
            (bounds: Box(minX: 0, minY: 0, maxX: outlines[other].width, maxY: outlines[other].height).moved(right: placement.origins[other].x, down: placement.origins[other].y),
             boxes: outlines[other].boxes.map { $0.moved(right: placement.origins[other].x, down: placement.origins[other].y) })
        }
        let restWidth = others.map { placement.origins[$0].x + outlines[$0].width }.max() ?? 0
        let restHeight = others.map { placement.origins[$0].y + outlines[$0].height }.max() ?? 0
        let outline = outlines[part]
        func page(_ x: Double, _ y: Double) -> Placement {
            Placement(origins: [], width: max(restWidth, x + outline.width), height: max(restHeight, y + outline.height))
        }
        let now = cost(placement)
        // Beside a whole part, below any of its boxes: into the empty corners of a part's columns too.
        let xs = evenlyChosen(Set([0] + placed.map { $0.bounds.maxX + gap }).sorted())
        let ys = evenlyChosen(Set([0] + placed.flatMap(\.boxes).map { $0.maxY + gap }).sorted())
        let spots = xs.flatMap { x in ys.map { y in (x: x, y: y, cost: cost(page(x, y))) } }
            .filter { $0.cost < now * (1 - 1e-9) }
            .sorted { ($0.cost, $0.y, $0.x) < ($1.cost, $1.y, $1.x) }
        func clear(_ a: Box, _ b: Box) -> Bool {
            a.maxX + gap <= b.minX || b.maxX + gap <= a.minX || a.maxY + gap <= b.minY || b.maxY + gap <= a.minY
        }
        return spots.first { spot in
            let bounds = Box(minX: 0, minY: 0, maxX: outline.width, maxY: outline.height).moved(right: spot.x, down: spot.y)
            let moved = outline.boxes.map { $0.moved(right: spot.x, down: spot.y) }
            return placed.allSatisfy { other in
                clear(bounds, other.bounds) || moved.allSatisfy { box in other.boxes.allSatisfy { clear(box, $0) } }
            }
        }.map { ($0.x, $0.y) }
    }

    /// At most ``mostPlacesAlong`` of `places`, evenly spread and the last kept, so that a page of
    /// hundreds of parts and thousands of boxes is compacted in a moment.
    private static func evenlyChosen(_ places: [Double]) -> [Double] {
        guard places.count > mostPlacesAlong, let last = places.last else { return places }
        let step = (places.count + mostPlacesAlong - 1) / mostPlacesAlong
        return stride(from: 0, to: places.count - 1, by: step).map { places[$0] } + [last]
    }

    /// The most places along each axis a part is tried at when the page is compacted.
    static let mostPlacesAlong = 60

    /// The parts in `order`, each in the first column where it ends above `limit` (or a column of
    /// its own); each column then stacked in the order, that or the reverse, that leaves it shorter.
    private static func stack(_ outlines: [Outline], order: [Int], gap: Double, limit: Double) -> Placement {
        var columns: [Column] = []
        for part in order {
            if let column = columns.indices.first(where: { columns[$0].height(adding: outlines[part], gap: gap) <= limit }) {
                columns[column].add(part, outlines[part], gap: gap)
            } else {
                var column = Column()
                column.add(part, outlines[part], gap: gap)
                columns.append(column)
            }
        }
        var placement = Placement(origins: Array(repeating: (0, 0), count: outlines.count), width: 0, height: 0)
        for column in columns {
            // Shorter parts first often let a longer part's far scenes rise beside them.
            var reversed = Column(width: column.width)
            column.members.reversed().forEach { reversed.add($0, outlines[$0], gap: gap) }
            let shorter = reversed.height < column.height ? reversed : column
            for (part, origin) in zip(shorter.members, shorter.origins) { placement.origins[part] = (placement.width + origin.x, origin.y) }
            placement.width += shorter.width + gap
            placement.height = max(placement.height, shorter.height)
        }
        placement.width = max(0, placement.width - gap)
        return placement
    }

    /// One column: its parts, where each one's top-left corner is and how wide it is, and the boxes
    /// of all of them. Its width is its first part's, the widest, unless given.
    private struct Column {
        var members: [Int] = []
        var origins: [(x: Double, y: Double)] = []
        var widths: [Double] = []
        var boxes: [Box] = []
        /// Which of ``boxes`` are each part's.
        var boxRanges: [Range<Int>] = []
        var width = 0.0
        var height = 0.0

        init(width: Double = 0) {
            self.width = width
        }

        mutating func add(_ part: Int, _ outline: Outline, gap: Double) {
            let origin = spot(for: outline, gap: gap)
            members.append(part)
            origins.append(origin)
            widths.append(outline.width)
            boxRanges.append(boxes.count..<boxes.count + outline.boxes.count)
            boxes += outline.boxes.map { $0.moved(right: origin.x, down: origin.y) }
            width = max(width, origin.x + outline.width)
            height = max(height, origin.y + outline.height)
        }

        func height(adding outline: Outline, gap: Double) -> Double {
            let origin = spot(for: outline, gap: gap)
            return max(height, origin.y + outline.height)
        }

        /// Where `outline` goes: as high as it can, at the left edge or `gap` right of a part
        /// already in the column, within the column's width; the leftmost of the highest.
        func spot(for outline: Outline, gap: Double) -> (x: Double, y: Double) {
            let besides = members.indices.map { origins[$0].x + widths[$0] + gap }.filter { $0 + outline.width <= width }
            var best = (x: 0.0, y: Double.infinity)
            for x in Set([0] + besides).sorted() {
                let y = drop(outline, at: x, gap: gap, unless: best.y)
                if y < best.y { best = (x, y) }
            }
            return best
        }

        /// How far down the column `outline`, its left edge at `x`, must go to stay `gap` below the
        /// boxes of the parts it would stand beside; as soon as that is `bound` or more, `bound`.
        private func drop(_ outline: Outline, at x: Double, gap: Double, unless bound: Double) -> Double {
            var top = 0.0
            for member in members.indices where origins[member].x < x + outline.width + PartStacking.sideGap
                && x < origins[member].x + widths[member] + PartStacking.sideGap {
                for placed in boxes[boxRanges[member]] {
                    for box in outline.boxes where box.minX + x < placed.maxX + PartStacking.sideGap && placed.minX < box.maxX + x + PartStacking.sideGap {
                        top = max(top, placed.maxY + gap - box.minY)
                    }
                    if top >= bound { return bound }
                }
            }
            return top
        }
    }
}
