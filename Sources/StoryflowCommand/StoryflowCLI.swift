import Foundation
import ArgumentParser
import Storyflow

/// Runs the `storyflow` command with your own flows built in.
///
/// A team that declares its flows in the DSL gets the same `render`, `review` and `export`
/// commands for them with a three-line executable target:
///
/// ```swift
/// // Sources/flows/main.swift
/// import StoryflowCommand
/// await StoryflowCLI.main(flows: [try checkoutFlow(), try onboardingFlow()])
/// ```
///
/// `swift run flows render` then draws every flow to `./diagrams`, and `swift run flows review
/// --strict` fails the build on navigation warnings.
public enum StoryflowCLI {
    /// Parses the process arguments and runs the command, with `flows` as the built-in flows.
    /// Exits the process with the command's exit code.
    public static func main(flows: [Flow], arguments: [String]? = nil) async {
        await FlowCatalog.$current.withValue(FlowCatalog(flows: flows)) {
            await StoryflowCommand.main(arguments)
        }
    }

    /// Runs the command with the given arguments and built-in flows, and returns its exit code
    /// instead of exiting. Output goes to standard output and standard error as usual.
    public static func run(flows: [Flow], arguments: [String]) async -> Int32 {
        await FlowCatalog.$current.withValue(FlowCatalog(flows: flows)) {
            do {
                var command = try StoryflowCommand.parseAsRoot(arguments)
                if var asyncCommand = command as? any AsyncParsableCommand {
                    try await asyncCommand.run()
                } else {
                    try command.run()
                }
                return ExitCode.success.rawValue
            } catch {
                let code = StoryflowCommand.exitCode(for: error)
                if code != .success {
                    let message = StoryflowCommand.fullMessage(for: error)
                    if !message.isEmpty { FileHandle.standardError.write(Data((message + "\n").utf8)) }
                } else {
                    print(StoryflowCommand.fullMessage(for: error))
                }
                return code.rawValue
            }
        }
    }
}

/// The flows a `storyflow` executable has built in, looked up by name.
struct FlowCatalog: Sendable {
    @TaskLocal static var current = FlowCatalog(flows: [])

    let flows: [Flow]

    /// The flow whose name matches, ignoring case.
    func flow(named name: String) -> Flow? {
        flows.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }
    }
}
