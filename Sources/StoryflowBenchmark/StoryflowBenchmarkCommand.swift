import ChildProcesses
import ArgumentParser
import Foundation
import StoryflowGenerator
import StoryflowLayout
import StoryflowSource

/// `storyflow-benchmark`: times Storyflow from model to SVG and PNG on synthetic flows of growing
/// size, against the `dot` command on the same DOT, and on the storyboard corpus.
@main
struct StoryflowBenchmarkCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "storyflow-benchmark",
        abstract: "Time Storyflow on synthetic flows and the storyboard corpus, against the dot command.",
        discussion: """
        Build in release mode first, so the storyflow CLI sits next to this executable: \
        swift build -c release && .build/release/storyflow-benchmark --json benchmark.json. \
        Each case runs in a child process, which reports its own peak memory; a case that crashes \
        or runs past its time limit is reported as such. Smoke run: --sizes 10 --repetitions 1.
        """
    )

    @Option(help: "Comma-separated scene counts.")
    var sizes = "10,100,1000,3000"

    @Option(help: "Comma-separated flow shapes: app, deep.")
    var shapes = "app,deep"

    @Option(help: "Repetitions per case; cases over 300 scenes run at most 3.")
    var repetitions = 5

    @Option(help: "Seconds one Graphviz run (in process, dot, or the CLI) may take.")
    var timeout = 120.0

    @Option(name: .customLong("detail"), help: "How much detail to keep: automatic, full, lean or cards.")
    var layoutScale: DetailLevel = .automatic

    @Option(help: "PNG resolution in dots per inch (the CLI's default is 192).")
    var pngDPI = 192.0

    @Option(help: "The most pixels a PNG may have; its resolution is lowered to fit.")
    var pngPixels = 16_000_000

    @Option(help: "The folder of .storyboard files to import, review and render. Default: <package>/../shared/corpus.")
    var corpus: String?

    @Flag(help: "Skip the corpus.")
    var noCorpus = false

    @Option(help: "How many flows the batch renders in one command, one by one and side by side (0 skips it).")
    var batchFlows = 48

    @Option(help: "Comma-separated folders of Swift apps to scan. Default: IceCubesApp and element-x-ios of <package>/../shared/corpus-swift.")
    var scanApps: String?

    @Flag(help: "Skip the scans.")
    var noScan = false

    @Option(help: "Also write the report as JSON to this file.")
    var json: String?

    @Option(help: "Instead of timing, draw the --sizes × --shapes flows at every scale level as PNGs into this folder.")
    var pictures: String?

    @Option(help: "The most pixels each picture may have.")
    var picturePixels = 2_000_000

    @Option(help: .hidden)
    var `case`: String?

    @Option(help: .hidden)
    var workFolder: String?

    /// Two PNG files: exit 0 when their pixels are the same, 1 when they differ, 2 when they cannot be compared (one is
    /// unreadable or too large; run by the measuring process as a child).
    @Option(parsing: .upToNextOption, help: .hidden)
    var samePixels: [String] = []

    /// A folder of Swift sources: parse its files with swift-syntax alone, on one thread (the floor of a scan).
    @Option(help: .hidden)
    var parseOnly: String?

    var settings: BenchmarkSettings {
        BenchmarkSettings(repetitions: repetitions, timeout: timeout, layoutScale: layoutScale,
                          pngDPI: pngDPI, pngMaximumPixels: pngPixels)
    }

    func validate() throws {
        guard repetitions >= 1 else { throw ValidationError("--repetitions must be at least 1.") }
        guard timeout > 0 else { throw ValidationError("--timeout must be positive.") }
        guard batchFlows >= 0 else { throw ValidationError("--batch-flows must be 0 or more.") }
        guard samePixels.isEmpty || samePixels.count == 2 else { throw ValidationError("--same-pixels takes two PNG files.") }
        _ = try cases()
    }

    func run() throws {
        if let name = `case` {
            try runChildCase(name)
            return
        }
        if let parseOnly {
            print("\(try SwiftSourceScanner.parseOnly(paths: [parseOnly])) files parsed")
            return
        }
        if samePixels.count == 2 {
            switch CaseMeasurement.samePixels(URL(fileURLWithPath: samePixels[0]), URL(fileURLWithPath: samePixels[1])) {
            case true?: return
            case false?: throw ExitCode(1)
            case nil:
                FileHandle.standardError.write(Data("cannot compare: a PNG is unreadable or over \(CaseMeasurement.comparedPixels) pixels\n".utf8))
                throw ExitCode(2)
            }
        }
        if let pictures {
            let lines = try ScalePictures(cases: try cases(), maximumPixels: picturePixels, folder: URL(fileURLWithPath: pictures)).write()
            print(lines.joined(separator: "\n"))
            return
        }
        // Children run one at a time from here; a storyflow's worker that outlives it still counts with
        // it. (Not before: adopting makes every run reap any child, and a test process has others.)
        PlatformProcess.adoptOrphans()
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("storyflow-benchmark-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let runner = BenchmarkRunner(
            executable: Self.executable.path, dotExecutable: CommandSeries.find("dot"),
            storyflowExecutable: Self.storyflowExecutable,
            settings: settings, workFolder: work,
            progress: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
        )
        let report = runner.run(cases: try cases(), batchFlows: batchFlows, corpus: noCorpus ? nil : corpusFolder, scanApps: noScan ? [] : scanFolders)
        print(ReportFormatter(report: report).text, terminator: "")
        if let json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try encoder.encode(report).write(to: URL(fileURLWithPath: json))
        }
    }

    /// Runs one repetition of a case in this (child) process and prints its report as JSON.
    private func runChildCase(_ name: String) throws {
        let folder = URL(fileURLWithPath: workFolder ?? FileManager.default.currentDirectoryPath)
        let encoder = JSONEncoder()
        if name == BenchmarkSettings.corpusCase {
            FileHandle.standardOutput.write(try encoder.encode(try CorpusRun(folder: corpusFolder).run()))
            return
        }
        guard let benchmarkCase = BenchmarkCase(argument: name) else {
            throw ValidationError("--case must be shape:count or corpus, not '\(name)'.")
        }
        let run = PipelineRun(benchmarkCase: benchmarkCase, layoutOptions: settings.layoutOptions,
                              renderOptions: settings.renderOptions, folder: folder)
        FileHandle.standardOutput.write(try encoder.encode(try run.run()))
    }

    /// This executable, whose folder also holds the `storyflow` CLI when the package was built whole.
    private static var executable: URL {
        (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])).standardizedFileURL.resolvingSymlinksInPath()
    }

    /// The `storyflow` CLI next to this executable, if it was built.
    private static var storyflowExecutable: String? {
        let path = executable.deletingLastPathComponent().appendingPathComponent("storyflow").path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }

    /// The cases of `--sizes` × `--shapes`, shape by shape.
    private func cases() throws -> [BenchmarkCase] {
        let counts = try sizes.split(separator: ",").map { text in
            guard let count = Int(text.trimmingCharacters(in: .whitespaces)), count >= 2 else {
                throw ValidationError("--sizes takes scene counts of at least 2, not '\(text)'.")
            }
            return count
        }
        let shapeList = try shapes.split(separator: ",").map { text in
            guard let shape = SyntheticFlowGenerator.Shape(rawValue: text.trimmingCharacters(in: .whitespaces)) else {
                throw ValidationError("--shapes takes app and deep, not '\(text)'.")
            }
            return shape
        }
        return shapeList.flatMap { shape in counts.map { BenchmarkCase(shape: shape, sceneCount: $0) } }
    }

    /// The corpus folder: `--corpus`, else `shared/corpus` beside the package.
    private var corpusFolder: URL {
        if let corpus { return URL(fileURLWithPath: corpus) }
        return Self.shared.appendingPathComponent("corpus")
    }

    /// The apps to scan: `--scan-apps`, else the two apps of issue 30 in `shared/corpus-swift` beside the package.
    private var scanFolders: [URL] {
        if let scanApps { return scanApps.split(separator: ",").map { URL(fileURLWithPath: String($0)) } }
        let corpus = Self.shared.appendingPathComponent("corpus-swift")
        return ["Dimillian+IceCubesApp", "element-hq+element-x-ios"].map { corpus.appendingPathComponent($0) }
            .filter { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// `shared` beside the package.
    private static var shared: URL {
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return packageRoot.deletingLastPathComponent().appendingPathComponent("shared")
    }
}

extension DetailLevel: ExpressibleByArgument {}
