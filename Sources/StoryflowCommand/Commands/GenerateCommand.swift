import ArgumentParser
import Foundation
import StoryflowGenerator

/// `storyflow generate`: prints a synthetic flow as JSON, to reproduce benchmarks or try large flows.
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Print a synthetic flow of any size as JSON (render or review it like any input).",
        discussion: "Example: storyflow generate --scenes 1000 --shape deep > deep.json && storyflow render deep.json"
    )

    @Option(help: "How many scenes, containers included (at least 2).")
    var scenes: Int

    @Option(help: "app: tabs, navigation stacks, modals and unwinds, like a real app; deep: one long navigation stack.")
    var shape: SyntheticFlowGenerator.Shape = .app

    @Option(help: "The random seed; the same seed always gives the same flow.")
    var seed: UInt64 = 1

    func validate() throws {
        guard scenes >= 2 else { throw ValidationError("--scenes must be at least 2") }
    }

    func run() throws {
        let flow = SyntheticFlowGenerator(sceneCount: scenes, shape: shape, seed: seed).makeFlow()
        FileHandle.standardOutput.write(try flow.jsonData() + Data("\n".utf8))
    }
}

extension SyntheticFlowGenerator.Shape: ExpressibleByArgument {}
