import ArgumentParser

/// The `storyflow` command: draws, reviews and exports app navigation flows.
struct StoryflowCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "storyflow",
        abstract: "Draw, review and export app navigation flows as storyboard-like diagrams.",
        discussion: """
        INPUT is the name of a built-in flow (see `storyflow samples`), an Xcode .storyboard file, \
        a folder of storyboards, or a flow as JSON (from `storyflow export` or `storyflow generate`).

        Exit codes: 0 success; 1 a flow could not be loaded, rendered or written, or the review \
        found errors (or warnings with --strict); 64 the command line is wrong.
        """,
        subcommands: [RenderCommand.self, ScanCommand.self, ReviewCommand.self, ExportCommand.self, DiffCommand.self, BaselineCommand.self, CheckCommand.self, SamplesCommand.self, RulesCommand.self, GenerateCommand.self, RenderWorkerCommand.self],
        defaultSubcommand: RenderCommand.self
    )
}
