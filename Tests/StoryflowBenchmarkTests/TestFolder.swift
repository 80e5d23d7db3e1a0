import Foundation

/// A new empty folder in the temporary directory, removed by the caller.
enum TestFolder {
    static func make() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("StoryflowBenchmarkTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
