/// The whole-process timing of an external command (`dot`, the `storyflow` CLI).
struct CommandReport: Hashable, Codable, Sendable {
    /// The command as the report names it.
    var command: String

    /// `ok`, `missing`, `exit N`, `crashed (signal N)`, `timeout` or `not started: …`.
    var status: String

    /// How many times it ran.
    var runs: Int

    /// Median seconds of the successful runs; `nil` when none succeeded.
    var seconds: Double?

    /// Seconds the failed run took before it crashed or was stopped.
    var failedAfterSeconds: Double?

    /// The largest peak resident memory of its runs, in bytes.
    var peakMemoryBytes: Int?

    /// Median processor seconds (user and system, its waited-for children included) of the successful runs.
    var cpuSeconds: Double?

    /// The wall-clock seconds of each successful run, in the order they ran (for ratios of paired runs).
    var runSeconds: [Double] = []

    /// The processor seconds of each successful run, in the order they ran.
    var runCPUSeconds: [Double] = []

    /// A report with the given figures.
    init(command: String, status: String, runs: Int, seconds: Double? = nil, failedAfterSeconds: Double? = nil,
         peakMemoryBytes: Int? = nil, cpuSeconds: Double? = nil) {
        self.command = command
        self.status = status
        self.runs = runs
        self.seconds = seconds
        self.failedAfterSeconds = failedAfterSeconds
        self.peakMemoryBytes = peakMemoryBytes
        self.cpuSeconds = cpuSeconds
    }
}
