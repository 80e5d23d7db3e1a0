import Foundation
@testable import StoryflowCommand
import Testing

/// How big the inputs are before they are read (it decides whether a first worker starts at once).
@Suite struct InputSizeTests {
    @Test func theInputsSizeCountsFilesAndTheFilesInFolders() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("input-size-\(UUID().uuidString)")
        // A folder inside the folder counts nothing of its own (a directory's size is not content).
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("storyboards/Base.lproj"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(count: 100).write(to: folder.appendingPathComponent("flow.json"))
        try Data(count: 70).write(to: folder.appendingPathComponent("storyboards/Main.storyboard"))
        try Data(count: 50).write(to: folder.appendingPathComponent("storyboards/Base.lproj/Other.storyboard"))

        let inputs = try InputOptions.parse([folder.appendingPathComponent("flow.json").path, folder.appendingPathComponent("storyboards").path, "Ratings"])
        #expect(inputs.holds(atLeast: 220))
        #expect(!inputs.holds(atLeast: 221))
        #expect(!(try InputOptions.parse(["Ratings", folder.appendingPathComponent("missing.json").path])).holds(atLeast: 1))
    }
}
