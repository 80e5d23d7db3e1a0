/// A whole benchmark run: where it ran, with which settings, and every case's figures.
struct BenchmarkReport: Hashable, Codable, Sendable {
    /// `release` or `debug`: debug builds are several times slower and not worth comparing.
    var build: String
    /// Processors the machine reports.
    var processors: Int
    /// The `dot` command's version line, or why it is missing.
    var graphviz: String
    /// The layout scale asked for (`automatic` unless overridden).
    var layoutScale: String
    /// Repetitions asked for; cases over 300 scenes run at most 3 (see ``BenchmarkCase/repetitions(requested:)``).
    var repetitions: Int
    /// Seconds each Graphviz run may take before the case counts as timed out.
    var timeout: Double
    /// The PNG resolution and pixel budget used.
    var pngDPI: Double
    /// The most pixels a PNG may have.
    var pngMaximumPixels: Int
    /// Every case, in the order run.
    var cases: [CaseReport]
    /// The corpus, unless skipped or missing.
    var corpus: CorpusReport?
    /// Why the corpus was not measured, when it was not.
    var corpusNote: String?
    /// The batch of flows, one by one against side by side; `nil` when skipped.
    var batch: BatchReport?
    /// Each app's `storyflow scan` against swift-syntax's parse alone; empty when skipped.
    var scans: [ScanReport] = []
}
