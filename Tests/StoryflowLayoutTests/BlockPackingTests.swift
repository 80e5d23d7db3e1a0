@testable import StoryflowLayout
import Testing

/// Blocks of scenes packed on one page (see `BlockPacking`).
@Suite struct BlockPackingTests {
    /// A block of one box `width` by `height` points.
    private static func block(_ width: Double, _ height: Double) -> BlockPacking.Block {
        BlockPacking.Block(scenes: [(CanvasArrangement.Point(x: width / 2, y: height / 2), SceneFootprint(width: width, height: height), 0, 0)], links: [])
    }

    /// The width and height of `blocks` with their top left corners at `corners`.
    private static func extent(of blocks: [BlockPacking.Block], at corners: [CanvasArrangement.Point]) -> (Double, Double) {
        (zip(blocks, corners).map { $0.1.x + $0.0.width }.max() ?? 0, zip(blocks, corners).map { $0.1.y + $0.0.height }.max() ?? 0)
    }

    /// Four blocks of about the same width. Each set where it cost least in turn, the second went
    /// under the first, the third beside it, and the last under both: 2570 by 2100 points. Two
    /// side by side with the others under them make a page a third smaller.
    @Test func aPlaceDearerNowCanMakeTheCheaperPage() {
        let blocks = [Self.block(1400, 400), Self.block(1300, 300), Self.block(1300, 700), Self.block(1200, 900)]
        let packing = BlockPacking(blocks, gap: CanvasArrangement.gap, cost: LayeredArrangement.cost)
        let (width, height) = Self.extent(of: blocks, at: packing.corners)
        #expect(width == 2770 && height == 1350, "\(packing.corners)")
        // The largest two side by side along the top, the others under them.
        #expect(packing.corners[3].y == 0 && packing.corners[2].y == 0 && packing.corners[0].y > 0 && packing.corners[1].y > 0, "\(packing.corners)")
    }

    /// A wide block and three tall ones. With three packings carried, the one with two tall blocks
    /// side by side under the wide one was dropped among others just as cheap, and the last block
    /// went under a tall one beside the wide one: 670 by 850 points. Carried on, that packing takes
    /// the last block beside the wide one: 740 by 750, less area and closer to landscape.
    @Test func aPackingAsCheapAsTheOthersIsCarriedOn() {
        let blocks = [Self.block(400, 300), Self.block(200, 400), Self.block(200, 400), Self.block(200, 400)]
        let packing = BlockPacking(blocks, gap: CanvasArrangement.gap, cost: LayeredArrangement.cost)
        let (width, height) = Self.extent(of: blocks, at: packing.corners)
        #expect(width == 740 && height == 750, "\(packing.corners)")
        // Two tall blocks under the wide one, the third beside it.
        #expect(packing.corners[1].y == 350 && packing.corners[2].y == 350 && packing.corners[3] == CanvasArrangement.Point(x: 540, y: 0), "\(packing.corners)")
    }
}
