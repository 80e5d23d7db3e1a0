import Foundation

/// The storyboards written for this project in `Fixtures/`, found from this file's path, so they
/// are there in any clone: `Kitchen` (several files of a current app in one folder, with its
/// sources), `Legacy` (Xcode 4 iPhone and iPad storyboards) and `Segues` (every place a segue starts).
enum FixtureStoryboards {
    /// The `Fixtures` folder.
    static let directory: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// A fixture file's (or folder's) path from its path inside `Fixtures`.
    static func path(_ relativePath: String) -> String {
        directory.appendingPathComponent(relativePath).path
    }

    /// Every `.storyboard` of the fixtures, relative to `Fixtures`, sorted.
    static let storyboards: [String] = (FileManager.default.subpaths(atPath: directory.path) ?? [])
        .filter { $0.hasSuffix(".storyboard") }
        .sorted()
}
