import Foundation

/// Everything about child processes that differs between Linux and macOS, each branch written
/// against the system's documented API. No other file of the package names a call that only
/// one of them has (`PlatformIsolationTests` greps the sources for such calls).
public enum PlatformProcess {
    /// Blocks until the child `processID` has ended, without reaping it, and tells how it ended:
    /// until it is reaped its process ID cannot be given to another process, so signals sent to it
    /// meanwhile are safe. `nil` when it is not (or no longer) this process's child: something else
    /// reaped it.
    static func waitForExit(of processID: pid_t) -> ChildProcess.Termination? {
        var info = siginfo_t()
        while waitid(P_PID, id_t(processID), &info, WEXITED | WNOWAIT) != 0 {
            guard errno == EINTR else { return nil }
        }
        #if os(Linux)
        let status = info._sifields._sigchld.si_status
        #else
        let status = info.si_status
        #endif
        return info.si_code == CLD_EXITED ? .exited(status: status) : .signalled(status)
    }

    /// Whether the child `processID` has ended (or is no longer this process's child), without
    /// waiting and without reaping it.
    static func hasExited(_ processID: pid_t) -> Bool {
        var info = siginfo_t()
        while waitid(P_PID, id_t(processID), &info, WEXITED | WNOHANG | WNOWAIT) != 0 {
            guard errno == EINTR else { return true }
        }
        #if os(Linux)
        return info._sifields._kill.si_pid == processID
        #else
        return info.si_pid == processID
        #endif
    }

    /// Starts `executable` with `arguments`, this process's environment and the three standard
    /// streams on `streams` (standard input, output and error), and returns its process ID.
    /// For a child this process reaps itself (``reap(_:)``), to learn its resource use.
    static func spawn(_ executable: String, arguments: [String], streams: [Int32]) throws(SpawnFailure) -> pid_t {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (target, stream) in streams.enumerated() {
            posix_spawn_file_actions_adddup2(&actions, stream, Int32(target))
        }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var processID = pid_t()
        let status = posix_spawn(&processID, executable, &actions, nil, argv, environ)
        guard status == 0 else { throw SpawnFailure(reason: String(cString: strerror(status))) }
        return processID
    }

    /// Reaps the ended child `processID` (see ``waitForExit(of:)``) and returns its wait status and
    /// the resources it used.
    static func reap(_ processID: pid_t) -> (status: Int32, usage: rusage) {
        var status: Int32 = 0
        var usage = rusage()
        while wait4(processID, &status, 0, &usage) < 0 && errno == EINTR {}
        return (status, usage)
    }

    /// Makes this process the one that orphaned descendants of its children are handed to, so that
    /// their resource use can be counted (Linux's child subreaper). Returns whether the system can;
    /// macOS cannot, and orphans go to `launchd` there.
    @discardableResult
    public static func adoptOrphans() -> Bool {
        #if os(Linux)
        prctl(36, 1) == 0  // PR_SET_CHILD_SUBREAPER
        #else
        false
        #endif
    }

    /// Whether ``adoptOrphans()`` was called (and the system allowed it).
    public static var adoptsOrphans: Bool {
        #if os(Linux)
        var value: Int32 = 0
        return withUnsafeMutablePointer(to: &value) { pointer in
            prctl(37, UInt(bitPattern: pointer)) == 0 && pointer.pointee != 0  // PR_GET_CHILD_SUBREAPER
        }
        #else
        false
        #endif
    }

    #if os(Linux)
    /// `prctl(option, argument)`; variadic in C, so called through a pointer with the fixed
    /// arguments the kernel reads.
    private static func prctl(_ option: Int32, _ argument: UInt) -> Int32 {
        typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
        guard let program = dlopen(nil, RTLD_NOW), let symbol = dlsym(program, "prctl") else { return -1 }
        return unsafeBitCast(symbol, to: Prctl.self)(option, argument, 0, 0, 0)
    }
    #endif

    /// A new pipe whose two ends are closed on `exec`, so that no child started meanwhile on another
    /// thread inherits them: at once on Linux (`pipe2`); on macOS, whose `posix_spawn` (which
    /// swift-subprocess uses there) closes every descriptor not handed to the child, just after.
    /// Returns `nil` when the system has no descriptors left.
    public static func closeOnExecPipe() -> (read: Int32, write: Int32)? {
        var ends: [Int32] = [0, 0]
        #if os(Linux)
        typealias Pipe2 = @convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32
        guard let program = dlopen(nil, RTLD_NOW), let symbol = dlsym(program, "pipe2"),
              unsafeBitCast(symbol, to: Pipe2.self)(&ends, O_CLOEXEC) == 0 else { return nil }
        #else
        guard pipe(&ends) == 0 else { return nil }
        ends.forEach { _ = fcntl($0, F_SETFD, FD_CLOEXEC) }
        #endif
        return (ends[0], ends[1])
    }

    /// Grows the kernel buffer of the pipe whose write end is `descriptor` to a megabyte where the
    /// system allows it (Linux's `F_SETPIPE_SZ`), so that megabytes of DOT or SVG cross in a few
    /// writes instead of one per 64 KB, each waking the other side. Elsewhere, or when it fails, the
    /// pipe keeps its size: only speed depends on it.
    public static func enlargeBuffer(ofPipe descriptor: Int32) {
        #if os(Linux)
        // `fcntl.h` declares F_SETPIPE_SZ for `_GNU_SOURCE` only, which Swift's Glibc module is not built with.
        let setPipeSize: Int32 = 1031
        _ = fcntl(descriptor, setPipeSize, 1 << 20)
        #endif
    }

    /// The peak resident set size recorded in `usage`, in bytes (Linux counts kilobytes, macOS bytes).
    public static func peakResidentBytes(_ usage: rusage) -> Int {
        #if os(Linux)
        Int(usage.ru_maxrss) * 1024
        #else
        Int(usage.ru_maxrss)
        #endif
    }

    /// The resources this process has used so far.
    public static func usageOfThisProcess() -> rusage {
        var usage = rusage()
        #if os(Linux)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        return usage
    }
}

/// Why a child could not be started, in the system's words.
struct SpawnFailure: Error {
    let reason: String
}
