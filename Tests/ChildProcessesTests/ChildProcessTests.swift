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

    /// A start that fails closes the descriptors it was handed once: closing one again would close
    /// whatever the process opened meanwhile under its number (here, a watcher's pipes; in the suite,
    /// another child's process descriptor, which swift-subprocess then finds closed and traps).
    @Test func aFailedStartClosesItsDescriptorsOnlyOnce() async throws {
        let watcher = DescriptorWatcher()
        watcher.start()
        for _ in 0..<400 {
            let pipe = try #require(PlatformProcess.closeOnExecPipe())
            close(pipe.read)
            await #expect(throws: ChildProcessError.self) {
                try await ChildProcess.start(URL(fileURLWithPath: "/nonexistent/storyflow"), standardOutput: .handedOver(pipe.write))
            }
        }
        #expect(watcher.stop() == 0, "descriptors the watcher held were closed under it")
    }
}

/// A thread that keeps opening pipes and checks that each is still open a moment later, counting
/// those something else closed.
private final class DescriptorWatcher: @unchecked Sendable {
    private let lock = NSLock()
    private var running = true
    private var lost = 0
    private let stopped = DispatchSemaphore(value: 0)

    func start() {
        Thread.detachNewThread { [self] in
            while lock.withLock({ running }) {
                guard let pipe = PlatformProcess.closeOnExecPipe() else { continue }
                let intact = (0..<1_000).allSatisfy { _ in fcntl(pipe.read, F_GETFD) != -1 && fcntl(pipe.write, F_GETFD) != -1 }
                if !intact {
                    lock.withLock { lost += 1 }
                }
                close(pipe.read)
                close(pipe.write)
            }
            stopped.signal()
        }
    }

    /// Stops the thread and tells how many of its pipes were closed under it.
    func stop() -> Int {
        lock.withLock { running = false }
        stopped.wait()
        return lock.withLock { lost }
    }
}
