import Foundation
import StoryflowCommand
import StoryflowMutation

/// One mutant's runs: what it is, where it is kept, and each command's verdict.
struct MutantResult: Sendable {
    var mutation: Mutation
    var path: String
    var runs: [(command: [String], verdict: RunVerdict, failed: Bool)]
}

/// Makes mutant number `n` of a campaign and runs every command on it.
struct MutantRunner: Sendable {
    let storyflow: URL
    let work: URL
    let timeLimit: Double

    /// Mutant `mutantNumber`: its seed file and mutation follow from the campaign's `seed` alone.
    func run(mutantNumber: Int, seed: UInt64, seeds: [CampaignSeeds.Seed]) async throws -> MutantResult {
        var mutator = Mutator(seed: seed &* 1_000_003 &+ UInt64(mutantNumber))
        var picker = SeededRandom(seed: seed &+ UInt64(mutantNumber) &* 7919)
        let original = seeds[picker.next(below: seeds.count)]
        let (mutant, mutation) = mutator.mutate(original.data, format: original.format)
        let folder = work.appendingPathComponent("mutants/\(mutantNumber)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let input = folder.appendingPathComponent("\(original.name)-\(mutation).\(original.fileExtension)")
        try mutant.write(to: input)
        let out = folder.appendingPathComponent("out").path
        let commands: [[String]] = [
            ["review", input.path],
            ["render", input.path, "--format", "svg", "--output", out] + (mutantNumber % 2 == 1 ? ["--group-containers"] : []),
            ["export", input.path, "--format", mutantNumber % 3 == 0 ? "swift" : "json", "--output", out],
        ]
        var runs: [(command: [String], verdict: RunVerdict, failed: Bool)] = []
        for command in commands {
            let errors = folder.appendingPathComponent("stderr.txt")
            let outcome = try await SupervisedProcess(executable: storyflow, arguments: command, standardError: errors).run(timeout: timeLimit)
            let text = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
            runs.append((command, RunVerdict(outcome: outcome, standardError: text), outcome == .exited(status: 1)))
        }
        if runs.allSatisfy({ $0.verdict == .clean }) { try? FileManager.default.removeItem(at: folder) }
        return MutantResult(mutation: mutation, path: input.path, runs: runs)
    }
}
