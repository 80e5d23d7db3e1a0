import ChildProcesses
import Foundation

/// Repeated whole-process runs of an external command (`dot`, the `storyflow` CLI), one at a time
/// between the in-process runs they are compared with, so that both see the same machine load.
/// After a failed run (crash, time-out, error) the command is not run again.
struct CommandSeries {
    /// What the report calls the command, e.g. `dot -Tsvg`.
    let name: String
    /// The executable's path; `nil` when it is not installed (reported as missing).
    let executable: String?
    /// The arguments.
    let arguments: [String]
    /// Seconds each run may take.
    let timeout: Double
    /// Where standard error goes.
    let standardError: URL?
    private var outcomes: [ChildOutcome] = []

    /// A series of runs of `executable` with `arguments`, none run yet.
    init(name: String, executable: String?, arguments: [String], timeout: Double, standardError: URL? = nil) {
        self.name = name
        self.executable = executable
        self.arguments = arguments
        self.timeout = timeout
        self.standardError = standardError
    }

    /// Whether the last run failed, or the command is missing: it will not run again.
    var hasFailed: Bool {
        executable == nil || outcomes.contains { !$0.succeeded }
    }

    /// Runs the command once more, unless it is missing or has failed.
    mutating func run() {
        guard !hasFailed, let executable else { return }
        outcomes.append(MeasuredProcess(executable: executable, arguments: arguments, standardOutput: nil,
                                     standardError: standardError, timeout: timeout).run())
    }

    /// The median time of the successful runs, the failure if any, and the peak memory.
    var report: CommandReport {
        guard executable != nil else { return CommandReport(command: name, status: "missing", runs: 0) }
        let failure = outcomes.first { !$0.succeeded }
        let succeeded = outcomes.filter(\.succeeded)
        var report = CommandReport(
            command: name, status: failure?.status ?? "ok", runs: outcomes.count,
            seconds: succeeded.map(\.seconds).median,
            failedAfterSeconds: failure?.seconds,
            peakMemoryBytes: outcomes.compactMap(\.peakMemoryBytes).max(),
            cpuSeconds: succeeded.map(\.cpuSeconds).median
        )
        report.runSeconds = succeeded.map(\.seconds)
        report.runCPUSeconds = succeeded.map(\.cpuSeconds)
        return report
    }

    /// The path of `command` in `PATH`, or `nil` when no executable of that name is there.
    static func find(_ command: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(command)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
