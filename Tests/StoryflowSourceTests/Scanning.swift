import Storyflow
import StoryflowSource

/// Scans small sources written for the tests.
enum Scanning {
    static func scan(_ files: [String: String], storyboards: Flow? = nil) -> SourceScanResult {
        SwiftSourceScanner(storyboards: storyboards).scan(sources: files.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }, name: "App")
    }

    static func scan(_ source: String) -> SourceScanResult {
        scan(["App.swift": source])
    }
}

extension SourceScanResult {
    /// `source -kind-> destination` lines, for readable expectations.
    var edges: [String] {
        flow.segues.map { "\($0.source) -\($0.kind.rawValue)\($0.isInferred ? "?" : "")-> \($0.destination ?? "nil")" }
    }
}
