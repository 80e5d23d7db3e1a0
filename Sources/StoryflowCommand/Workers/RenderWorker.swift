import Foundation

/// One `storyflow render-worker` child process, kept running for one render after another.
///
/// The parent writes a request (the DOT it built) to the worker's standard input and reads the
/// drawings from its standard output. A render that takes longer than its time limit kills the
/// worker; a worker that crashed or was killed is not used again. Closing its input ends it.
///
/// The worker is started with `posix_spawn` and pipes opened close-on-exec, so it inherits no
/// other descriptor (not another worker's input, whose end it would otherwise keep open), and
/// starting it costs no more than the `exec`.
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

    /// The worker's process ID.
    let pid: pid_t
    private let input: FileHandle
    private let reader: PipeReader
    private let lock = NSLock()
    private var killedForTime = false
    /// Whether the worker has ended. It is marked before it is reaped, and signals are only sent
    /// while it is not, so none can reach another process that was given its pid afterwards.
    private var hasEnded = false
    /// The wait status once the worker has been reaped.
    private var endStatus: Int32?
    /// Whether something else in this process reaped the worker (code that waits for any child, as a
    /// child subreaper collecting orphans does), so how it ended is unknown.
    private var reapedElsewhere = false
    /// Whether the worker has answered a render and not yet said it is done with it.
    private var owesDone = false

    /// Starts `executable arguments…` (`storyflow render-worker`). Its standard error is this
    /// process's, so anything Graphviz prints there shows as it would in process.
    init(executable: URL, arguments: [String] = ["render-worker", "--parent-pid", String(getpid())]) throws {
        let toWorker = try Self.closeOnExecPipe()
        let fromWorker: (read: Int32, write: Int32)
        do {
            fromWorker = try Self.closeOnExecPipe()
        } catch {
            close(toWorker.read)
            close(toWorker.write)
            throw error
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toWorker.read, 0)
        posix_spawn_file_actions_adddup2(&actions, fromWorker.write, 1)
        // A crash is reported by its signal; the runtime's backtrace would only bury that line.
        let environment = ProcessInfo.processInfo.environment.merging(["SWIFT_BACKTRACE": "enable=no"]) { _, new in new }
        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        // This process ignores the stop signals to handle them on a queue (``RunningWorkers``), and an
        // ignored signal would stay ignored in the worker: it gets their default action back.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var stopSignals = sigset_t()
        sigemptyset(&stopSignals)
        WorkerLifetime.stopSignals.forEach { sigaddset(&stopSignals, $0) }
        posix_spawnattr_setsigdefault(&attributes, &stopSignals)
        // Nor may it inherit the signal mask of the thread that starts it (the pool's threads block signals).
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        RunningWorkers.prepare()
        var child = pid_t()
        let status = posix_spawn(&child, executable.path, &actions, &attributes, argv, envp)
        close(toWorker.read)
        close(fromWorker.write)
        guard status == 0 else {
            close(toWorker.write)
            close(fromWorker.read)
            throw CommandError.workerUnavailable
        }
        pid = child
        RunningWorkers.add(worker: child)
        input = FileHandle(fileDescriptor: toWorker.write, closeOnDealloc: true)
        reader = PipeReader(FileHandle(fileDescriptor: fromWorker.read, closeOnDealloc: true))
    }

    /// Whether the worker is alive and can take another render.
    var isUsable: Bool {
        guard !lock.withLock({ killedForTime }) else { return false }
        return reap(waiting: false) == nil
    }

    /// Sends `request` with `dot` and waits for the answer, at most `timeout` seconds. Blocks the
    /// calling thread.
    func render(_ request: RenderJob.Request, dot: Data, timeout: Double) -> Result<WorkerMessage<RenderJob.Response>, Failure> {
        Self.ignoringBrokenPipes { exchange(request, dot: dot, timeout: timeout) }
    }

    private func exchange(_ request: RenderJob.Request, dot: Data, timeout: Double) -> Result<WorkerMessage<RenderJob.Response>, Failure> {
        let deadline = DispatchWorkItem { [self] in
            lock.withLock {
                guard !hasEnded else { return }
                killedForTime = true
                kill(pid, SIGKILL)
            }
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: deadline)
        defer { deadline.cancel() }
        if owesDone {
            // Freeing the last layout counts against this request's time limit.
            guard (try? WorkerMessage<RenderJob.Done>.read(from: reader)) != nil else {
                lock.withLock { if !hasEnded { kill(pid, SIGKILL) } }
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
            lock.withLock { if !hasEnded { kill(pid, SIGKILL) } }
            _ = waitForEnd()
            return .failure(.broken("the layout worker's answer is unreadable: \(error)"))
        } catch {
            // The worker died while we wrote or read; how it ended tells why.
        }
        let status = waitForEnd()
        if lock.withLock({ killedForTime }) {
            return .failure(.timedOut)
        }
        if lock.withLock({ reapedElsewhere }) {
            return .failure(.broken("the layout worker ended unexpectedly"))
        }
        if status & 0x7f != 0 {
            return .failure(.crashed(signal: status & 0x7f))
        }
        return .failure(.broken("the layout worker exited with status \((status >> 8) & 0xff)"))
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

    /// Waits for the worker to end, reaps it (once) and returns its wait status.
    private func waitForEnd() -> Int32 {
        try? input.close()
        return reap(waiting: true) ?? 0
    }

    /// The worker's wait status once it has ended, reaping it the first time; `nil` while it runs
    /// (when not `waiting`). It is marked as ended, and forgotten by ``RunningWorkers``, before it
    /// is reaped: until then its pid cannot be given to another process.
    private func reap(waiting: Bool) -> Int32? {
        if let endStatus = lock.withLock({ endStatus }) { return endStatus }
        var info = siginfo_t()
        while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT | (waiting ? 0 : WNOHANG)) != 0 {
            guard errno == EINTR else { return errno == ECHILD ? markReapedElsewhere() : lock.withLock { endStatus } }
        }
        guard info._sifields._kill.si_pid == pid else { return nil }
        lock.withLock { hasEnded = true }
        RunningWorkers.remove(worker: pid)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return lock.withLock {
            if endStatus == nil { endStatus = status }
            return endStatus
        }
    }

    /// Marks the worker as ended when it is no longer this process's child to wait for: something
    /// else reaped it. Its pid may already be another process's, so no signal is sent to it again.
    private func markReapedElsewhere() -> Int32? {
        RunningWorkers.remove(worker: pid)
        return lock.withLock {
            hasEnded = true
            if endStatus == nil {
                reapedElsewhere = true
                endStatus = 0
            }
            return endStatus
        }
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
                var now = timespec()
                _ = sigtimedwait(&brokenPipe, nil, &now)
            }
            pthread_sigmask(SIG_SETMASK, &previous, nil)
        }
        return body()
    }

    #if os(Linux)
    /// `F_SETPIPE_SZ` (`fcntl.h` declares it for `_GNU_SOURCE` only, which Swift's Glibc module is not built with).
    private static let setPipeSize: Int32 = 1031
    #endif

    /// A pipe whose two ends are closed on `exec`. (Workers are started one at a time, by the
    /// pool's actor, so no other spawn can slip in before the flags are set.)
    private static func closeOnExecPipe() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw CommandError.workerUnavailable }
        ends.forEach { _ = fcntl($0, F_SETFD, FD_CLOEXEC) }
        #if os(Linux)
        // A DOT or SVG of megabytes then crosses in a few writes instead of one per 64 KB of
        // the default buffer, each waking the other side (the system's limit applies; failing is harmless).
        _ = fcntl(ends[1], Self.setPipeSize, 1 << 20)
        #endif
        return (ends[0], ends[1])
    }
}
