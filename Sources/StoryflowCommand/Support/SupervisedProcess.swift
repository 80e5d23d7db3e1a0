import Foundation

/// Runs a child process with a time limit and tells how it ended: exited, killed by a signal
/// (a crash), or stopped because it ran out of time. While it runs, stopping this process stops
/// the child too.
///
/// ```swift
/// let outcome = try await SupervisedProcess(executable: storyflow, arguments: ["review", "Main.storyboard"]).run(timeout: 60)
/// // .exited(status: 0), .crashed(signal: SIGSEGV) or .timedOut
/// ```
public struct SupervisedProcess: Sendable {
    /// How the child ended.
    public enum Outcome: Equatable, Sendable {
        /// Ended by itself with this exit status.
        case exited(status: Int32)
        /// Ended by a signal it did not handle: SIGSEGV when Graphviz crashes, SIGTERM when stopped.
        case crashed(signal: Int32)
        /// Still running at the time limit; it was killed.
        case timedOut
    }

    /// The program to run.
    public var executable: URL
    /// Its arguments.
    public var arguments: [String]
    /// Where the child's standard error goes (a file, so a chatty child can never block on a full pipe).
    public var standardError: URL?
    /// Variables added to this process's environment for the child.
    public var environment: [String: String] = [:]

    /// A child to run: `executable` with `arguments`, its standard error into the file `standardError`.
    public init(executable: URL, arguments: [String], standardError: URL? = nil, environment: [String: String] = [:]) {
        self.executable = executable
        self.arguments = arguments
        self.standardError = standardError
        self.environment = environment
    }

    /// Starts the child and waits for it, at most `timeout` seconds. The waiting happens on a
    /// thread of its own, so a busy task pool can never delay the time limit.
    public func run(timeout: Double) async throws -> Outcome {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(with: Result { try runAndWait(timeout: timeout) })
            }
        }
    }

    private func runAndWait(timeout: Double) throws -> Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        if let standardError {
            _ = FileManager.default.createFile(atPath: standardError.path, contents: nil)
            process.standardError = try FileHandle(forWritingTo: standardError)
        }
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        RunningWorkers.prepare()
        try process.run()
        RunningWorkers.add(worker: process.processIdentifier)
        defer { RunningWorkers.remove(worker: process.processIdentifier) }
        guard finished.wait(timeout: .now() + timeout) == .success else {
            stop(process)
            return .timedOut
        }
        return process.terminationReason == .uncaughtSignal
            ? .crashed(signal: process.terminationStatus)
            : .exited(status: process.terminationStatus)
    }

    /// Asks the child to stop, then kills it if it has not stopped within a second.
    private func stop(_ process: Process) {
        process.terminate()
        let grace = Date().addingTimeInterval(1)
        while process.isRunning && Date() < grace { usleep(5_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }
}
