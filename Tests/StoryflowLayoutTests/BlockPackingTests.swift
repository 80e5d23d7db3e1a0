@testable import StoryflowLayout
import Testing

/// Blocks of scenes packed on one page (see `BlockPacking`).
@Suite struct BlockPackingTests {
    /// A block of one box `width` by `height` points.
    private static func block(_ width: Double, _ height: Double) -> BlockPacking.Block {
        BlockPacking.Block(scenes: [(CanvasArrangement.Point(x: width / 2, y: height / 2), SceneFootprint(width: width, height: height), 0, 0)], links: [])
    }

    /// Four blocks of about the same width. Each set where it cost least in turn, the second went
    /// under the first, the third beside it, and the last under both: 2570 by 2100 points. Two
    /// side by side with the others under them make a page a third smaller.
    @Test func aPlaceDearerNowCanMakeTheCheaperPage() {
        let blocks = [Self.block(1400, 400), Self.block(1300, 300), Self.block(1300, 700), Self.block(1200, 900)]
        let packing = BlockPacking(blocks, gap: CanvasArrangement.gap, cost: LayeredArrangement.cost)
        let width = zip(blocks, packing.corners).map { $0.1.x + $0.0.width }.max() ?? 0
        let height = zip(blocks, packing.corners).map { $0.1.y + $0.0.height }.max() ?? 0
        #expect(width == 2770 && height == 1350, "\(packing.corners)")
        // The largest two side by side along the top, the others under them.
        #expect(packing.corners[3].y == 0 && packing.corners[2].y == 0 && packing.corners[0].y > 0 && packing.corners[1].y > 0, "\(packing.corners)")
    }
}
