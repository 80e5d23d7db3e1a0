import ChildProcesses
import ArgumentParser
import Foundation
import GraphvizRender
import Storyflow
import StoryflowGenerator
import StoryflowLayout
import Testing
@testable import StoryflowBenchmark

/// The benchmark's core at N = 10, as CI runs it: the report's structure and values, not its timings.
@Suite struct PipelineSmokeTests {
    static let settings = BenchmarkSettings(repetitions: 2, timeout: 60, layoutScale: .automatic, pngDPI: 192, pngMaximumPixels: 4_000_000)

    @Test(arguments: SyntheticFlowGenerator.Shape.allCases)
    func oneRepetitionTimesEveryPhaseAndWritesTheInputs(shape: SyntheticFlowGenerator.Shape) throws {
        let folder = try TestFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = PipelineRun(benchmarkCase: BenchmarkCase(shape: shape, sceneCount: 10), layoutOptions: Self.settings.layoutOptions,
                              renderOptions: Self.settings.renderOptions, folder: folder)
        let report = try run.run()

        #expect(report.scenes == 10)
        #expect(report.segues >= 9)
        #expect(report.scale == "full")
        #expect(report.repetitions == 1)
        #expect(Set(report.seconds.keys) == Set(Phase.allCases))
        for (phase, seconds) in report.seconds {
            #expect(seconds.isFinite && seconds >= 0 && seconds < 60, "\(phase)")
        }
        let seconds = report.seconds
        #expect(seconds[.flowToSVG]! >= seconds[.dotToSVG]!)
        #expect(report.dotBytes > 1000 && report.svgBytes > report.dotBytes / 2 && report.pngBytes > 1000)
        let width = try #require(report.pngWidth), height = try #require(report.pngHeight), dpi = try #require(report.pngDPI)
        #expect(width * height <= 4_000_000)
        #expect(dpi > 0 && dpi <= 192)
        #expect(report.peakMemoryBytes > 1_000_000)

        let flow = try Flow(jsonData: Data(contentsOf: folder.appendingPathComponent(CaseMeasurement.flowFileName)))
        #expect(flow == SyntheticFlowGenerator(sceneCount: 10, shape: shape).makeFlow())
        let dot = try String(contentsOf: folder.appendingPathComponent(CaseMeasurement.dotFileName), encoding: .utf8)
        #expect(dot == FlowLayout().graph(for: flow).dotSource)
        let svg = try Data(contentsOf: folder.appendingPathComponent(CaseMeasurement.svgFileName))
        #expect(svg == (try GraphvizRenderer().render(dot, as: .svg)).data)
    }

    /// With `dot` installed, the case runs it after each repetition on the very DOT, and its SVG
    /// matches the in-process one byte for byte; a CLI that is not there is reported missing.
    @Test func aCaseComparesWithTheDotCommandOnTheSameDOT() throws {
        let folder = try TestFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let dot = CommandSeries.find("dot")
        var repetitions = 0
        let measurement = CaseMeasurement(
            benchmarkCase: BenchmarkCase(shape: .app, sceneCount: 10), repetitions: 2,
            runPipeline: { benchmarkCase, folder in
                repetitions += 1
                return Result { try PipelineRun(benchmarkCase: benchmarkCase, layoutOptions: Self.settings.layoutOptions,
                                                renderOptions: Self.settings.renderOptions, folder: folder).run() }
                    .mapError { ChildFailure(status: "error: \($0)") }
            },
            folder: folder, dotExecutable: dot, storyflowExecutable: nil, timeout: 60, samePixels: CaseMeasurement.samePixels
        )
        let report = measurement.run()

        #expect(repetitions == 2)
        #expect(report.status == "ok")
        #expect(report.pipeline?.repetitions == 2)
        #expect(report.storyflowCommand == CommandReport(command: "storyflow render", status: "missing", runs: 0))
        #expect(report.processRatio == nil)
        if dot == nil {
            #expect(report.dotCommand?.status == "missing")
            #expect(report.endToEndRatio == nil)
        } else {
            let command = try #require(report.dotCommand)
            #expect(command.status == "ok" && command.runs == 2)
            #expect((command.seconds ?? 0) > 0 && (command.peakMemoryBytes ?? 0) > 1_000_000)
            #expect(report.sameSVGAsDot == true)
            let ratio = try #require(report.endToEndRatio)
            #expect(ratio > 0 && ratio.isFinite)
        }
    }

    /// The measuring process compares the PNGs in a child (`--same-pixels`), which exits 1 when they differ and 2 when it
    /// cannot tell (a file that is no PNG; one larger than it compares), never 1 for a picture it could not read.
    @Test func theSamePixelsModeComparesTwoPNGsByTheirPixels() throws {
        let folder = try TestFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = { (dot: String, name: String) throws -> String in
            let file = folder.appendingPathComponent(name)
            try GraphvizRenderer().write(dot, as: .png, to: file)
            return file.path
        }
        let first = try png("digraph { a -> b }", "first.png")
        let again = try png("digraph { a -> b }", "again.png")
        let other = try png("digraph { a -> c }", "other.png")

        try StoryflowBenchmarkCommand.parse(["--same-pixels", first, again]).run()
        #expect(throws: ExitCode(1)) { try StoryflowBenchmarkCommand.parse(["--same-pixels", first, other]).run() }
        #expect(throws: (any Error).self) { try StoryflowBenchmarkCommand.parse(["--same-pixels", first]) }
        let broken = folder.appendingPathComponent("broken.png")
        try Data("not a PNG".utf8).write(to: broken)
        #expect(throws: ExitCode(2)) { try StoryflowBenchmarkCommand.parse(["--same-pixels", first, broken.path]).run() }
        // Comparing pictures runs no child: this test process must not become the one orphans are
        // handed to, whose every child run then reaps any child, other tests' processes among them.
        #expect(!PlatformProcess.adoptsOrphans)
    }

    @Test func aFailedRepetitionEndsTheCaseWithItsStatus() {
        var attempts = 0
        let report = CaseMeasurement(
            benchmarkCase: BenchmarkCase(shape: .deep, sceneCount: 3000), repetitions: 3,
            runPipeline: { _, _ in
                attempts += 1
                return .failure(ChildFailure(status: "crashed (signal 11)"))
            },
            folder: FileManager.default.temporaryDirectory, dotExecutable: nil, storyflowExecutable: nil, timeout: 1,
            samePixels: { _, _ in true }
        ).run()
        #expect(attempts == 1)
        #expect(report.status == "crashed (signal 11)")
        #expect(report.pipeline == nil && report.dotCommand == nil && report.endToEndRatio == nil)
    }
}
