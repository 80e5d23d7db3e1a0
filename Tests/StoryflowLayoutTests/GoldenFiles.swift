import Foundation
import Testing

/// Golden DOT files next to this file, in `Golden/`; `RECORD_GOLDEN=1 swift test` rewrites them.
enum GoldenFiles {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    /// Compares `dot` with the golden file `name.dot`, or records it when `RECORD_GOLDEN` is set.
    static func assertMatches(_ dot: String, name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = directory.appendingPathComponent(name + ".dot")
        if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] != nil {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(dot.utf8).write(to: url, options: .atomic)
            return
        }
        let golden = try String(contentsOf: url, encoding: .utf8)
        #expect(dot == golden, "DOT differs from Golden/\(name).dot; re-record with RECORD_GOLDEN=1", sourceLocation: sourceLocation)
    }
}
