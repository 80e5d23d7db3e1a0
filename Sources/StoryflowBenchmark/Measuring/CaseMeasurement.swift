import Foundation
import GraphvizRender

/// Measures one case: each repetition runs the phases in a child process of the benchmark (see
/// ``PipelineRun``), then `dot -Tsvg` on the very DOT it produced and the `storyflow` CLI on its
/// JSON, one after the other, so that all three see the same machine load. From the CLI's worker
/// threshold on, the CLI also runs with `--in-process` (what the worker costs), and every case
/// draws a PNG with the CLI and with `dot -Tpng` at the resolution the CLI's PNG gets (its default
/// resolution within its default pixel budget, as the in-process run computed it). Figures are medians;
/// peak memory is the highest of the runs. The measuring process stays small, so the memory each
/// child reports is its own (Linux counts a spawned process's peak from its parent's size): even the
/// two PNGs are compared in a child process, as their pixels take gigabytes at 3000 scenes.
struct CaseMeasurement {
    /// The case.
    var benchmarkCase: BenchmarkCase
    /// How many repetitions.
    var repetitions: Int
    /// Runs one repetition in a child process, returning its report or why it ended.
    var runPipeline: (BenchmarkCase, URL) -> Result<PipelineReport, ChildFailure>
    /// Where the inputs and outputs go.
    var folder: URL
    /// The `dot` command, when installed.
    var dotExecutable: String?
    /// The `storyflow` CLI, when built.
    var storyflowExecutable: String?
    /// Seconds one command run may take.
    var timeout: Double
    /// Whether two PNG files hold the same pixels, answered by a child process; `nil` when it could not tell.
    var samePixels: (URL, URL) -> Bool?

    /// Runs the repetitions.
    func run() -> CaseReport {
        let file = { (name: String) in self.folder.appendingPathComponent(name) }
        var dotCommand = CommandSeries(
            name: "dot -Tsvg", executable: dotExecutable,
            arguments: ["-Tsvg", file(Self.dotFileName).path, "-o", file(Self.dotSVGFileName).path],
            timeout: timeout, standardError: file("dot.stderr")
        )
        var storyflowCommand = CommandSeries(
            name: "storyflow render", executable: storyflowExecutable,
            arguments: ["render", file(Self.flowFileName).path, "--format", "svg", "--output", file("storyflow.svg").path],
            timeout: timeout, standardError: file("storyflow.stderr")
        )
        var inProcessCommand = benchmarkCase.sceneCount >= Self.workerThreshold ? CommandSeries(
            name: "storyflow render --in-process", executable: storyflowExecutable,
            arguments: ["render", file(Self.flowFileName).path, "--format", "svg", "--output", file("in-process.svg").path, "--in-process"],
            timeout: timeout, standardError: file("in-process.stderr")
        ) : nil
        var pngCommand = CommandSeries(
            name: "storyflow render --format png", executable: storyflowExecutable,
            arguments: ["render", file(Self.flowFileName).path, "--format", "png", "--output", file(Self.pngFileName).path],
            timeout: timeout, standardError: file("storyflow-png.stderr")
        )
        var dotPNGCommand: CommandSeries?
        var samples: [PipelineReport] = []
        for _ in 0..<max(1, repetitions) {
            switch runPipeline(benchmarkCase, folder) {
            case .success(let sample): samples.append(sample)
            case .failure(let failure): return CaseReport(benchmarkCase: benchmarkCase, status: failure.status)
            }
            if dotPNGCommand == nil, let dpi = samples[0].pngDPI {
                dotPNGCommand = CommandSeries(
                    name: "dot -Tpng -Gdpi=\(dpi)", executable: dotExecutable,
                    arguments: ["-Tpng", "-Gdpi=\(dpi)", file(Self.dotFileName).path, "-o", file(Self.dotPNGFileName).path],
                    timeout: timeout, standardError: file("dot-png.stderr")
                )
            }
            dotCommand.run()
            storyflowCommand.run()
            inProcessCommand?.run()
            dotPNGCommand?.run()
            pngCommand.run()
        }
        var report = CaseReport(benchmarkCase: benchmarkCase, status: "ok", pipeline: PipelineReport(merging: samples),
                                dotCommand: dotCommand.report, storyflowCommand: storyflowCommand.report)
        report.inProcessCommand = inProcessCommand?.report
        report.pngCommand = pngCommand.report
        report.dotPNGCommand = dotPNGCommand?.report
        if !dotCommand.hasFailed {
            report.sameSVGAsDot = (try? Data(contentsOf: file(Self.dotSVGFileName))) == (try? Data(contentsOf: file(Self.svgFileName)))
        }
        if let dotPNGCommand, !dotPNGCommand.hasFailed, !pngCommand.hasFailed {
            report.samePNGPixelsAsDot = samePixels(file(Self.dotPNGFileName), file(Self.pngFileName))
        }
        return report
    }

    /// The flow's JSON, which the CLI reads.
    static let flowFileName = "flow.json"
    /// The flow's DOT, which `dot` reads.
    static let dotFileName = "flow.dot"
    /// The SVG rendered in process.
    static let svgFileName = "flow.svg"
    /// The SVG `dot` wrote.
    static let dotSVGFileName = "dot.svg"
    /// The PNG the CLI wrote.
    static let pngFileName = "storyflow.png"
    /// The PNG `dot` wrote.
    static let dotPNGFileName = "dot.png"
    /// From this many scenes on, the CLI lays a flow out in a worker process (`RenderCommand.isolationThreshold`).
    static let workerThreshold = 200

    /// The largest PNGs compared: a 134-megapixel pair takes about 2 GB to decode (``PNGImage``'s own limit, 32
    /// megapixels, is for files from elsewhere; a default render of a 100-scene flow is 37).
    static let comparedPixels = 1 << 27

    /// Whether two PNG files hold the same pixels, however they are encoded (`--same-pixels`); `nil` when one cannot be
    /// read or is larger than ``comparedPixels``: nothing is known.
    static func samePixels(_ first: URL, _ second: URL) -> Bool? {
        guard let one = try? Data(contentsOf: first), let other = try? Data(contentsOf: second),
              let image = try? PNGImage(data: one, maximumPixels: comparedPixels),
              let otherImage = try? PNGImage(data: other, maximumPixels: comparedPixels) else { return nil }
        return image == otherImage
    }
}

/// Why a child process of the benchmark gave no report.
struct ChildFailure: Error, Hashable {
    /// `crashed (signal 11)`, `timeout`, `exit 1`…, with the child's last words when it wrote any.
    var status: String
}
