/// One app's `storyflow scan` (whole process) against swift-syntax parsing the same files alone, on one thread.
struct ScanReport: Hashable, Codable, Sendable {
    /// The app's folder name, e.g. `Dimillian+IceCubesApp`.
    var app: String
    /// `storyflow scan APP --format dot`.
    var scan: CommandReport
    /// `storyflow-benchmark --parse-only APP`: the floor of the scan's processor time.
    var parseOnly: CommandReport

    /// The scan's processor seconds over the parser's alone: the median of the runs taken in turn.
    var cpuOverParse: Double? {
        guard !scan.runCPUSeconds.isEmpty, scan.runCPUSeconds.count == parseOnly.runCPUSeconds.count else { return nil }
        return zip(scan.runCPUSeconds, parseOnly.runCPUSeconds).map { $0 / max($1, 1e-9) }.median
    }

    /// The wall-clock bound of issue 30 for the app, when it sets one.
    var wallTarget: Double? {
        switch app {
        case "Dimillian+IceCubesApp": 0.55
        case "element-hq+element-x-ios": 1.3
        default: nil
        }
    }

    /// The peak memory bound of issue 30, in bytes.
    static let peakTarget = 200 * 1_048_576
}
