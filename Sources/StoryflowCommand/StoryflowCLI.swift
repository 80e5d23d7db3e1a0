import Foundation
import ArgumentParser
import Storyflow
import StoryflowReview
import StoryflowStoryboard

/// Runs the `storyflow` command with your own flows built in.
///
/// A team that declares its flows in the DSL gets the same `render`, `review` and `export`
/// commands for them with a three-line executable target:
///
/// ```swift
/// // Sources/flows/main.swift
/// import StoryflowCommand
/// await StoryflowCLI.main { [try checkoutFlow(), try onboardingFlow()] }
/// ```
///
/// `swift run flows render` then draws every flow to `./diagrams`, and `swift run flows review
/// --strict` fails the build on navigation warnings. The team's own review rules run with the
/// built-in ones, in `review` and `render --mark-findings`, and `rules` lists them:
///
/// ```swift
/// await StoryflowCLI.main(rules: [ScenesHaveTitles()]) { [try checkoutFlow()] }
/// ```
public enum StoryflowCLI {
    /// Builds the flows, parses the process arguments and runs the command with those flows and
    /// review rules built in, then exits the process with the command's exit code. A flow that fails
    /// to build (a DSL error such as a segue to an unknown scene) is printed to standard error, with
    /// exit code 1.
    ///
    /// - Parameters:
    ///   - rules: Review rules to run after the built-in ones (``ReviewRules/all``).
    ///   - flows: Builds the flows the command knows by name.
    public static func main(rules: [any ReviewRule] = [], flows: () throws -> [Flow]) async -> Never {
        let builtIn: [Flow]
        do {
            builtIn = try flows()
        } catch let error as FlowDefinitionError {
            error.problems.forEach { StandardError.print($0.diagnostic) }
            exit(ExitCode.failure.rawValue)
        } catch {
            StandardError.print(Diagnostic(.error, "cannot build the flows: \(error)"))
            exit(ExitCode.failure.rawValue)
        }
        exit(await run(flows: builtIn, rules: rules, arguments: Array(CommandLine.arguments.dropFirst())))
    }

    /// Runs the command with the given arguments and built-in flows, and returns its exit code
    /// instead of exiting. Output goes to standard output and standard error as usual.
    /// Flows large enough for an isolated layout need ``main(flows:)``, whose process is the worker.
    static func run(flows: [Flow], rules: [any ReviewRule] = [], arguments: [String]) async -> Int32 {
        await FlowCatalog.$current.withValue(FlowCatalog(flows: flows, reviewRules: ReviewRules.all + rules)) {
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
                let message = diagnostic(for: error) ?? commandLineMessage(for: error, exitCode: code)
                if code == .success {
                    print(message)
                } else if !message.isEmpty {
                    StandardError.print(message)
                }
                return code.rawValue
            }
        }
    }
}

extension StoryflowCLI {
    /// A command-line mistake as ArgumentParser words it, with the usage and help lines after it, but
    /// its first line in the shape of every other diagnostic: `error: unknown option '--bogus'`.
    /// Help and version requests (exit code 0) stay as they are.
    fileprivate static func commandLineMessage(for error: any Error, exitCode: ExitCode) -> String {
        let full = StoryflowCommand.fullMessage(for: error)
        let prefix = "Error: "
        guard exitCode != .success, full.hasPrefix(prefix) else { return full }
        var lines = full.dropFirst(prefix.count).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var first = lines.removeFirst()
        if first.hasSuffix(".") { first.removeLast() }
        let message = first.prefix(1).lowercased() + first.dropFirst()
        return ([Diagnostic(.error, message).description] + lines).joined(separator: "\n")
    }

    /// The compiler-style line of an error that names its own place (`path:line: error: …`);
    /// `nil` for command-line errors, which ArgumentParser words with the usage.
    fileprivate static func diagnostic(for error: any Error) -> String? {
        switch error {
        case let error as CommandError: error.description
        case let error as StoryboardImportError: error.description
        case let error as FlowDefinitionError: error.description
        // A file error that reached here unwrapped: its reason in words, never `NSCocoaErrorDomain Code=512`.
        case let error as CocoaError: Diagnostic(.error, FileErrorText.reason(for: error)).description
        case let error as POSIXError: Diagnostic(.error, FileErrorText.reason(for: error)).description
        default: nil
        }
    }
}

/// What a `storyflow` executable has built in: flows, looked up by name, and the review rules it runs.
struct FlowCatalog: Sendable {
    @TaskLocal static var current = FlowCatalog(flows: [])

    let flows: [Flow]
    /// The built-in rules, then the executable's own.
    var reviewRules: [any ReviewRule] = ReviewRules.all

    /// Reviews a flow with ``reviewRules``.
    func review(_ flow: Flow) -> [Finding] {
        FlowReviewer(rules: reviewRules).review(flow)
    }

    /// The flow whose name matches, ignoring case.
    func flow(named name: String) -> Flow? {
        flows.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }
    }
}
