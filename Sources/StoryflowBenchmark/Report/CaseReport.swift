/// Everything measured for one case: in process, and against the `dot` command and the CLI.
struct CaseReport: Hashable, Codable, Sendable {
    /// The case, e.g. `app:1000`.
    var benchmarkCase: BenchmarkCase
    /// How the in-process run ended: `ok`, `crashed (signal N)`, `timeout`, `exit N`.
    var status: String
    /// The in-process figures, when the run finished.
    var pipeline: PipelineReport?
    /// `dot -Tsvg` on the very DOT the layout module produced.
    var dotCommand: CommandReport?
    /// `storyflow render flow.json --format svg`, the whole CLI process.
    var storyflowCommand: CommandReport?
    /// Whether `dot -Tsvg` wrote the same bytes as the in-process render.
    var sameSVGAsDot: Bool?
    /// `storyflow render flow.json --format svg --in-process`: the CLI with no worker process
    /// (cases from the CLI's worker threshold on).
    var inProcessCommand: CommandReport?
    /// `storyflow render flow.json --format png`, the whole CLI process.
    var pngCommand: CommandReport?
    /// `dot -Tpng` on the same DOT at the resolution the CLI's PNG is drawn at.
    var dotPNGCommand: CommandReport?
    /// Whether the CLI's PNG and `dot`'s hold the same pixels.
    var samePNGPixelsAsDot: Bool?

    /// A report with the given figures.
    init(benchmarkCase: BenchmarkCase, status: String, pipeline: PipelineReport? = nil,
         dotCommand: CommandReport? = nil, storyflowCommand: CommandReport? = nil, sameSVGAsDot: Bool? = nil) {
        self.benchmarkCase = benchmarkCase
        self.status = status
        self.pipeline = pipeline
        self.dotCommand = dotCommand
        self.storyflowCommand = storyflowCommand
        self.sameSVGAsDot = sameSVGAsDot
    }

    /// Storyflow end to end in process (flow → layout module → DOT → SVG) over `dot -Tsvg`'s
    /// whole-process time on the DOT: the layout module and DOT writing must cost no more than the
    /// process start and file handling that rendering in process saves.
    var endToEndRatio: Double? {
        ratio(pipeline?.seconds[.flowToSVG])
    }

    /// In-process DOT→SVG time over `dot -Tsvg`'s whole-process time: Graphviz alone, without a process.
    var renderRatio: Double? {
        ratio(pipeline?.seconds[.dotToSVG])
    }

    /// The `storyflow` CLI's whole-process time (flow JSON → SVG) over `dot -Tsvg`'s on its DOT.
    var processRatio: Double? {
        ratio(storyflowCommand?.seconds)
    }

    private func ratio(_ seconds: Double?) -> Double? {
        guard let seconds, let dot = dotCommand?.seconds, dot > 0 else { return nil }
        return seconds / dot
    }
}
