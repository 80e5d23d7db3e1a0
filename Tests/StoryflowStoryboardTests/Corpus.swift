import Foundation
import Testing

/// The shared storyboard corpus: `<repository root>/../shared/corpus`, found from this file's path.
enum Corpus {
    /// The corpus directory.
    static let directory: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // StoryflowStoryboardTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // repository root
        .deletingLastPathComponent()
        .appendingPathComponent("shared/corpus")

    /// Whether the corpus is there: it is when the repository is checked out beside `shared/`.
    static let isAvailable = FileManager.default.fileExists(atPath: directory.path)

    /// Runs a suite or test only when the corpus is there, and says why it was skipped when not.
    static var required: ConditionTrait {
        .enabled(if: isAvailable, "../shared/corpus is not beside the repository: corpus test skipped")
    }

    /// A corpus file's path from its path inside the corpus.
    static func path(_ relativePath: String) -> String {
        directory.appendingPathComponent(relativePath).path
    }

    /// Every `.storyboard` of the corpus, relative to it, sorted.
    static let storyboards: [String] = (FileManager.default.subpaths(atPath: directory.path) ?? [])
        .filter { $0.hasSuffix(".storyboard") }
        .sorted()
}
