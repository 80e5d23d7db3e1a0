import Foundation
import Testing
@testable import StoryflowBenchmark

/// Cases, medians, the text report and the targets.
@Suite struct ReportTests {
    @Test func casesParseAndRunFewerRepetitionsWhenLarge() {
        #expect(BenchmarkCase(argument: "deep:3000") == BenchmarkCase(shape: .deep, sceneCount: 3000))
        #expect(BenchmarkCase(argument: "app:1") == nil)
        #expect(BenchmarkCase(argument: "wide:10") == nil)
        #expect(BenchmarkCase(argument: "app") == nil)
        #expect(BenchmarkCase(shape: .app, sceneCount: 100).repetitions(requested: 5) == 5)
        #expect(BenchmarkCase(shape: .app, sceneCount: 1000).repetitions(requested: 5) == 3)
        #expect(BenchmarkCase(shape: .app, sceneCount: 3000).repetitions(requested: 5) == 3)
        #expect(BenchmarkCase(shape: .app, sceneCount: 3000).repetitions(requested: 1) == 1)
    }

    @Test func medians() {
        #expect([3.0, 1, 2].median == 2)
        #expect([4.0, 1, 2, 3].median == 2.5)
        #expect([Double]().median == nil)
    }

    @Test func repetitionsMergeIntoMediansAndTheHighestPeak() {
        let samples = [1.0, 3, 2].map { seconds in
            PipelineReport(scenes: 10, segues: 9, findings: 0, scale: "detailed", repetitions: 1,
                           seconds: [.flowToSVG: seconds, .dot: seconds / 10], dotBytes: 1, svgBytes: 2, pngBytes: 3,
                           pngWidth: 4, pngHeight: 5, pngDPI: 96, peakMemoryBytes: Int(seconds) * 1_000_000)
        }
        let merged = PipelineReport(merging: samples)
        #expect(merged.repetitions == 3)
        #expect(merged.seconds == [.flowToSVG: 2, .dot: 0.2])
        #expect(merged.peakMemoryBytes == 3_000_000)
    }

    @Test func tablesAlignTextLeftAndFiguresRight() {
        var table = TextTable(headings: ["case", "seconds"])
        table.rows = [["app:10", "0.010"], ["deep:3000", "12.500"]]
        #expect(table.text == """
            case       seconds
            ---------  -------
            app:10       0.010
            deep:3000   12.500
            """)
    }

    static func report(app1000: Double, cli: Double, dot: Double) -> BenchmarkReport {
        let pipeline = PipelineReport(scenes: 1000, segues: 1200, findings: 3, scale: "huge", repetitions: 3,
                                      seconds: [.flowToSVG: app1000, .dotToSVG: app1000 * 0.8], dotBytes: 1, svgBytes: 1, pngBytes: 1,
                                      pngWidth: 100, pngHeight: 200, pngDPI: 20, peakMemoryBytes: 50_000_000)
        let cases = [
            CaseReport(benchmarkCase: BenchmarkCase(shape: .app, sceneCount: 1000), status: "ok", pipeline: pipeline,
                       dotCommand: CommandReport(command: "dot -Tsvg", status: "ok", runs: 3, seconds: dot, peakMemoryBytes: 30_000_000),
                       storyflowCommand: CommandReport(command: "storyflow render", status: "ok", runs: 3, seconds: cli), sameSVGAsDot: true),
            CaseReport(benchmarkCase: BenchmarkCase(shape: .deep, sceneCount: 3000), status: "timeout"),
        ]
        return BenchmarkReport(build: "release", processors: 2, graphviz: "dot - graphviz version 2.43.0 (0)", layoutScale: "automatic",
                               repetitions: 3, timeout: 120, pngDPI: 192, pngMaximumPixels: 16_000_000, cases: cases, corpusNote: "skipped")
    }

    @Test func targetsAreJudgedOnTheFigures() {
        let checks = TargetCheck.all(in: Self.report(app1000: 0.4, cli: 0.6, dot: 0.5))
        let byTarget = Dictionary(uniqueKeysWithValues: checks.map { ($0.target, $0) })
        #expect(byTarget["app 1000: Storyflow end to end (flow→SVG in process) vs dot -Tsvg on the same DOT ≤ 1.10"]?.met == true)
        // The whole CLI process (0.6 s) is what the time target is judged on.
        #expect(byTarget["app 1000 scenes → SVG ≤ 0.5 s"]?.met == false)
        #expect(byTarget["deep 3000 scenes → SVG ≤ 30.0 s"]?.met == false)
        #expect(byTarget["peak memory at 3000 scenes ≤ 400 MB"]?.met == false)
        #expect(checks.count == 4)

        let faster = TargetCheck.all(in: Self.report(app1000: 0.6, cli: 0.45, dot: 0.5))
        #expect(faster.first { $0.target.hasPrefix("app 1000 scenes") }?.met == true)
        #expect(faster.first { $0.target.hasPrefix("app 1000: Storyflow") }?.met == false)
    }

    @Test func theTextReportShowsEveryCaseAndTarget() {
        let text = ReportFormatter(report: Self.report(app1000: 0.4, cli: 0.6, dot: 0.5)).text
        #expect(text.contains("release build, 2 processors, dot - graphviz version 2.43.0 (0)"))
        #expect(text.contains("app:1000     1000    1200  huge"))
        #expect(text.contains("deep:3000                  timeout"))
        #expect(text.contains("  [met] app 1000: Storyflow end to end"))
        #expect(text.contains("  [NOT MET] app 1000 scenes → SVG ≤ 0.5 s: CLI whole process 0.600 s, flow→SVG in process 0.400 s"))
        #expect(text.contains("Corpus: skipped"))
    }

    @Test func theJSONReportRoundTrips() throws {
        let report = Self.report(app1000: 0.4, cli: 0.6, dot: 0.5)
        let data = try JSONEncoder().encode(report)
        #expect(try JSONDecoder().decode(BenchmarkReport.self, from: data) == report)
        let json = String(decoding: data, as: UTF8.self)
        #expect(json.contains(#""flowToSVG":0.4"#))
    }

    @Test func theIssue15RatiosAreOneTableJudgedOnWallClock() {
        var report = Self.report(app1000: 0.4, cli: 0.6, dot: 0.5)
        report.cases[0].inProcessCommand = CommandReport(command: "storyflow render --in-process", status: "ok", runs: 3, seconds: 0.58, cpuSeconds: 0.3)
        report.cases[0].storyflowCommand?.cpuSeconds = 0.33
        report.cases[0].pngCommand = CommandReport(command: "storyflow render --format png", status: "ok", runs: 3, seconds: 0.5)
        report.cases[0].dotPNGCommand = CommandReport(command: "dot -Tpng -Gdpi=41.5", status: "ok", runs: 3, seconds: 1.0)
        report.cases[0].samePNGPixelsAsDot = true
        report.batch = BatchReport(
            flows: 48, scenes: 4000,
            oneByOne: CommandReport(command: "storyflow render --jobs 1", status: "ok", runs: 3, seconds: 3.0),
            sideBySide: CommandReport(command: "storyflow render", status: "ok", runs: 3, seconds: 2.0), sameFiles: true
        )
        let checks = RatioCheck.all(in: report)
        #expect(checks.map(\.measure) == [
            "SVG app:1000: storyflow render (JSON in) vs dot -Tsvg (its DOT in)",
            "SVG deep:3000: storyflow render (JSON in) vs dot -Tsvg (its DOT in)",
            "worker cost app:1000: storyflow render vs --in-process",
            "PNG app:1000: speed-up of storyflow render over dot -Tpng, same resolution",
            "batch of 48 flows (4000 scenes): speed-up side by side over --jobs 1",
        ])
        #expect(checks.map(\.met) == [false, nil, true, true, false])
        #expect(checks[2].ratio.map { abs($0 - 0.6 / 0.58) < 1e-9 } == true)
        #expect(checks[2].cpuRatio.map { abs($0 - 1.1) < 1e-9 } == true)
        #expect(checks[3].ratio == 2)

        let text = ReportFormatter(report: report).text
        #expect(text.contains("Faster than dot (issue 15)"))
        #expect(text.contains("SVG app:1000: storyflow render (JSON in) vs dot -Tsvg (its DOT in)"))
        #expect(text.contains("≥ 1.50×  met      same pixels"))
        #expect(text.contains("≥ 1.60×  NOT MET  same files"))
    }

    @Test func ratiosAreMediansOfTheRunsTakenInTurn() {
        var storyflow = CommandReport(command: "storyflow render", status: "ok", runs: 3, seconds: 0.12, cpuSeconds: 0.12)
        storyflow.runSeconds = [0.11, 0.50, 0.12]
        storyflow.runCPUSeconds = [0.11, 0.12, 0.13]
        var dot = CommandReport(command: "dot -Tsvg", status: "ok", runs: 3, seconds: 0.40, cpuSeconds: 0.10)
        // dot's last run met a slow spell of the machine: the paired ratios see it once, the medians' ratio would be 0.3.
        dot.runSeconds = [0.10, 0.45, 0.40]
        dot.runCPUSeconds = [0.10, 0.10, 0.10]
        var check = RatioCheck(measure: "SVG", storyflow: storyflow, reference: dot, isSpeedUp: false, target: 1.0)
        #expect(check.ratio.map { abs($0 - 1.1) < 1e-9 } == true)
        #expect(check.cpuRatio.map { abs($0 - 1.2) < 1e-9 } == true)
        #expect(check.met == false)

        // A speed-up pairs the same way, reference over Storyflow.
        check.isSpeedUp = true
        #expect(check.ratio.map { abs($0 - 1 / 1.1) < 1e-9 } == true)

        // Runs that cannot be paired (one command ran less often) fall back to the ratio of the medians.
        check.isSpeedUp = false
        check.reference?.runSeconds = [0.10, 0.45]
        #expect(check.ratio.map { abs($0 - 0.3) < 1e-9 } == true)
    }
}

/// The scan rows of issue 30: the whole `storyflow scan` process against swift-syntax's parse alone.
@Suite struct ScanReportTests {
    private static func command(_ name: String, wall: [Double], cpu: [Double], peakMB: Int) -> CommandReport {
        var report = CommandReport(command: name, status: "ok", runs: wall.count, seconds: wall.median,
                                   peakMemoryBytes: peakMB * 1_048_576, cpuSeconds: cpu.median)
        report.runSeconds = wall
        report.runCPUSeconds = cpu
        return report
    }

    @Test func scanRowsShowWallCPUPeakAndTheParseFloorJudgedOnTheIssueTargets() {
        var report = ReportTests.report(app1000: 0.4, cli: 0.6, dot: 0.5)
        report.scans = [
            ScanReport(app: "Dimillian+IceCubesApp",
                       scan: Self.command("storyflow scan --format dot", wall: [0.5, 0.6, 0.52], cpu: [0.8, 0.9, 0.85], peakMB: 120),
                       parseOnly: Self.command("swift-syntax parse alone", wall: [0.4, 0.45, 0.5], cpu: [0.4, 0.45, 0.5], peakMB: 90)),
            ScanReport(app: "element-hq+element-x-ios",
                       scan: Self.command("storyflow scan --format dot", wall: [1.2], cpu: [2.0], peakMB: 290),
                       parseOnly: Self.command("swift-syntax parse alone", wall: [1.0], cpu: [1.0], peakMB: 200)),
        ]
        #expect(report.scans[0].cpuOverParse == 2)
        #expect(report.scans[0].wallTarget == 0.55)
        let text = ReportFormatter(report: report).text
        #expect(text.contains("Scan (issue 30): storyflow scan APP --format dot as a whole process"))
        #expect(text.contains("Dimillian+IceCubesApp      0.520  0.850      120              0.450         2.00       ≤ 0.55        ≤ 200  met"))
        #expect(text.contains("element-hq+element-x-ios   1.200  2.000      290              1.000         2.00       ≤ 1.30        ≤ 200  NOT MET"))
    }
}
