import Foundation
import StoryflowGenerator

/// Many small flows drawn by one `storyflow render`: one by one in the CLI's process (`--jobs 1`)
/// against side by side in worker processes (the default, one per core), run in turn, and whether
/// both wrote the same files.
struct BatchMeasurement {
    /// How many flows; app-shaped, of 20 to 189 scenes, each with its own seed.
    var flowCount: Int
    /// How many times each command runs.
    var repetitions: Int
    /// The `storyflow` CLI, when built.
    var storyflowExecutable: String?
    /// Where the flows and the diagrams go.
    var folder: URL
    /// Seconds one command run may take.
    var timeout: Double

    /// Writes the flows and runs both commands.
    func run() throws -> BatchReport {
        let flows = folder.appendingPathComponent("flows")
        try FileManager.default.createDirectory(at: flows, withIntermediateDirectories: true)
        var paths: [String] = []
        var scenes = 0
        for index in 0..<flowCount {
            let flow = SyntheticFlowGenerator(sceneCount: 20 + (index * 37) % 170, shape: .app, seed: UInt64(index + 1)).makeFlow()
            let file = flows.appendingPathComponent("flow-\(index + 1).json")
            try flow.jsonData().write(to: file)
            paths.append(file.path)
            scenes += flow.scenes.count
        }
        let output = { (name: String) in folder.appendingPathComponent(name) }
        var oneByOne = CommandSeries(
            name: "storyflow render --jobs 1", executable: storyflowExecutable,
            arguments: ["render"] + paths + ["--format", "svg", "--output", output("one-by-one").path, "--jobs", "1"],
            timeout: timeout, standardError: output("one-by-one.stderr")
        )
        var sideBySide = CommandSeries(
            name: "storyflow render", executable: storyflowExecutable,
            arguments: ["render"] + paths + ["--format", "svg", "--output", output("side-by-side").path],
            timeout: timeout, standardError: output("side-by-side.stderr")
        )
        for _ in 0..<max(1, repetitions) {
            oneByOne.run()
            sideBySide.run()
        }
        return BatchReport(
            flows: flowCount, scenes: scenes, oneByOne: oneByOne.report, sideBySide: sideBySide.report,
            sameFiles: oneByOne.hasFailed || sideBySide.hasFailed ? nil : Self.sameFiles(output("one-by-one"), output("side-by-side"))
        )
    }

    /// Whether two folders hold files of the same names and bytes.
    private static func sameFiles(_ first: URL, _ second: URL) -> Bool {
        let names = { (folder: URL) in ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted() }
        let files = names(first)
        return !files.isEmpty && files == names(second) && files.allSatisfy { name in
            FileManager.default.contents(atPath: first.appendingPathComponent(name).path)
                == FileManager.default.contents(atPath: second.appendingPathComponent(name).path)
        }
    }
}
