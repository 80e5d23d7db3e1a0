import ArgumentParser
import Storyflow
import StoryflowReview

/// `storyflow review`: prints navigation mistakes like compiler diagnostics.
struct ReviewCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Find navigation mistakes and print them like compiler diagnostics.",
        discussion: "Exits with 1 when there are errors, or warnings with --strict. `storyflow rules` lists the rules."
    )

    @OptionGroup var input: InputOptions

    @Flag(help: "Exit with 1 on warnings too, not only on errors.")
    var strict = false

    func run() async throws {
        var failing = false
        for loaded in try input.loadFlows() {
            let findings = FlowCatalog.current.review(loaded.flow)
            findings.forEach { print($0.diagnostic(flowName: loaded.name)) }
            print(DiagnosticFormatter.printable("\(loaded.name): \(DiagnosticFormatter.summary(of: findings.map(\.severity)))"))
            failing = failing || findings.contains { $0.severity == .error || (strict && $0.severity == .warning) }
        }
        if failing { throw ExitCode.failure }
    }
}
