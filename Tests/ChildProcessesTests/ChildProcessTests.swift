import ChildProcesses
import Foundation
import Testing

/// Children started through swift-subprocess: how they end, what they get, and signals that never
/// outlive them.
@Suite struct ChildProcessTests {
    private let shell = URL(fileURLWithPath: "/bin/sh")

    @Test func anExitStatusAndACrashAreTold() async throws {
        #expect(try await ChildProcess.start(shell, arguments: ["-c", "exit 3"]).waitForEnd() == .exited(status: 3))
        #expect(try await ChildProcess.start(shell, arguments: ["-c", "kill -SEGV $$"]).waitForEnd() == .signalled(SIGSEGV))
    }

    @Test func aSignalStopsTheChildAndNoneIsSentOnceItHasEnded() async throws {
        let child = try await ChildProcess.start(shell, arguments: ["-c", "sleep 20"])
        #expect(child.waitForEnd(timeout: 0.2) == nil)
        #expect(!child.hasEnded)
        child.signal(SIGKILL)
        #expect(child.waitForEnd() == .signalled(SIGKILL))
        #expect(child.hasEnded)
        child.signal(SIGKILL)
        #expect(child.waitForEnd() == .signalled(SIGKILL), "the end is told again, and the late signal goes nowhere")
    }

    @Test func theChildGetsTheAddedEnvironmentAndItsStreams() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("child-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("out.txt")
        let file = open(output.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let child = try await ChildProcess.start(
            shell, arguments: ["-c", "echo \"$STORYFLOW_GREETING\"; read line; echo \"read: $line\""],
            environment: ["STORYFLOW_GREETING": "hello"], standardOutput: .handedOver(file)
        )
        #expect(child.waitForEnd() == .exited(status: 0))
        #expect(try String(contentsOf: output, encoding: .utf8) == "hello\nread: \n", "standard input is /dev/null")
    }

    @Test func signalsTheParentIgnoresAreTheChildsDefaultAgain() async throws {
        let previous = signal(SIGTERM, SIG_IGN)
        defer { signal(SIGTERM, previous) }
        let child = try await ChildProcess.start(shell, arguments: ["-c", "sleep 20"])
        child.signal(SIGTERM)
        #expect(child.waitForEnd(timeout: 10) == .signalled(SIGTERM))
    }

    @Test func aMissingProgramIsNotStarted() async {
        await #expect(throws: ChildProcessError.self) {
            try await ChildProcess.start(URL(fileURLWithPath: "/nonexistent/storyflow"))
        }
    }
}
