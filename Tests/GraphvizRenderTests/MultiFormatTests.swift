import Foundation
import Testing
import GraphvizDOT
import GraphvizRender

/// One layout drawn in several formats, and the PNG pixel budget.
@Suite struct MultiFormatTests {
    static let renderer = GraphvizRenderer(options: RenderOptions(dpi: 144))

    @Test func oneLayoutGivesTheSameBytesAsSeparateRenders() throws {
        let results = try Self.renderer.render(TestSupport.nestedClusters, as: [.svg, .png, .laidOutDOT])
        #expect(results.keys.sorted { $0.rawValue < $1.rawValue } == [.laidOutDOT, .png, .svg])
        for format in [OutputFormat.svg, .png, .laidOutDOT] {
            #expect(results[format] == (try Self.renderer.render(TestSupport.nestedClusters, as: format)), "\(format)")
        }
        #expect(results[.png]?.dpi == 144)
        #expect(results[.svg]?.dpi == nil)
    }

    /// The resolution set for the PNG must not leak into the vector formats drawn after it.
    @Test func pngResolutionStaysOutOfTheOtherFormats() throws {
        let dot = "digraph { players -> detail }"
        let results = try Self.renderer.render(dot, as: [.png, .svg, .pdf])
        #expect(results[.svg] == (try GraphvizRenderer().render(dot, as: .svg)))
        let pdf = String(decoding: try #require(results[.pdf]).data, as: UTF8.self)
        let separatePDF = String(decoding: try GraphvizRenderer().render(dot, as: .pdf).data, as: UTF8.self)
        #expect(pdf.firstMatch(of: /MediaBox \[[^\]]*\]/)?.output == separatePDF.firstMatch(of: /MediaBox \[[^\]]*\]/)?.output)
    }

    @Test func aGraphsOwnResolutionStillAppliesToVectorFormats() throws {
        let dot = "digraph { dpi=144; players -> detail }"
        let results = try GraphvizRenderer(options: RenderOptions(dpi: 72)).render(dot, as: [.svg, .png])
        #expect(results[.svg] == (try GraphvizRenderer().render(dot, as: .svg)))
        #expect(results[.png]?.dpi == 72)
    }

    @Test func aFormatListedTwiceIsDrawnOnce() throws {
        let results = try Self.renderer.render("digraph { a -> b }", as: [.svg, .svg])
        #expect(results.count == 1)
        #expect(TestSupport.svgTexts(try #require(results[.svg]).data) == ["a", "b"])
    }

    @Test func noFormatsOnlyLaysOutAndStillReportsLayoutErrors() throws {
        #expect(try Self.renderer.render("digraph { a -> b }", as: []).isEmpty)
        #expect(throws: RenderError.layout(engine: "dot", message: "mismatched tag in line 1\n... x</i> ...\nin label of node a")) {
            try Self.renderer.render("digraph { a [label=<<b>x</i>>] }", as: [])
        }
    }

    @Test func everyResultCarriesTheLayoutsWarnings() throws {
        let results = try Self.renderer.render("digraph { a [shape=blob] }", as: [.svg, .laidOutDOT])
        #expect(results[.svg]?.warnings == ["using box for unknown shape blob"])
        #expect(results[.laidOutDOT]?.warnings == ["using box for unknown shape blob"])
    }

    @Test func typedGraphAndAsyncOverloadsMatch() async throws {
        var graph = Graph(name: "flow")
        graph.append(Edge(from: "players", to: "detail"))
        let synchronous = try Self.renderSynchronously(graph)
        #expect(try await Self.renderer.render(graph, as: [.svg, .png]) == synchronous)
        #expect(try await Self.renderer.render(graph.dotSource, as: [.svg, .png]) == synchronous)
    }

    @Test func aBigDrawingsPNGStaysWithinThePixelBudget() throws {
        let budget = 2_000_000
        let dot = TestSupport.grid(side: 14)
        let unlimited = try Self.renderer.render(dot, as: .png)
        #expect(TestSupport.pngWidth(unlimited.data) * TestSupport.pngHeight(unlimited.data) > 2 * budget)

        let limited = try GraphvizRenderer(options: RenderOptions(dpi: 144, maximumPNGPixels: budget)).render(dot, as: [.png, .svg])
        let png = try #require(limited[.png])
        let pixels = TestSupport.pngWidth(png.data) * TestSupport.pngHeight(png.data)
        #expect(pixels <= budget)
        #expect(pixels > budget * 9 / 10)
        let dpi = try #require(png.dpi)
        #expect(dpi < 144)
        #expect(abs(Double(TestSupport.pngWidth(png.data)) - Double(TestSupport.pngWidth(unlimited.data)) * dpi / 144) <= 2)
        #expect(limited[.svg] == (try Self.renderer.render(dot, as: .svg)))
    }

    @Test func theBudgetNeverLowersAPNGBelowItsMinimumResolution() throws {
        let dot = TestSupport.grid(side: 14)
        let budget = 200_000
        let floored = try GraphvizRenderer(options: RenderOptions(dpi: 144, maximumPNGPixels: budget, minimumPNGDPI: 72)).render(dot, as: .png)
        #expect(floored.dpi == 72)
        #expect(TestSupport.pngWidth(floored.data) * TestSupport.pngHeight(floored.data) > budget)
        let budgeted = try GraphvizRenderer(options: RenderOptions(dpi: 144, maximumPNGPixels: budget)).render(dot, as: .png)
        #expect(try #require(budgeted.dpi) < 72)
        // A budget the drawing fits at a higher resolution is kept, and the floor never raises the request.
        let roomy = try GraphvizRenderer(options: RenderOptions(dpi: 60, maximumPNGPixels: 100_000_000, minimumPNGDPI: 72)).render(dot, as: .png)
        #expect(roomy.dpi == 60)
    }

    @Test func aSmallDrawingKeepsTheRequestedResolution() throws {
        let dot = "digraph { players -> detail }"
        let limited = try GraphvizRenderer(options: RenderOptions(dpi: 144, maximumPNGPixels: 2_000_000)).render(dot, as: .png)
        #expect(limited.dpi == 144)
        #expect(limited.data == (try Self.renderer.render(dot, as: .png)).data)
    }

    @Test func theBudgetAppliesToTheGraphsOwnResolutionToo() throws {
        let budget = 500_000
        let png = try GraphvizRenderer(options: RenderOptions(maximumPNGPixels: budget))
            .render("digraph { dpi=300; " + TestSupport.grid(side: 6).dropFirst("digraph grid {".count), as: .png)
        #expect(try #require(png.dpi) < 300)
        #expect(TestSupport.pngWidth(png.data) * TestSupport.pngHeight(png.data) <= budget)
    }

    /// Cairo draws no side longer than 32767 pixels; the resolution is lowered to fit instead of
    /// letting Graphviz scale the drawing and print a note on standard error.
    @Test func noSideIsLongerThanCairosLimit() throws {
        let chain = (0..<60).map { "n\($0)" }.joined(separator: " -> ")
        let png = try GraphvizRenderer(options: RenderOptions(dpi: 600)).render("digraph { rankdir=LR; \(chain) }", as: .png)
        #expect(TestSupport.pngWidth(png.data) <= 32_767)
        #expect(TestSupport.pngWidth(png.data) > 32_000)
        #expect(try #require(png.dpi) < 600)
    }

    private static func renderSynchronously(_ graph: Graph) throws -> [OutputFormat: RenderResult] {
        try renderer.render(graph, as: [.svg, .png])
    }
}

/// Drawings handed over before Graphviz frees the layout (what a worker answers its parent with).
@Suite struct EarlyDeliveryTests {
    let dot = "digraph flow { players -> detail [label=\"show\"] }"

    @Test func theDrawingsDeliveredBeforeFreeingAreTheUsualOnes() throws {
        let renderer = GraphvizRenderer()
        var delivered: [[OutputFormat: RenderResult]] = []
        try renderer.render(dot, as: [.svg, .png, .svg]) { delivered.append($0) }
        #expect(delivered.count == 1)
        #expect(delivered.first == (try renderer.render(dot, as: [.svg, .png])))
        // Graphviz is free again once the call returns.
        #expect(try renderer.render(dot, as: .svg).data == delivered.first?[.svg]?.data)
    }

    @Test func nothingIsDeliveredWhenTheRenderFails() {
        var deliveries = 0
        #expect(throws: RenderError.self) {
            try GraphvizRenderer().render("digraph { a -> }", as: [.svg]) { _ in deliveries += 1 }
        }
        #expect(deliveries == 0)
    }
}
