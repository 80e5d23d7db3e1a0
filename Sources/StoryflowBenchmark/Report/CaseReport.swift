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

    /// In-process DOT→SVG time over `dot -Tsvg`'s whole-process time.
    var inProcessRatio: Double? {
        guard let inProcess = pipeline?.seconds[.dotToSVG], let dot = dotCommand?.seconds, dot > 0 else { return nil }
        return inProcess / dot
    }

    /// The `storyflow` CLI's whole-process time (flow JSON → SVG) over `dot -Tsvg`'s on its DOT.
    var processRatio: Double? {
        guard let storyflow = storyflowCommand?.seconds, let dot = dotCommand?.seconds, dot > 0 else { return nil }
        return storyflow / dot
    }
}
