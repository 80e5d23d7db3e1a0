import Foundation

/// The storyboards written for this project, in `Tests/StoryflowStoryboardTests/Fixtures` (a test
/// target cannot share its files, so this one reads them from the source tree).
enum FixtureStoryboards {
    /// The fixtures folder.
    static let directory: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // StoryflowExportTests
        .deletingLastPathComponent()  // Tests
        .appendingPathComponent("StoryflowStoryboardTests/Fixtures")

    /// A fixture file's (or folder's) path from its path inside the fixtures folder.
    static func path(_ relativePath: String) -> String {
        directory.appendingPathComponent(relativePath).path
    }
}
