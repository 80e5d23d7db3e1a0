import ChildProcesses
import Foundation
import GraphvizDOT
import GraphvizRender
import Storyflow
import StoryflowReview
import StoryflowGenerator
import StoryflowLayout

/// One repetition of a case in this process: every phase from a synthetic flow to SVG and PNG, timed.
///
/// Graphviz's layout and drawing are split by rendering the same DOT three ways: as SVG, with no
/// format (parse and layout only: the layout time), and as PNG; a format's drawing time is its
/// render's time less the layout's. A small flow of the same shape and level is drawn first, so that
/// what a long-running process pays once (loading Graphviz's plugins, fonts and faces) is not
/// counted in any phase: the figures are those of a process that renders diagrams one after another.
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
        try warmUp(renderer)

        let layout = FlowLayout(options: layoutOptions)
        let generator = SyntheticFlowGenerator(sceneCount: benchmarkCase.sceneCount, shape: benchmarkCase.shape)
        let flow = Stopwatch.time { generator.makeFlow() }
        let findings = Stopwatch.time { FlowReviewer().review(flow.output) }
        let graph = Stopwatch.time { layout.graph(for: flow.output) }
        let dot = Stopwatch.time { graph.output.dotSource }
        // SVG first: like the CLI and `dot`, it renders into a process that has not yet laid out this graph.
        let svg = try Stopwatch.time { () throws(RenderError) in try Self.svg(of: graph.output, dot: dot.output, with: renderer) }
        let drawnDOT = svg.output.dot
        let graphvizLayout = try Stopwatch.time { () throws(RenderError) in try renderer.render(drawnDOT, as: []) }
        let png = try Stopwatch.time { () throws(RenderError) in try renderer.render(drawnDOT, as: .png) }

        try flow.output.jsonData().write(to: folder.appendingPathComponent(CaseMeasurement.flowFileName))
        try Data(drawnDOT.utf8).write(to: folder.appendingPathComponent(CaseMeasurement.dotFileName))
        try svg.output.svg.data.write(to: folder.appendingPathComponent(CaseMeasurement.svgFileName))

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
            scale: layout.detailSettings(for: flow.output).level.rawValue, repetitions: 1,
            seconds: seconds,
            dotBytes: dot.output.utf8.count, svgBytes: svg.output.svg.data.count, pngBytes: png.output.data.count,
            pngWidth: pngSize?.width, pngHeight: pngSize?.height, pngDPI: png.output.dpi,
            peakMemoryBytes: PlatformProcess.peakResidentBytes(PlatformProcess.usageOfThisProcess())
        )
    }

    /// The SVG of `graph` (whose DOT is `dot`) as the CLI draws it: when Graphviz loses an edge, the
    /// edge is freed (compass points, then ports) and the graph drawn again (the time counts all). Returns
    /// the SVG and the DOT that was drawn, which `dot` gets too.
    private static func svg(of graph: Graph, dot: String, with renderer: GraphvizRenderer) throws(RenderError) -> (svg: RenderResult, dot: String) {
        var (graph, dot) = (graph, dot)
        while true {
            do {
                return (try renderer.render(dot, as: .svg), dot)
            } catch .layout(let engine, let message) {
                guard let lost = LostEdge(message: message) else { throw .layout(engine: engine, message: message) }
                let freed = graph.freeingLostEdge(between: lost.tail, and: lost.head)
                guard !freed.freed.isEmpty else { throw .layout(engine: engine, message: message) }
                (graph, dot) = (freed.graph, freed.graph.dotSource)
            }
        }
    }

    /// Draws a 10-scene flow of the case's shape, laid out at the level the case's flow will get.
    private func warmUp(_ renderer: GraphvizRenderer) throws {
        var options = layoutOptions
        options.detail = DetailSettings(level: options.detail, sceneCount: benchmarkCase.sceneCount,
                                      groupsContainers: options.groupsContainers).level
        let flow = SyntheticFlowGenerator(sceneCount: 10, shape: benchmarkCase.shape, seed: 2).makeFlow()
        _ = try renderer.render(FlowLayout(options: options).graph(for: flow), as: [.svg, .png])
    }
}
