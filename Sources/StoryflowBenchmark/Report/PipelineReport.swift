/// What one case measured in process: the flow's size, each phase's median time, output sizes and
/// the process's peak memory.
struct PipelineReport: Hashable, Codable, Sendable {
    /// Scenes in the flow.
    var scenes: Int
    /// Segues in the flow, relationships included.
    var segues: Int
    /// Findings the reviewer reported.
    var findings: Int
    /// The layout scale in effect (`detailed`, `large`, `huge`).
    var scale: String
    /// How many times each phase ran.
    var repetitions: Int
    /// Median seconds of each phase.
    var seconds: [Phase: Double]
    /// Size of the DOT text.
    var dotBytes: Int
    /// Size of the SVG.
    var svgBytes: Int
    /// Size of the PNG.
    var pngBytes: Int
    /// PNG width in pixels.
    var pngWidth: Int?
    /// PNG height in pixels.
    var pngHeight: Int?
    /// The resolution the PNG was drawn at, after the pixel budget.
    var pngDPI: Double?
    /// Peak resident memory of the process that ran the case, in bytes.
    var peakMemoryBytes: Int
}

extension PipelineReport {
    /// The reports of several repetitions as one: median times, the highest peak memory, and the
    /// sizes of the last.
    init(merging samples: [PipelineReport]) {
        guard var merged = samples.last else { preconditionFailure("at least one repetition") }
        merged.repetitions = samples.count
        merged.seconds = Dictionary(uniqueKeysWithValues: Phase.allCases.compactMap { phase in
            samples.compactMap { $0.seconds[phase] }.median.map { (phase, $0) }
        })
        merged.peakMemoryBytes = samples.map(\.peakMemoryBytes).max() ?? 0
        self = merged
    }
}
