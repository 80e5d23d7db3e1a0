import Foundation
import GraphvizRender
import Storyflow
import StoryflowGenerator
import StoryflowLayout

/// One repetition of a case in this process: every phase from a synthetic flow to SVG and PNG, timed.
///
/// Graphviz's layout and drawing are split by rendering the same DOT three ways: with no format
/// (parse and layout only: the layout time), as SVG, and as PNG; a format's drawing time is its
/// render's time less the layout's. A small graph is rendered first, so that loading Graphviz's
/// plugins and fonts, which a long-running process pays once, is not counted in any phase.
struct PipelineRun {
    /// The flow to build.
    var benchmarkCase: BenchmarkCase
    /// The layout module's options (the scale among them).
    var layoutOptions: LayoutOptions
    /// The renderer's options: PNG resolution and pixel budget.
    var renderOptions: RenderOptions
    /// Where the flow's JSON, DOT and SVG are written, for the commands it is compared with.
    var folder: URL

    /// Runs the phases once and writes the inputs of the commands.
    func run() throws -> PipelineReport {
        let renderer = GraphvizRenderer(options: renderOptions)
        _ = try renderer.render(#"digraph { node [fontname="\#(layoutOptions.fontName)"]; a -> b }"#, as: [.svg, .png])

        let layout = FlowLayout(options: layoutOptions)
        let generator = SyntheticFlowGenerator(sceneCount: benchmarkCase.sceneCount, shape: benchmarkCase.shape)
        let flow = Stopwatch.time { generator.makeFlow() }
        let findings = Stopwatch.time { FlowReviewer().review(flow.output) }
        let graph = Stopwatch.time { layout.graph(for: flow.output) }
        let dot = Stopwatch.time { graph.output.dotSource }
        let graphvizLayout = try Stopwatch.time { () throws(RenderError) in try renderer.render(dot.output, as: []) }
        let svg = try Stopwatch.time { () throws(RenderError) in try renderer.render(dot.output, as: .svg) }
        let png = try Stopwatch.time { () throws(RenderError) in try renderer.render(dot.output, as: .png) }

        try flow.output.jsonData().write(to: folder.appendingPathComponent(CaseMeasurement.flowFileName))
        try Data(dot.output.utf8).write(to: folder.appendingPathComponent(CaseMeasurement.dotFileName))
        try svg.output.data.write(to: folder.appendingPathComponent(CaseMeasurement.svgFileName))

        let pngSize = PNGSize(png.output.data)
        var seconds: [Phase: Double] = [:]
        seconds[.model] = flow.seconds
        seconds[.review] = findings.seconds
        seconds[.layoutModule] = graph.seconds
        seconds[.dot] = dot.seconds
        seconds[.graphvizLayout] = graphvizLayout.seconds
        seconds[.renderSVG] = max(0, svg.seconds - graphvizLayout.seconds)
        seconds[.renderPNG] = max(0, png.seconds - graphvizLayout.seconds)
        seconds[.dotToSVG] = svg.seconds
        seconds[.flowToSVG] = graph.seconds + dot.seconds + svg.seconds
        return PipelineReport(
            scenes: flow.output.scenes.count, segues: flow.output.segues.count, findings: findings.output.count,
            scale: layout.scaleSettings(for: flow.output).level.rawValue, repetitions: 1,
            seconds: seconds,
            dotBytes: dot.output.utf8.count, svgBytes: svg.output.data.count, pngBytes: png.output.data.count,
            pngWidth: pngSize?.width, pngHeight: pngSize?.height, pngDPI: png.output.dpi,
            peakMemoryBytes: PeakMemory.ofThisProcess()
        )
    }
}
