/// Import, review and SVG of a corpus of storyboards, in process, and through the CLI.
struct CorpusReport: Hashable, Codable, Sendable {
    /// The corpus folder.
    var folder: String
    /// How many storyboard files it holds.
    var files: Int
    /// One entry per flow (per folder of storyboards).
    var flows: [CorpusFlowReport]
    /// How many times the corpus ran.
    var repetitions: Int
    /// Median seconds for the whole corpus in process.
    var seconds: Double
    /// Peak resident memory of the process that ran it, in bytes.
    var peakMemoryBytes: Int
    /// `storyflow render <every storyboard> --mark-findings --format svg`, the whole CLI process.
    var storyflowCommand: CommandReport?
}

/// One flow of the corpus: its folder, size, findings and median time.
struct CorpusFlowReport: Hashable, Codable, Sendable {
    /// The folder of its storyboards, relative to the corpus.
    var folder: String
    /// How many storyboard files it was imported from.
    var files: Int
    /// Scenes imported.
    var scenes: Int
    /// Segues imported, relationships included.
    var segues: Int
    /// Findings the reviewer reported.
    var findings: Int
    /// Size of its SVG.
    var svgBytes: Int
    /// Median seconds to import, review and render it.
    var seconds: Double
}

extension CorpusReport {
    /// The reports of several repetitions as one: median times, the highest peak memory.
    init(merging samples: [CorpusReport], storyflowCommand: CommandReport?) {
        guard var merged = samples.last else { preconditionFailure("at least one repetition") }
        merged.repetitions = samples.count
        merged.seconds = samples.map(\.seconds).median ?? 0
        for index in merged.flows.indices {
            merged.flows[index].seconds = samples.compactMap { $0.flows.indices.contains(index) ? $0.flows[index].seconds : nil }.median ?? 0
        }
        merged.peakMemoryBytes = samples.map(\.peakMemoryBytes).max() ?? 0
        merged.storyflowCommand = storyflowCommand
        self = merged
    }
}
