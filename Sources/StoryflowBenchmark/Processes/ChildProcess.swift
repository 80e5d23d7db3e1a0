import Foundation

/// A command run as a child process with a time limit, its output in files and its resource use
/// read from `wait4`: wall time, peak memory, and whether it exited, crashed or ran out of time.
struct ChildProcess {
    /// The executable's path.
    var executable: String
    /// The arguments, without the executable.
    var arguments: [String]
    /// Where standard output goes; `nil` discards it.
    var standardOutput: URL?
    /// Where standard error goes; `nil` discards it.
    var standardError: URL?
    /// Seconds after which the process is killed.
    var timeout: Double

    /// Runs the process to its end or its time limit.
    func run() -> ChildOutcome {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, standardOutput?.path ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, standardError?.path ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let clock = ContinuousClock()
        let start = clock.now
        var pid = pid_t()
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else {
            return ChildOutcome(termination: .failedToStart(String(cString: strerror(spawned))), seconds: 0, peakMemoryBytes: nil)
        }

        let watchdog = Watchdog(pid: pid)
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { watchdog.killIfRunning() }
        // Wait for the end without reaping, so the watchdog can never signal a reused process ID.
        var info = siginfo_t()
        while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) != 0 && errno == EINTR {}
        let seconds = (clock.now - start).seconds
        let timedOut = watchdog.finish()
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let orphans = Self.adoptsOrphans ? Self.reapOrphans() : rusage()

        let termination: ChildOutcome.Termination
        let signal = status & 0x7f
        if timedOut {
            termination = .timedOut
        } else if signal != 0 {
            termination = .crashed(signal: signal)
        } else {
            termination = .exited(code: (status >> 8) & 0xff)
        }
        let cpuSeconds = [usage.ru_utime, usage.ru_stime, orphans.ru_utime, orphans.ru_stime]
            .map { Double($0.tv_sec) + Double($0.tv_usec) / 1_000_000 }.reduce(0, +)
        return ChildOutcome(termination: termination, seconds: seconds, peakMemoryBytes: PeakMemory.residentBytes(usage), cpuSeconds: cpuSeconds)
    }
}

extension ChildProcess {
    /// Makes this process the one that orphaned descendants of its children are handed to (Linux's
    /// child subreaper), so that their processor time counts with the child's: `storyflow` ends
    /// without waiting while a finished worker gives its memory back. Only for a program that runs
    /// its children one at a time (the benchmark), since each run then waits for every orphan.
    static func adoptOrphans() {
        _ = prctl(36, 1)  // PR_SET_CHILD_SUBREAPER
    }

    /// Whether ``adoptOrphans()`` was called.
    static var adoptsOrphans: Bool {
        var value: Int32 = 0
        return withUnsafeMutablePointer(to: &value) { pointer in
            prctl(37, UInt(bitPattern: pointer)) == 0 && pointer.pointee != 0  // PR_GET_CHILD_SUBREAPER
        }
    }

    /// `prctl(option, argument)`; variadic in C, so called through a pointer with the fixed
    /// arguments the kernel reads. Fails (-1) where there is no `prctl`.
    private static func prctl(_ option: Int32, _ argument: UInt) -> Int32 {
        #if os(Linux)
        typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
        guard let program = dlopen(nil, RTLD_NOW), let symbol = dlsym(program, "prctl") else { return -1 }
        return unsafeBitCast(symbol, to: Prctl.self)(option, argument, 0, 0, 0)
        #else
        return -1
        #endif
    }

    /// Waits, at most `limit` seconds, for every orphan handed to this process (children run one at
    /// a time, so they are the last child's: a storyflow worker ends within a tenth of a second of
    /// its parent) and returns their resource use, added up. One still running after the limit is
    /// left; it counts with the next child.
    private static func reapOrphans(limit: Double = 10) -> rusage {
        var total = rusage()
        var status: Int32 = 0
        var usage = rusage()
        let deadline = Date().addingTimeInterval(limit)
        while Date() < deadline {
            let reaped = wait4(-1, &status, WNOHANG, &usage)
            if reaped < 0 && errno == EINTR { continue }
            if reaped < 0 { break }
            if reaped == 0 {
                usleep(5_000)
                continue
            }
            total.ru_utime.tv_sec += usage.ru_utime.tv_sec
            total.ru_utime.tv_usec += usage.ru_utime.tv_usec
            total.ru_stime.tv_sec += usage.ru_stime.tv_sec
            total.ru_stime.tv_usec += usage.ru_stime.tv_usec
        }
        return total
    }
}

/// Kills a child that outlives its time limit, unless it has finished first.
private final class Watchdog: @unchecked Sendable {
    private let pid: pid_t
    private let lock = NSLock()
    private var finished = false
    private var killed = false

    init(pid: pid_t) {
        self.pid = pid
    }

    /// Kills the process if it has not finished.
    func killIfRunning() {
        lock.withLock {
            guard !finished else { return }
            kill(pid, SIGKILL)
            killed = true
        }
    }

    /// Marks the process finished (before it is reaped) and tells whether it was killed.
    func finish() -> Bool {
        lock.withLock {
            finished = true
            return killed
        }
    }
}
