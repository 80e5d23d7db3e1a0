import ChildProcesses
import Foundation

/// Runs every case, then the corpus. Each repetition's in-process work runs in a child process of
/// its own, so a Graphviz crash or hang costs one case and each child's peak memory is its own;
/// the commands it is compared with run right after it (see ``CaseMeasurement``).
struct BenchmarkRunner {
    /// This executable, re-run with `--case` for each repetition.
    var executable: String
    /// The `dot` command, when installed.
    var dotExecutable: String?
    /// The `storyflow` CLI, when built.
    var storyflowExecutable: String?
    /// The settings every case runs with.
    var settings: BenchmarkSettings
    /// A folder for the cases' inputs and outputs.
    var workFolder: URL
    /// Called with each line of progress.
    var progress: (String) -> Void

    /// Runs the cases, then a batch of `batchFlows` flows (none for 0), then the corpus when a folder is given, then
    /// the scan of each app folder of `scanApps`.
    func run(cases: [BenchmarkCase], batchFlows: Int, corpus: URL?, scanApps: [URL] = []) -> BenchmarkReport {
        var reports: [CaseReport] = []
        for benchmarkCase in cases {
            progress("running \(benchmarkCase)…")
            reports.append(run(benchmarkCase))
        }
        var batch: BatchReport?
        if batchFlows > 0 {
            progress("running a batch of \(batchFlows) flows…")
            batch = try? BatchMeasurement(
                flowCount: batchFlows, repetitions: settings.repetitions, storyflowExecutable: storyflowExecutable,
                folder: workFolder.appendingPathComponent("batch"), timeout: settings.timeout
            ).run()
        }
        var corpusReport: CorpusReport?
        var corpusNote: String?
        if let corpus {
            progress("running the corpus…")
            switch runCorpus(corpus) {
            case .success(let report): corpusReport = report
            case .failure(let failure): corpusNote = failure.status
            }
        } else {
            corpusNote = "skipped"
        }
        let scans = scanApps.compactMap { app in
            progress("scanning \(app.lastPathComponent)…")
            return try? ScanMeasurement(
                app: app, repetitions: settings.repetitions, storyflowExecutable: storyflowExecutable, benchmarkExecutable: executable,
                folder: workFolder.appendingPathComponent("scan-\(app.lastPathComponent)"), timeout: settings.timeout
            ).run()
        }
        return BenchmarkReport(
            build: Self.buildConfiguration, processors: ProcessInfo.processInfo.activeProcessorCount,
            graphviz: graphvizVersion(), layoutScale: settings.layoutScale.rawValue,
            repetitions: settings.repetitions, timeout: settings.timeout,
            pngDPI: settings.pngDPI, pngMaximumPixels: settings.pngMaximumPixels,
            cases: reports, corpus: corpusReport, corpusNote: corpusNote, batch: batch, scans: scans
        )
    }

    /// One case, its repetitions each in a child process.
    func run(_ benchmarkCase: BenchmarkCase) -> CaseReport {
        let folder = workFolder.appendingPathComponent("\(benchmarkCase.shape.rawValue)-\(benchmarkCase.sceneCount)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return CaseMeasurement(
            benchmarkCase: benchmarkCase, repetitions: benchmarkCase.repetitions(requested: settings.repetitions),
            runPipeline: { benchmarkCase, folder in
                // Three Graphviz runs: layout, SVG, PNG.
                runChild(PipelineReport.self, ["--case", benchmarkCase.description], graphvizRuns: 3, folder: folder)
            },
            folder: folder, dotExecutable: dotExecutable, storyflowExecutable: storyflowExecutable, timeout: settings.timeout,
            samePixels: { first, second in
                let outcome = MeasuredProcess(executable: executable, arguments: ["--same-pixels", first.path, second.path],
                                           standardOutput: nil, standardError: folder.appendingPathComponent("same-pixels.stderr"),
                                           timeout: settings.timeout).run()
                // Exit 1: the pixels differ; 2 (a PNG unreadable or too large to compare), a crash or a time-out tells nothing.
                return switch outcome.termination {
                case .exited(code: 0): true
                case .exited(code: 1): false
                default: nil
                }
            }
        ).run()
    }

    /// The corpus, each repetition in a child process followed by the CLI on every storyboard at once.
    private func runCorpus(_ corpus: URL) -> Result<CorpusReport, ChildFailure> {
        let groups = CorpusRun.storyboardGroups(in: corpus)
        guard !groups.isEmpty else { return .failure(ChildFailure(status: "no .storyboard files under \(corpus.path)")) }
        let folder = workFolder.appendingPathComponent("corpus")
        let svgFolder = folder.appendingPathComponent("svg")
        try? FileManager.default.createDirectory(at: svgFolder, withIntermediateDirectories: true)
        var command = CommandSeries(
            name: "storyflow render --mark-findings", executable: storyflowExecutable,
            arguments: ["render"] + groups.flatMap(\.paths) + ["--mark-findings", "--format", "svg", "--output", svgFolder.path],
            timeout: settings.timeout, standardError: folder.appendingPathComponent("storyflow.stderr")
        )
        var samples: [CorpusReport] = []
        for _ in 0..<settings.repetitions {
            let sample = runChild(CorpusReport.self, ["--case", BenchmarkSettings.corpusCase, "--corpus", corpus.path],
                                  graphvizRuns: groups.count, folder: folder)
            switch sample {
            case .success(let report): samples.append(report)
            case .failure(let failure): return .failure(ChildFailure(status: "the corpus run ended: \(failure.status)"))
            }
            command.run()
        }
        return .success(CorpusReport(merging: samples, storyflowCommand: command.report))
    }

    /// Runs this executable with `arguments`, the shared settings and `folder` as its work folder, and
    /// decodes the JSON report it prints. It may take one timeout per Graphviz run, plus half a minute.
    private func runChild<Report: Decodable>(
        _ type: Report.Type, _ arguments: [String], graphvizRuns: Int, folder: URL
    ) -> Result<Report, ChildFailure> {
        let output = folder.appendingPathComponent("report.json")
        let errors = folder.appendingPathComponent("report.stderr")
        let outcome = MeasuredProcess(
            executable: executable, arguments: arguments + ["--work-folder", folder.path] + settings.arguments,
            standardOutput: output, standardError: errors,
            timeout: settings.timeout * Double(max(1, graphvizRuns)) + 30
        ).run()
        guard outcome.succeeded, let data = try? Data(contentsOf: output), let report = try? JSONDecoder().decode(type, from: data) else {
            let message = (try? String(contentsOf: errors, encoding: .utf8))?.split(separator: "\n").last.map { ": \($0)" } ?? ""
            return .failure(ChildFailure(status: outcome.status + message))
        }
        return .success(report)
    }

    private func graphvizVersion() -> String {
        guard let dotExecutable else { return "dot not found in PATH: install Graphviz (the graphviz package) to compare with it" }
        let file = workFolder.appendingPathComponent("dot-version.txt")
        _ = MeasuredProcess(executable: dotExecutable, arguments: ["-V"], standardOutput: nil, standardError: file, timeout: 10).run()
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `release` or `debug`, as this executable was built.
    static var buildConfiguration: String {
        #if DEBUG
        "debug"
        #else
        "release"
        #endif
    }
}
