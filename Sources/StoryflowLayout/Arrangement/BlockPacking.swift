/// Blocks of boxes (the scenes of one part of a flow, of one storyboard) packed on one page, each
/// kept as it is and set where it leaves the least page, empty corners of the others included.
///
/// A part's bounding box is mostly empty when it fans out: a column of scenes under its root, one
/// scene at the end of a long chain. Packed by bounding boxes, small parts stand below or beside it
/// and the page grows; packed by their boxes, they go into the empty corners.
///
/// The largest block goes first, at the top left. Each next one, largest first, goes where the
/// page it makes costs least (`cost` of the width and height), then highest, then leftmost, its
/// boxes at least a gap from every box placed: at the left or top edge, or a gap right of or below
/// a box placed, which covers every corner a block can be pushed into. A few of the cheapest
/// packings so far are carried on block by block, so that the place cheapest now does not rule out
/// the page cheapest in the end.
struct BlockPacking {
    /// A rectangle, `y` growing downwards.
    struct Box {
        var minX, minY, maxX, maxY: Double
    }

    /// A block: its boxes, from its top left corner, and its extent.
    struct Block {
        let boxes: [Box]
        let width: Double
        let height: Double
        /// Where the block's top left corner lies among the scenes it was made of.
        let origin: CanvasArrangement.Point

        /// The block of scenes centred at `centre` (`y` growing downwards), each widened by the
        /// room kept `before` and `after` it for the boxes pinned beside it, with the scenes that
        /// segues `link` (by position) facing each other side by side or one above the other: the
        /// space between those is their edges', and no other block goes there.
        init(scenes: [(centre: CanvasArrangement.Point, size: SceneFootprint, before: Double, after: Double)], links: [(Int, Int)]) {
            let boxes = scenes.map { scene in
                Box(minX: scene.centre.x - scene.size.width / 2 - scene.before, minY: scene.centre.y - scene.size.height / 2,
                    maxX: scene.centre.x + scene.size.width / 2 + scene.after, maxY: scene.centre.y + scene.size.height / 2)
            }
            let between = links.compactMap { link -> Box? in
                guard boxes.indices.contains(link.0), boxes.indices.contains(link.1) else { return nil }
                let (a, b) = (boxes[link.0], boxes[link.1])
                let across = Box(minX: min(a.maxX, b.maxX), minY: max(a.minY, b.minY), maxX: max(a.minX, b.minX), maxY: min(a.maxY, b.maxY))
                let down = Box(minX: max(a.minX, b.minX), minY: min(a.maxY, b.maxY), maxX: min(a.maxX, b.maxX), maxY: max(a.minY, b.minY))
                return [across, down].first { $0.minX < $0.maxX && $0.minY < $0.maxY }
            }
            let origin = CanvasArrangement.Point(x: boxes.map(\.minX).min() ?? 0, y: boxes.map(\.minY).min() ?? 0)
            let moved = (boxes + between).map { $0.moved(by: CanvasArrangement.Point(x: -origin.x, y: -origin.y)) }
            (self.boxes, self.origin) = (moved, origin)
            width = moved.map(\.maxX).max() ?? 0
            height = moved.map(\.maxY).max() ?? 0
        }

        /// Where a point of the block lands when the block's corner is put at `corner`.
        func moved(_ point: CanvasArrangement.Point, to corner: CanvasArrangement.Point) -> CanvasArrangement.Point {
            CanvasArrangement.Point(x: point.x - origin.x + corner.x, y: point.y - origin.y + corner.y)
        }
    }

    /// Each block's top left corner, by position.
    let corners: [CanvasArrangement.Point]

    /// A segue from a box of one block (the scene at that position of those it was made of) to a
    /// box of another.
    struct Link {
        var from: (block: Int, box: Int)
        var to: (block: Int, box: Int)
    }

    /// How many packings are carried from one block to the next, and how many places each tries
    /// for the next block: the cheapest places, one for each size of page they make. Pages too
    /// tall for the aspect tolerance cost the same at one height whatever their width, so several
    /// packings often tie; with three carried, the one leading to the cheapest page was sometimes
    /// dropped (49 of app-1000's and app-3000's 209 atlas packings come out cheaper with six).
    static let packingsKept = 6

    /// A packing so far: each placed block's corner, and the boxes placed.
    private struct Packing {
        var corners: [Int: CanvasArrangement.Point] = [:]
        var placed: [Box] = []
        var placedBlocks: [Int: [Box]] = [:]
        var extent = (width: 0.0, height: 0.0)

        func placing(_ index: Int, _ block: Block, at corner: CanvasArrangement.Point) -> Packing {
            var packing = self
            let boxes = block.boxes.map { $0.moved(by: corner) }
            packing.corners[index] = corner
            packing.placed += boxes
            packing.placedBlocks[index] = boxes
            packing.extent = (max(extent.width, corner.x + block.width), max(extent.height, corner.y + block.height))
            return packing
        }
    }

    /// `blocks` packed with `gap` kept between the boxes of different blocks, the page's width and
    /// height priced by `cost`, and the scenes `links` join facing left to right: a block goes
    /// where its scenes stand right of the placed scenes that lead to them, and left of those they
    /// lead to, so that no segue between blocks runs back across the scenes it leaves.
    ///
    /// The cheapest place for each block in turn can cost dear later: two small blocks set under a
    /// wide one leave no room for a third. So the ``packingsKept`` cheapest packings so far go on
    /// to the next block, each with its ``packingsKept`` cheapest places, and the cheapest page wins.
    init(_ blocks: [Block], links: [Link] = [], gap: (horizontal: Double, vertical: Double), cost: (Double, Double) -> Double) {
        let order = blocks.indices.sorted { (blocks[$1].width * blocks[$1].height, $0) < (blocks[$0].width * blocks[$0].height, $1) }
        var packings = [Packing()]
        for block in order {
            let next = packings.flatMap { packing in
                /// Whether `boxes`, this block's at a spot, keep every link with a placed block facing left to right.
                func facesLinks(_ boxes: [Box]) -> Bool {
                    links.allSatisfy { link in
                        if link.from.block == block, let target = packing.placedBlocks[link.to.block]?[safe: link.to.box], let source = boxes[safe: link.from.box] {
                            return source.maxX <= target.minX
                        }
                        if link.to.block == block, let source = packing.placedBlocks[link.from.block]?[safe: link.from.box], let target = boxes[safe: link.to.box] {
                            return source.maxX <= target.minX
                        }
                        return true
                    }
                }
                let corners = packing.placed.isEmpty ? [CanvasArrangement.Point(x: 0, y: 0)]
                    : Self.corners(for: blocks[block], among: packing.placed, extent: packing.extent, gap: gap, cost: cost, allowing: facesLinks)
                return corners.map { packing.placing(block, blocks[block], at: $0) }
            }
            packings = next.indices.sorted { (cost(next[$0].extent.width, next[$0].extent.height), $0) < (cost(next[$1].extent.width, next[$1].extent.height), $1) }
                .prefix(Self.packingsKept).map { next[$0] }
        }
        corners = blocks.indices.map { packings.first?.corners[$0] ?? CanvasArrangement.Point(x: 0, y: 0) }
    }

    /// Where `block` may go among the boxes `placed` on a page `extent` so far: of the free spots
    /// where its boxes are `allowed`, the ``packingsKept`` whose pages cost least, one for each
    /// size of page, then the highest, then the leftmost; right of everything when none is free.
    private static func corners(
        for block: Block, among placed: [Box], extent: (width: Double, height: Double),
        gap: (horizontal: Double, vertical: Double), cost: (Double, Double) -> Double, allowing allowed: ([Box]) -> Bool
    ) -> [CanvasArrangement.Point] {
        let xs = thinned(Set([0] + placed.map { $0.maxX + gap.horizontal }).sorted())
        let ys = thinned(Set([0] + placed.map { $0.maxY + gap.vertical }).sorted())
        let page = { (x: Double, y: Double) in (width: max(extent.width, x + block.width), height: max(extent.height, y + block.height)) }
        let spots = xs.flatMap { x in ys.map { y in (x: x, y: y, cost: cost(page(x, y).width, page(x, y).height)) } }
            .sorted { ($0.cost, $0.y, $0.x) < ($1.cost, $1.y, $1.x) }
        var found: [CanvasArrangement.Point] = []
        var pages: [(width: Double, height: Double)] = []
        for spot in spots where !pages.contains(where: { $0 == page(spot.x, spot.y) }) {
            let boxes = block.boxes.map { $0.moved(by: CanvasArrangement.Point(x: spot.x, y: spot.y)) }
            let free = boxes.allSatisfy { moved in
                !placed.contains { other in
                    moved.minX < other.maxX + gap.horizontal && other.minX < moved.maxX + gap.horizontal
                        && moved.minY < other.maxY + gap.vertical && other.minY < moved.maxY + gap.vertical
                }
            } && allowed(boxes)
            guard free else { continue }
            found.append(CanvasArrangement.Point(x: spot.x, y: spot.y))
            pages.append(page(spot.x, spot.y))
            if found.count == packingsKept { break }
        }
        return found.isEmpty ? [CanvasArrangement.Point(x: extent.width + gap.horizontal, y: 0)] : found
    }
}

extension BlockPacking {
    /// The most places tried along each axis: beyond, every few are, so that a page of hundreds
    /// of scenes (a folder of many storyboards) packs in a moment.
    static let mostPlacesAlong = 100

    /// `places`, sorted, or every few of them and the last when there are more than ``mostPlacesAlong``.
    private static func thinned(_ places: [Double]) -> [Double] {
        guard places.count > mostPlacesAlong, let last = places.last else { return places }
        let step = (places.count + mostPlacesAlong - 1) / mostPlacesAlong
        return stride(from: 0, to: places.count - 1, by: step).map { places[$0] } + [last]
    }
}

extension BlockPacking.Box {
    /// The box moved by `offset`.
    func moved(by offset: CanvasArrangement.Point) -> BlockPacking.Box {
        BlockPacking.Box(minX: minX + offset.x, minY: minY + offset.y, maxX: maxX + offset.x, maxY: maxY + offset.y)
    }
}

private extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
