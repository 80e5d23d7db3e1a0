import Foundation
import Subprocess
#if canImport(System)
import System
#else
import SystemPackage
#endif

/// A child process, started through swift-subprocess with its standard streams on descriptors the
/// caller chose (pipes, files, `/dev/null`), that can be signalled safely for as long as it is held:
/// it is reaped only once its end has been seen, so a signal can never reach another process that
/// was given its process ID afterwards. Its signals start at their default actions and unblocked,
/// whatever this process does with them.
///
/// A thread of its own sees the child end and tells how, so waiting for the end never needs a
/// thread of Swift's task pool: code that blocks a pool thread to wait cannot starve it.
///
/// ```swift
/// let child = try await ChildProcess.start(URL(fileURLWithPath: "/bin/sleep"), arguments: ["10"])
/// child.signal(SIGKILL)
/// child.waitForEnd()   // .signalled(SIGKILL)
/// ```
public final class ChildProcess: @unchecked Sendable {
    /// How a child ended.
    public enum Termination: Equatable, Sendable {
        /// It exited by itself with this status.
        case exited(status: Int32)
        /// A signal it did not handle ended it: SIGSEGV for a crash, SIGKILL when killed.
        case signalled(Int32)
        /// It ended, but something else in this process reaped it first, so how is unknown.
        case lost
    }

    /// Where one of the child's standard streams goes.
    public enum Stream: Sendable {
        /// `/dev/null`.
        case nullDevice
        /// This process's own stream of the same number.
        case inherited
        /// A descriptor this process opened (one end of a pipe, a file); it is closed here once the
        /// child has started, or failed to.
        case handedOver(Int32)
    }

    /// The child's process ID.
    public let processID: pid_t
    private let state: State

    private init(processID: pid_t, state: State) {
        self.processID = processID
        self.state = state
    }

    /// Starts `executable` with `arguments`, this process's environment with `environment` added,
    /// and its standard input, output and error as given.
    ///
    /// - Throws: ``ChildProcessError/notStarted(_:reason:)`` when the program cannot be started.
    public static func start(
        _ executable: URL, arguments: [String] = [], environment: [String: String] = [:],
        standardInput: Stream = .nullDevice, standardOutput: Stream = .inherited, standardError: Stream = .inherited
    ) async throws -> ChildProcess {
        let streams = try [(standardInput, Int32(0)), (standardOutput, 1), (standardError, 2)].map { try descriptor(for: $0.0, number: $0.1) }
        let state = State()
        let processID: pid_t = try await withCheckedThrowingContinuation { started in
            state.whenStarted(started)
            Task.detached {
                do {
                    _ = try await Subprocess.run(
                        .path(FilePath(executable.path)), arguments: Arguments(arguments),
                        environment: .inherit.updating(Dictionary(uniqueKeysWithValues: environment.map { (Environment.Key(stringLiteral: $0.key), $0.value) })),
                        input: .fileDescriptor(streams[0].descriptor, closeAfterSpawningProcess: streams[0].closes),
                        output: .fileDescriptor(streams[1].descriptor, closeAfterSpawningProcess: streams[1].closes),
                        error: .fileDescriptor(streams[2].descriptor, closeAfterSpawningProcess: streams[2].closes)
                    ) { execution in
                        let processID = execution.processIdentifier.value
                        state.attach(processID: processID) { try? execution.send(signal: Signal(rawValue: $0)) }
                        Thread.detachNewThread {
                            state.end(PlatformProcess.waitForExit(of: processID) ?? .lost)
                        }
                        // Held until the end is seen, so that `execution` can signal the child until then.
                        await state.untilExitSeen()
                        state.detach()
                    }
                } catch {
                    // Not started. swift-subprocess has closed the descriptors handed to it either way: closing
                    // them again here would close whatever another thread opened under their numbers meanwhile.
                    // (Once started, the end is told by the thread that saw it, and swift-subprocess only reaps.)
                    state.failToStart(ChildProcessError.notStarted(executable.path, reason: "\(error)"))
                }
            }
        }
        return ChildProcess(processID: processID, state: state)
    }

    /// Whether the child has ended (asked of the system, so it is true as soon as the child is gone).
    public var hasEnded: Bool {
        state.hasExited || PlatformProcess.hasExited(processID)
    }

    /// Sends `signal` to the child, unless it has ended.
    public func signal(_ signal: Int32) {
        state.send(signal)
    }

    /// Blocks until the child has ended, and tells how it ended.
    @discardableResult
    public func waitForEnd() -> Termination {
        state.waitForTermination(timeout: nil)!
    }

    /// Blocks until the child has ended, at most `timeout` seconds; `nil` when it is still running then.
    public func waitForEnd(timeout: Double) -> Termination? {
        state.waitForTermination(timeout: timeout)
    }

    private static func descriptor(for stream: Stream, number: Int32) throws -> (descriptor: FileDescriptor, closes: Bool) {
        switch stream {
        case .inherited: (FileDescriptor(rawValue: number), false)
        case .handedOver(let descriptor): (FileDescriptor(rawValue: descriptor), true)
        case .nullDevice: (try FileDescriptor.open("/dev/null", number == 0 ? .readOnly : .writeOnly, options: .closeOnExec), true)
        }
    }
}

/// A child process that could not be started.
public enum ChildProcessError: Error, Equatable, CustomStringConvertible {
    /// The program at this path could not be started, for this reason.
    case notStarted(String, reason: String)

    public var description: String {
        switch self {
        case .notStarted(let path, let reason): "cannot start '\(path)': \(reason)"
        }
    }
}

extension ChildProcess {
    /// What a child's start-up task and the threads waiting for it share, behind a lock.
    fileprivate final class State: @unchecked Sendable {
        private let lock = NSLock()
        private var started: CheckedContinuation<pid_t, any Error>?
        private var sendSignal: (@Sendable (Int32) -> Void)?
        private var exited = false
        private var exitWaiter: CheckedContinuation<Void, Never>?
        private var termination: Termination?
        private let terminated = DispatchSemaphore(value: 0)

        func whenStarted(_ continuation: CheckedContinuation<pid_t, any Error>) {
            lock.withLock { started = continuation }
        }

        func attach(processID: pid_t, signal: @escaping @Sendable (Int32) -> Void) {
            let continuation = lock.withLock {
                sendSignal = signal
                defer { started = nil }
                return started
            }
            continuation?.resume(returning: processID)
        }

        /// Reports `error` to the starter, unless the child had started.
        func failToStart(_ error: any Error) {
            let continuation = lock.withLock {
                defer { started = nil }
                return started
            }
            continuation?.resume(throwing: error)
        }

        func send(_ signal: Int32) {
            lock.withLock {
                guard !exited else { return }
                sendSignal?(signal)
            }
        }

        var hasExited: Bool {
            lock.withLock { exited }
        }

        func untilExitSeen() async {
            await withCheckedContinuation { continuation in
                let seen = lock.withLock {
                    if !exited { exitWaiter = continuation }
                    return exited
                }
                if seen { continuation.resume() }
            }
        }

        func detach() {
            lock.withLock { sendSignal = nil }
        }

        /// Records how the child ended, lets its start-up task reap it, and wakes the waiters.
        func end(_ ending: Termination) {
            let waiter = lock.withLock {
                termination = ending
                exited = true
                defer { exitWaiter = nil }
                return exitWaiter
            }
            waiter?.resume()
            terminated.signal()
        }

        func waitForTermination(timeout: Double?) -> Termination? {
            if let termination = lock.withLock({ termination }) { return termination }
            if let timeout {
                guard terminated.wait(timeout: .now() + timeout) == .success else { return nil }
            } else {
                terminated.wait()
            }
            terminated.signal()  // for any later waiter
            return lock.withLock { termination }
        }
    }
}
