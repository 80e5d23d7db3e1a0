import ChildProcesses
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
        var errors: ChildProcess.Stream = .nullDevice
        if let standardError {
            let file = open(standardError.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            guard file >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            errors = .handedOver(file)
        }
        RunningWorkers.prepare()
        let child = try await ChildProcess.start(executable, arguments: arguments, environment: environment, standardOutput: .nullDevice, standardError: errors)
        RunningWorkers.add(child)
        defer { RunningWorkers.remove(child) }
        return await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(returning: Self.wait(for: child, timeout: timeout))
            }
        }
    }

    private static func wait(for child: ChildProcess, timeout: Double) -> Outcome {
        guard let ending = child.waitForEnd(timeout: timeout) else {
            stop(child)
            return .timedOut
        }
        switch ending {
        case .exited(let status): return .exited(status: status)
        case .signalled(let signal): return .crashed(signal: signal)
        case .lost: return .exited(status: -1)  // reaped by other code of this process: how it ended is unknown
        }
    }

    /// Asks the child to stop, then kills it if it has not stopped within a second.
    private static func stop(_ child: ChildProcess) {
        child.signal(SIGTERM)
        if child.waitForEnd(timeout: 1) == nil {
            child.signal(SIGKILL)
            child.waitForEnd()
        }
    }
}
