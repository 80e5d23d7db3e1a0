import ChildProcesses
import Foundation
import Testing
@testable import StoryflowBenchmark

/// Child processes are timed and reported as exited, crashed, timed out or not started.
@Suite struct MeasuredProcessTests {
    func run(_ script: String, timeout: Double = 10) -> ChildOutcome {
        MeasuredProcess(executable: "/bin/sh", arguments: ["-c", script], standardOutput: nil, standardError: nil, timeout: timeout).run()
    }

    @Test func successAndExitStatus() {
        let success = run("exit 0")
        #expect(success.succeeded && success.status == "ok")
        #expect((success.peakMemoryBytes ?? 0) > 0)
        #expect(run("exit 3").termination == .exited(code: 3))
        #expect(run("exit 3").status == "exit 3")
    }

    @Test func aCrashIsReportedWithItsSignal() {
        let outcome = run("kill -SEGV $$")
        #expect(outcome.termination == .crashed(signal: SIGSEGV))
        #expect(outcome.status == "crashed (signal 11)")
    }

    @Test func aHangIsKilledAtItsTimeLimit() {
        let outcome = run("sleep 20", timeout: 0.3)
        #expect(outcome.termination == .timedOut)
        #expect(outcome.status == "timeout")
        #expect(outcome.seconds >= 0.3 && outcome.seconds < 5)
    }

    @Test func aMissingExecutableIsNotStarted() {
        let outcome = MeasuredProcess(executable: "/nonexistent/dot", arguments: [], standardOutput: nil, standardError: nil, timeout: 1).run()
        #expect(outcome.termination == .failedToStart("No such file or directory"))
        #expect(!outcome.succeeded)
    }

    @Test func standardOutputGoesToTheFile() throws {
        let folder = try TestFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("out.txt")
        let outcome = MeasuredProcess(executable: "/bin/sh", arguments: ["-c", "echo hello"], standardOutput: file,
                                   standardError: nil, timeout: 10).run()
        #expect(outcome.succeeded)
        #expect(try String(contentsOf: file, encoding: .utf8) == "hello\n")
    }

    @Test func aCommandSeriesStopsAtItsFirstFailure() {
        var series = CommandSeries(name: "failing", executable: "/bin/sh", arguments: ["-c", "exit 2"], timeout: 10)
        series.run()
        series.run()
        #expect(series.hasFailed)
        #expect(series.report == CommandReport(command: "failing", status: "exit 2", runs: 1, seconds: nil,
                                               failedAfterSeconds: series.report.failedAfterSeconds, peakMemoryBytes: series.report.peakMemoryBytes))
        #expect(series.report.failedAfterSeconds != nil)
    }
}
