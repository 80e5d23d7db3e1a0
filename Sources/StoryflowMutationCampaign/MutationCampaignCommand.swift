import ArgumentParser
import Foundation
import StoryflowCommand
import StoryflowMutation

/// `storyflow-mutation-campaign`: damages real storyboards and JSON flows in seeded ways and runs
/// `storyflow review`, `render` and `export` on every mutant, counting crashes, hangs and messages
/// that are not diagnostics. Mutants that were not clean are kept to reproduce them.
@main
struct MutationCampaignCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "storyflow-mutation-campaign",
        abstract: "Run storyflow on seeded mutants of storyboards and JSON flows; report crashes, hangs and unclear messages.",
        discussion: "Exits with 1 when any run crashed, hung or printed something that is not a diagnostic."
    )

    @Argument(help: "Storyboards, folders of them, and .json flows to mutate.")
    var inputs: [String]

    @Option(help: "The storyflow executable (by default the one next to this program).")
    var storyflow: String?

    @Option(help: "The seed; the same seed makes the same mutants.")
    var seed: UInt64 = 1

    @Option(help: "How many mutants to try.")
    var mutants = 500

    @Option(help: "How many storyflow runs at a time.")
    var jobs = 2

    @Option(help: "Seconds a run may take before it counts as a hang.")
    var timeLimit: Double = 60

    @Option(help: "The folder for the report and the mutants that were not clean.")
    var output = "mutation-campaign"

    func run() async throws {
        let started = Date()
        let executable = URL(fileURLWithPath: storyflow ?? Self.siblingStoryflow())
        let work = URL(fileURLWithPath: output)
        try FileManager.default.createDirectory(at: work.appendingPathComponent("mutants"), withIntermediateDirectories: true)
        let seeds = try CampaignSeeds.load(inputs, storyflow: executable, work: work)
        let runner = MutantRunner(storyflow: executable, work: work, timeLimit: timeLimit)
        var report = CampaignReport()
        try await withThrowingTaskGroup(of: MutantResult.self) { group in
            var next = 0
            func addMutant() {
                let index = next
                next += 1
                group.addTask { try await runner.run(mutantNumber: index, seed: seed, seeds: seeds) }
            }
            for _ in 0 ..< min(jobs, mutants) { addMutant() }
            while let result = try await group.next() {
                report.add(mutation: result.mutation, runs: result.runs, mutantPath: result.path)
                if next < mutants { addMutant() }
                if report.mutants % 100 == 0 { FileHandle.standardError.write(Data("\(report.mutants) mutants, \(report.findings.count) findings\n".utf8)) }
            }
        }
        let markdown = report.markdown(seed: seed, inputs: seeds.count, seconds: Date().timeIntervalSince(started))
        try Data(markdown.utf8).write(to: work.appendingPathComponent("report.md"))
        print(markdown, terminator: "")
        if !report.findings.isEmpty { throw ExitCode.failure }
    }

    /// `storyflow` in the folder of this program.
    private static func siblingStoryflow() -> String {
        Bundle.main.executableURL?.deletingLastPathComponent().appendingPathComponent("storyflow").path ?? "storyflow"
    }
}
