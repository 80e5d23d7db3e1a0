import ArgumentParser
import Foundation
import StoryflowCommand
import StoryflowMutation

/// The files a campaign mutates: every storyboard given (folders searched), every JSON flow given,
/// and the JSON export of each storyboard, so the JSON reader meets real flows too.
enum CampaignSeeds {
    /// A seed file's bytes and format.
    struct Seed: Sendable {
        var name: String
        var data: Data
        var format: Mutator.Format
        var fileExtension: String { format == .xml ? "storyboard" : "json" }
    }

    /// Loads the seeds of `inputs`, exporting storyboards to JSON with `storyflow` into `work`.
    static func load(_ inputs: [String], storyflow: URL, work: URL) throws -> [Seed] {
        if let missing = inputs.first(where: { !FileManager.default.fileExists(atPath: $0) }) {
            throw ValidationError("no such file or folder: \(missing); give storyboards, folders of them, or .json flows")
        }
        var seeds: [Seed] = []
        for path in inputs.flatMap(files(under:)) {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
            if path.hasSuffix(".json") {
                seeds.append(Seed(name: name, data: data, format: .json))
                continue
            }
            seeds.append(Seed(name: name, data: data, format: .xml))
            let json = work.appendingPathComponent("seed-\(seeds.count).json")
            let export = Process()
            export.executableURL = storyflow
            export.arguments = ["export", path, "--format", "json", "--output", json.path]
            export.standardError = FileHandle.nullDevice
            try export.run()
            export.waitUntilExit()
            if let exported = try? Data(contentsOf: json) { seeds.append(Seed(name: name, data: exported, format: .json)) }
        }
        guard !seeds.isEmpty else { throw ValidationError("no .storyboard or .json file in \(inputs.joined(separator: ", "))") }
        return seeds
    }

    /// `path` itself, or the storyboards and JSON files under it, sorted.
    private static func files(under path: String) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { return [path] }
        return (FileManager.default.subpaths(atPath: path) ?? [])
            .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".json") }
            .sorted()
            .map { URL(fileURLWithPath: path).appendingPathComponent($0).path }
    }
}
