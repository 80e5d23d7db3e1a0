/// How a child process ended, how long it ran and the most memory it held.
public struct ChildOutcome: Hashable, Sendable {
    /// Why the process stopped.
    public enum Termination: Hashable, Sendable {
        /// It exited by itself with this status.
        case exited(code: Int32)
        /// A signal killed it (a crash: 11 is a segmentation fault, 6 an abort).
        case crashed(signal: Int32)
        /// It ran past its time limit and was killed.
        case timedOut
        /// It could not be started; the reason is the system's.
        case failedToStart(String)
    }

    /// Why the process stopped.
    public var termination: Termination
    /// Wall-clock seconds from start to end.
    public var seconds: Double
    /// The process's peak resident set size, when it ran.
    public var peakMemoryBytes: Int?
    /// Processor seconds (user and system) of the process and the children it waited for; on a
    /// busy machine a steadier measure than wall-clock time.
    public var cpuSeconds: Double = 0

    /// How a process ended after `seconds`, with its peak memory and processor time.
    public init(termination: Termination, seconds: Double, peakMemoryBytes: Int?, cpuSeconds: Double = 0) {
        self.termination = termination
        self.seconds = seconds
        self.peakMemoryBytes = peakMemoryBytes
        self.cpuSeconds = cpuSeconds
    }

    /// Whether the process exited with status 0.
    public var succeeded: Bool { termination == .exited(code: 0) }

    /// A short status for tables and JSON: `ok`, `exit 1`, `crashed (signal 11)`, `timeout`, `not started: …`.
    public var status: String {
        switch termination {
        case .exited(0): "ok"
        case .exited(let code): "exit \(code)"
        case .crashed(let signal): "crashed (signal \(signal))"
        case .timedOut: "timeout"
        case .failedToStart(let reason): "not started: \(reason)"
        }
    }
}
