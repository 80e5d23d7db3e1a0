import GraphvizRender
import StoryflowDiagrams
import Testing

@Suite struct PageMeasureTests {
    /// A Graphviz-shaped SVG: two scenes (one with a nested link group) that overlap, an edge and a stub.
    private static let svg = """
    <svg width="400pt" height="200pt" viewBox="0.00 0.00 400.00 200.00">
    <g id="flow" class="graph" transform="scale(1 1) rotate(0) translate(4 196)">
    <g id="scene-A" class="node scene viewController">
    <g id="a_scene-A"><a xlink:title="A">
    <polygon fill="white" stroke="none" points="0,-100 100,-100 100,0 0,0 0,-100"/>
    <text text-anchor="start" x="5" y="-90" font-family="DejaVu Sans" font-size="9.00">A</text>
    <text text-anchor="start" x="5" y="-80" font-family="DejaVu Sans" font-size="7.50">AViewController</text>
    </a></g>
    </g>
    <g id="scene-B" class="node scene tableViewController">
    <path fill="none" stroke="black" d="M90,-50C90,-50 190,-50 190,-50 190,-50 190,0 190,0 190,0 90,0 90,0Z"/>
    <text text-anchor="start" x="95" y="-40" font-family="DejaVu Sans" font-size="9.00">B</text>
    </g>
    <g id="segue-x" class="edge segue show"><path d="M100,-50C120,-50 300,-50 300,-20"/><text font-size="8.50">x</text></g>
    <g id="stub-0" class="node stub"><polygon points="300,-20 380,-20 380,0 300,0"/><text font-size="11.00">→ More</text></g>
    </g>
    </svg>
    """

    @Test func aPageIsMeasuredFromTheScenesItDraws() throws {
        let measure = try #require(PageMeasure(svg: Self.svg))
        #expect(measure.width == 400 && measure.height == 200)
        #expect(measure.sceneCount == 2)
        #expect(measure.sceneTextPoints == [9, 7.5, 9], "edge labels and stubs are not scene text")
        #expect(measure.medianSceneTextPoints == 9)
        #expect(measure.sceneArea == 100 * 100 + 100 * 50)
        #expect(abs(measure.sceneCoverage - 15_000.0 / 80_000) < 0.0001)
        #expect(measure.overlappingScenePairs == 1, "B starts 10 points inside A")
        #expect(PageMeasure(svg: "<html/>") == nil)
    }

    @Test func readabilityFollowsThePNGsResolutionRule() throws {
        let measure = try #require(PageMeasure(svg: Self.svg))
        let small = PageReadability(measure: measure, png: RenderOptions(dpi: 192, maximumPNGPixels: 16_000_000, minimumPNGDPI: 72))
        #expect(small.isReadable && small.textPixels == 24)
        // The same text on a page 60 times wider and taller: the budget brings it to 1 pixel per point.
        let huge = try #require(PageMeasure(svg: Self.svg.replacingOccurrences(of: "width=\"400pt\" height=\"200pt\"", with: "width=\"24000pt\" height=\"12000pt\"")))
        let drawn = PageReadability(measure: huge, png: RenderOptions(dpi: 192, maximumPNGPixels: 16_000_000, minimumPNGDPI: 72))
        #expect(!drawn.isReadable && drawn.textPixels == 9 && drawn.pixelsPerPoint == 1)
        #expect(drawn.shortfall == "scene text 9.0 px tall, 288.0 megapixels")
        // A resolution asked for keeps its text size: only a PNG over 16 megapixels is too big.
        let asked = PageReadability(measure: measure, png: RenderOptions(dpi: 48))
        #expect(asked.isReadable && asked.textPixels == 6)
    }
}
