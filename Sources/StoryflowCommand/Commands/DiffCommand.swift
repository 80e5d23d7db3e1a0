import ArgumentParser
import Foundation
import Storyflow
import StoryflowDiff
import StoryflowReview

/// `storyflow diff`: what a change did to an app's navigation, for a pull request or CI.
struct DiffCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show what a change did to a flow: scenes and segues added, removed and changed.",
        discussion: """
        BASE and HEAD are any INPUT (a built-in flow, a .storyboard, a folder of storyboards, a .json flow). \
        With --git REV, give one PATH: it is compared as it was at REV (BASE) with the working tree (HEAD), \
        e.g. `storyflow diff --git main Sources/App/Base.lproj`.

        Exit codes: 0 success (changes or not); 1 an input could not be read, or --fail-on found what it \
        looks for; 64 the command line is wrong.
        """
    )

    /// What makes `--fail-on` fail the command.
    enum FailOn: String, ExpressibleByArgument, CaseIterable {
        /// A scene or segue was removed.
        case removed
        /// Anything changed.
        case any
    }

    @Argument(help: "BASE and HEAD, or with --git the one PATH to compare with its earlier revision.")
    var inputs: [String] = []

    @Option(help: "Compare PATH as it was at this git revision (BASE) with the working tree (HEAD).")
    var git: String?

    @Option(name: .shortAndLong, help: "md (Markdown for a pull-request comment) or json.")
    var format: DiffFormat = .md

    @Option(name: .shortAndLong, help: "A file to write to, instead of standard output.")
    var output: String?

    @Option(help: "Exit with 1 when something was removed (removed) or anything changed (any).")
    var failOn: FailOn?

    @Option(help: "A folder of Swift/Objective-C sources; the classes that declare an unwind action resolve its target exactly.")
    var sources: String?

    func validate() throws {
        if git != nil, inputs.count != 1 {
            throw ValidationError("--git compares one PATH with its earlier revision; give exactly one PATH")
        }
        if git == nil, inputs.count != 2 {
            throw ValidationError("give BASE and HEAD, or --git REV PATH")
        }
    }

    func run() async throws {
        let (base, head) = try loadVersions()
        let diff = FlowDiff(base: base.flow, head: head.flow)
        let findings = newFindings(base: base, head: head)
        let data = try report(diff, findings: findings)
        if let output {
            try OutputDestination(path: output, fileCount: 1).write(data, name: diff.head.name, fileExtension: format.fileExtension)
        } else {
            FileHandle.standardOutput.write(data)
        }
        switch failOn {
        case .removed where diff.removesAnything, .any where !diff.isEmpty: throw ExitCode.failure
        default: break
        }
    }

    private func report(_ diff: FlowDiff, findings: [Diagnostic]) throws -> Data {
        switch format {
        case .md: Data(MarkdownDiffReport(diff: diff, newFindings: findings).text.utf8)
        case .json: try JSONDiffReport(diff: diff, newFindings: findings).data()
        }
    }

    /// The review findings of HEAD that BASE does not have, as HEAD prints them.
    private func newFindings(base: LoadedFlow, head: LoadedFlow) -> [Diagnostic] {
        FlowReviewer(rules: FlowCatalog.current.reviewRules).findingsIntroduced(from: base.flow, to: head.flow)
            .map { $0.diagnostic(flowName: head.name) }
    }

    /// BASE and HEAD, each one flow; loading warnings go to standard error.
    private func loadVersions() throws -> (base: LoadedFlow, head: LoadedFlow) {
        let loader = FlowLoader(catalog: FlowCatalog.current, sourcesDirectory: sources)
        guard let revision = git else {
            return (try loadOne(inputs[0], with: loader), try loadOne(inputs[1], with: loader))
        }
        let path = inputs[0]
        let earlier = try GitRevision.extract(path, at: revision)
        defer { earlier.remove() }
        var base = try loadOne(earlier.path, with: loader)
        base.origin = "\(path)@\(revision)"
        return (base, try loadOne(path, with: loader))
    }

    private func loadOne(_ input: String, with loader: FlowLoader) throws -> LoadedFlow {
        let flows = try loader.load([input])
        guard flows.count == 1 else { throw CommandError.diffNeedsOneFlow(input: input, flows: flows.count) }
        flows[0].warnings.forEach(StandardError.print)
        return flows[0]
    }
}

/// An output format of `storyflow diff`.
enum DiffFormat: String, ExpressibleByArgument, CaseIterable {
    case md, json

    /// The extension of a file in this format.
    var fileExtension: String { rawValue }
}
