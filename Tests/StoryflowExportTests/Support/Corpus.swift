import Foundation

/// The shared storyboard corpus: `<repository root>/../shared/corpus`, found from this file's path.
enum Corpus {
    /// The corpus directory.
    static let directory: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // StoryflowExportTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // repository root
        .deletingLastPathComponent()
        .appendingPathComponent("shared/corpus")

    /// A corpus file's (or folder's) path from its path inside the corpus.
    static func path(_ relativePath: String) -> String {
        directory.appendingPathComponent(relativePath).path
    }

    /// Every `.storyboard` of the corpus, relative to it, sorted.
    static let storyboards: [String] = (FileManager.default.subpaths(atPath: directory.path) ?? [])
        .filter { $0.hasSuffix(".storyboard") }
        .sorted()
}
