import ChildProcesses
import Foundation

/// One `storyflow render-worker` child process, kept running for one render after another.
///
/// The parent writes a request (the DOT it built) to the worker's standard input and reads the
/// drawings from its standard output. A render that takes longer than its time limit kills the
/// worker; a worker that crashed or was killed is not used again. Closing its input ends it.
///
/// The worker's pipes are opened close-on-exec, so it inherits no other descriptor (not another
/// worker's input, whose end it would otherwise keep open).
final class RenderWorker: @unchecked Sendable {
    /// How a render in the worker ended when it produced nothing.
    enum Failure: Error, Equatable {
        /// The worker ran past the time limit and was killed.
        case timedOut
        /// The worker died from a signal, e.g. SIGSEGV when Graphviz crashes.
        case crashed(signal: Int32)
        /// The worker exited, or its answer could not be read.
        case broken(String)
        /// The worker ended after its last answer, before it was done with that render (freeing
        /// its layout): the request was not sent, and another worker can take it.
        case endedAfterLastAnswer
    }

    private let process: ChildProcess
    private let input: FileHandle
    private let reader: PipeReader
    private let lock = NSLock()
    private var killedForTime = false
    /// Whether the worker has answered a render and not yet said it is done with it.
    private var owesDone = false

    /// Starts `executable arguments…` (`storyflow render-worker`). Its standard error is this
    /// process's, so anything Graphviz prints there shows as it would in process.
    init(executable: URL, arguments: [String] = ["render-worker", "--parent-pid", String(getpid())]) async throws {
        let toWorker = try Self.closeOnExecPipe()
        let fromWorker: (read: Int32, write: Int32)
        do {
            fromWorker = try Self.closeOnExecPipe()
        } catch {
            close(toWorker.read)
            close(toWorker.write)
            throw error
        }
        RunningWorkers.prepare()
        do {
            // A crash is reported by its signal; the runtime's backtrace would only bury that line.
            process = try await ChildProcess.start(
                executable, arguments: arguments, environment: ["SWIFT_BACKTRACE": "enable=no"],
                standardInput: .handedOver(toWorker.read), standardOutput: .handedOver(fromWorker.write)
            )
        } catch {
            close(toWorker.write)
            close(fromWorker.read)
            throw CommandError.workerUnavailable
        }
        RunningWorkers.add(process)
        input = FileHandle(fileDescriptor: toWorker.write, closeOnDealloc: true)
        reader = PipeReader(FileHandle(fileDescriptor: fromWorker.read, closeOnDealloc: true))
    }

    /// The worker's process ID.
    var pid: pid_t {
        process.processID
    }

    /// Whether the worker is alive and can take another render.
    var isUsable: Bool {
        !lock.withLock({ killedForTime }) && !process.hasEnded
    }

    /// Sends `request` with `dot` and waits for the answer, at most `timeout` seconds. Blocks the
    /// calling thread.
    func render(_ request: RenderJob.Request, dot: Data, timeout: Double) -> Result<WorkerMessage<RenderJob.Response>, Failure> {
        Self.ignoringBrokenPipes { exchange(request, dot: dot, timeout: timeout) }
    }

    private func exchange(_ request: RenderJob.Request, dot: Data, timeout: Double) -> Result<WorkerMessage<RenderJob.Response>, Failure> {
        // The time limit is kept by a thread of its own: a timer on Dispatch's global queue fires late,
        // or not before the worker is done, when every thread of that queue is blocked.
        let answered = DispatchSemaphore(value: 0)
        Thread.detachNewThread { [self] in
            guard answered.wait(timeout: .now() + timeout) == .timedOut else { return }
            lock.withLock { killedForTime = true }
            process.signal(SIGKILL)
        }
        defer { answered.signal() }
        if owesDone {
            // Freeing the last layout counts against this request's time limit.
            guard (try? WorkerMessage<RenderJob.Done>.read(from: reader)) != nil else {
                process.signal(SIGKILL)
                _ = waitForEnd()
                return lock.withLock({ killedForTime }) ? .failure(.timedOut) : .failure(.endedAfterLastAnswer)
            }
            owesDone = false
        }
        do {
            try WorkerMessage(header: request, payloads: [dot]).write(to: input)
            if let response = try WorkerMessage<RenderJob.Response>.read(from: reader) {
                owesDone = true
                return .success(response)
            }
        } catch let error as WorkerMessageError where error != .truncated {
            // An answer that cannot be read leaves a worker that may still be drawing: stop it.
            process.signal(SIGKILL)
            _ = waitForEnd()
            return .failure(.broken("the layout worker's answer is unreadable: \(error)"))
        } catch {
            // The worker died while we wrote or read; how it ended tells why.
        }
        let ending = waitForEnd()
        if lock.withLock({ killedForTime }) {
            return .failure(.timedOut)
        }
        switch ending {
        case .signalled(let signal): return .failure(.crashed(signal: signal))
        case .exited(let status): return .failure(.broken("the layout worker exited with status \(status)"))
        case .lost: return .failure(.broken("the layout worker ended unexpectedly"))
        }
    }

    /// Closes the worker's input, which ends it once it is idle, and waits for it to end.
    func finish() {
        try? input.close()
        _ = waitForEnd()
    }

    /// Closes the worker's input, which ends it once it is idle, and reaps it on a thread of its own:
    /// the command need not wait while the system takes back a big layout's memory. (Should this
    /// process end first, the worker, told by its parent's death, ends too.)
    func dismiss() {
        try? input.close()
        Thread.detachNewThread { [self] in _ = waitForEnd() }
    }

    /// Closes the worker's input, waits for it to end and tells how it ended.
    private func waitForEnd() -> ChildProcess.Termination {
        try? input.close()
        let ending = process.waitForEnd()
        RunningWorkers.remove(process)
        return ending
    }

    /// Runs `body` with SIGPIPE blocked on this thread, and discards a SIGPIPE it raised: writing
    /// to a worker that died must fail with an error, not end this process.
    private static func ignoringBrokenPipes<Output>(_ body: () -> Output) -> Output {
        var brokenPipe = sigset_t()
        sigemptyset(&brokenPipe)
        sigaddset(&brokenPipe, SIGPIPE)
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &brokenPipe, &previous)
        defer {
            var pending = sigset_t()
            sigpending(&pending)
            if sigismember(&pending, SIGPIPE) == 1 {
                var taken: Int32 = 0
                _ = sigwait(&brokenPipe, &taken)
            }
            pthread_sigmask(SIG_SETMASK, &previous, nil)
        }
        return body()
    }

    /// A pipe whose two ends are closed on `exec`, with a buffer for megabytes.
    private static func closeOnExecPipe() throws -> (read: Int32, write: Int32) {
        guard let ends = PlatformProcess.closeOnExecPipe() else { throw CommandError.workerUnavailable }
        PlatformProcess.enlargeBuffer(ofPipe: ends.write)
        return ends
    }
}
