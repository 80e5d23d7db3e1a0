import Foundation

/// A command run as a child process with a time limit, its output in files and its resource use:
/// wall time, processor time and peak memory, and whether it exited, crashed or ran out of time.
///
/// It reaps its child itself (`wait4`), since only the reaper learns a child's resource use: hence
/// its own start through ``PlatformProcess`` rather than swift-subprocess, which reaps the children
/// it starts. The child is never signalled after it is reaped.
public struct MeasuredProcess: Sendable {
    /// The executable's path.
    public var executable: String
    /// The arguments, without the executable.
    public var arguments: [String]
    /// Where standard output goes; `nil` discards it.
    public var standardOutput: URL?
    /// Where standard error goes; `nil` discards it.
    public var standardError: URL?
    /// Seconds after which the process is killed.
    public var timeout: Double

    /// A command to run: `executable arguments…`, its output into the given files, killed after `timeout` seconds.
    public init(executable: String, arguments: [String], standardOutput: URL?, standardError: URL?, timeout: Double) {
        self.executable = executable
        self.arguments = arguments
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.timeout = timeout
    }

    /// Runs the process to its end or its time limit. With ``PlatformProcess/adoptOrphans()`` in
    /// effect, the processor time of the descendants it left behind counts with it.
    public func run() -> ChildOutcome {
        let streams = [Foundation.open("/dev/null", O_RDONLY | O_CLOEXEC), writingDescriptor(for: standardOutput), writingDescriptor(for: standardError)]
        defer { streams.filter { $0 >= 0 }.forEach { close($0) } }
        guard !streams.contains(-1) else {
            return ChildOutcome(termination: .failedToStart(String(cString: strerror(errno))), seconds: 0, peakMemoryBytes: nil)
        }
        let clock = ContinuousClock()
        let start = clock.now
        let processID: pid_t
        do throws(SpawnFailure) {
            processID = try PlatformProcess.spawn(executable, arguments: arguments, streams: streams)
        } catch {
            return ChildOutcome(termination: .failedToStart(error.reason), seconds: 0, peakMemoryBytes: nil)
        }

        let watchdog = Watchdog(processID: processID)
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { watchdog.killIfRunning() }
        _ = PlatformProcess.waitForExit(of: processID)
        let seconds = (clock.now - start).seconds
        let timedOut = watchdog.finish()
        let (status, usage) = PlatformProcess.reap(processID)
        let orphans = PlatformProcess.adoptsOrphans ? Self.reapOrphans() : rusage()

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
        return ChildOutcome(termination: termination, seconds: seconds, peakMemoryBytes: PlatformProcess.peakResidentBytes(usage), cpuSeconds: cpuSeconds)
    }

    /// A descriptor writing to `file` (created or emptied), or to `/dev/null`.
    private func writingDescriptor(for file: URL?) -> Int32 {
        Foundation.open(file?.path ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
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
    private let processID: pid_t
    private let lock = NSLock()
    private var finished = false
    private var killed = false

    init(processID: pid_t) {
        self.processID = processID
    }

    /// Kills the process if it has not finished.
    func killIfRunning() {
        lock.withLock {
            guard !finished else { return }
            kill(processID, SIGKILL)
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

extension Duration {
    /// The duration in seconds.
    var seconds: Double {
        let (whole, attoseconds) = components
        return Double(whole) + Double(attoseconds) / 1e18
    }
}
