import Foundation
@testable import StoryflowCommand
import Testing

@Suite struct SupervisedProcessTests {
    private func shell(_ script: String) -> SupervisedProcess {
        SupervisedProcess(executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", script])
    }

    @Test func reportsTheExitStatus() async throws {
        #expect(try await shell("exit 3").run(timeout: 10) == .exited(status: 3))
        #expect(try await shell("true").run(timeout: 10) == .exited(status: 0))
    }

    @Test func reportsACrashBySignal() async throws {
        let outcome = try await shell("kill -SEGV $$").run(timeout: 10)
        #expect(outcome == .crashed(signal: SIGSEGV))
        #expect(SupervisedProcess.Outcome.signalDescription(SIGSEGV) == "SIGSEGV, Segmentation fault")
    }

    @Test func stopsAChildThatRunsPastTheLimitEvenWhenItIgnoresTerminate() async throws {
        let marker = FileManager.default.temporaryDirectory.appendingPathComponent("finished-\(UUID().uuidString)")
        let outcome = try await shell("trap '' TERM; sleep 3; touch '\(marker.path)'").run(timeout: 0.2)
        #expect(outcome == .timedOut)
        try await Task.sleep(for: .seconds(4))
        #expect(!FileManager.default.fileExists(atPath: marker.path), "the child went on after the time limit")
    }

    @Test func capturesStandardErrorInAFile() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("stderr-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: file) }
        var process = shell("echo 'Error: bad' >&2; exit 1")
        process.standardError = file
        #expect(try await process.run(timeout: 10) == .exited(status: 1))
        #expect(try String(contentsOf: file, encoding: .utf8) == "Error: bad\n")
    }
}

@Suite struct IsolatedRenderTests {
    @Test func anIsolatedRenderGivesTheSameDiagramAsAnInProcessOne() throws {
        let storyflow = try StoryflowProcess()
        let inProcess = try storyflow.run("render", "Ratings", "--format", "svg", "--output", "in.svg")
        let isolated = try storyflow.run("render", "Ratings", "--format", "svg", "--output", "child.svg", "--timeout", "60")

        #expect(inProcess.exitCode == 0 && isolated.exitCode == 0, "\(isolated.standardError)")
        #expect(storyflow.contents(of: "in.svg") == storyflow.contents(of: "child.svg"))
    }

    @Test func aLayoutPastTheTimeLimitIsAnErrorAndLeavesTheOldFile() throws {
        let storyflow = try StoryflowProcess()
        let generated = try storyflow.run("generate", "--scenes", "600", "--shape", "deep")
        try storyflow.write(generated.standardOutput, to: "deep.json")
        try storyflow.write("previous diagram", to: "deep.svg")

        let result = try storyflow.run("render", "deep.json", "--format", "svg", "--output", "deep.svg", "--timeout", "0.05")

        #expect(result.exitCode == 1)
        #expect(result.standardError.contains("Synthetic deep 600: error: Graphviz did not finish the layout within 0.05 s"))
        #expect(storyflow.text(of: "deep.svg") == "previous diagram")
    }

    @Test func aNonPositiveTimeoutIsAUsageError() throws {
        let result = try StoryflowProcess().run("render", "--timeout", "0")
        #expect(result.exitCode == 64)
        #expect(result.standardError.contains("error: --timeout must be a positive number of seconds\n"))
    }
}
