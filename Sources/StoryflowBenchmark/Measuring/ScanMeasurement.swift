import Foundation

/// `storyflow scan` of an app's Swift sources as a whole process, against this executable's `--parse-only` on the
/// same folder (swift-syntax parsing the same files on one thread, nothing more: the scan's floor), run in turn.
struct ScanMeasurement {
    /// The app's folder.
    var app: URL
    /// How many times each command runs.
    var repetitions: Int
    /// The `storyflow` CLI, when built.
    var storyflowExecutable: String?
    /// This executable, run with `--parse-only`.
    var benchmarkExecutable: String
    /// Where the drawings and the commands' errors go.
    var folder: URL
    /// Seconds one command run may take.
    var timeout: Double

    /// Runs both commands in turn.
    func run() throws -> ScanReport {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let output = { (name: String) in folder.appendingPathComponent(name) }
        // DOT, so the figure is the scan's (and the layout module's), not Graphviz's.
        var scan = CommandSeries(
            name: "storyflow scan --format dot", executable: storyflowExecutable,
            arguments: ["scan", app.path, "--format", "dot", "--output", output("flow.dot").path],
            timeout: timeout, standardError: output("scan.stderr")
        )
        var parse = CommandSeries(
            name: "swift-syntax parse alone", executable: benchmarkExecutable, arguments: ["--parse-only", app.path],
            timeout: timeout, standardError: output("parse.stderr")
        )
        for _ in 0..<max(1, repetitions) {
            scan.run()
            parse.run()
        }
        return ScanReport(app: app.lastPathComponent, scan: scan.report, parseOnly: parse.report)
    }
}
