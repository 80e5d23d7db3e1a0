import Foundation
import Testing

/// The committed generated sources in `Generated/`, compiled into this test target.
///
/// Run the tests with `RECORD_GENERATED=1` to rewrite them from the exporter; then rebuild, so the
/// compiled functions match, and run the tests again.
enum GeneratedSource {
    /// The `Generated` folder next to this test target's sources.
    static let directory: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // StoryflowExportTests
        .appendingPathComponent("Generated")

    /// Whether the run rewrites the generated sources instead of checking them.
    static var isRecording: Bool {
        ProcessInfo.processInfo.environment["RECORD_GENERATED"] == "1"
    }

    /// Expects `source` to equal the committed `Generated/<name>.swift` byte for byte; when
    /// recording, writes it there and records an issue asking for a rebuild.
    static func expectCommitted(_ source: String, name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let url = directory.appendingPathComponent("\(name).swift")
        if isRecording {
            try Data(source.utf8).write(to: url)
            Issue.record("Recorded \(url.path); rebuild and run the tests again", sourceLocation: sourceLocation)
            return
        }
        let committed = try String(contentsOf: url, encoding: .utf8)
        #expect(source == committed, "Generated/\(name).swift is stale; run with RECORD_GENERATED=1", sourceLocation: sourceLocation)
    }
}
