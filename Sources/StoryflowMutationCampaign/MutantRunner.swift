import Foundation
import StoryflowCommand
import StoryflowMutation

/// One mutant's runs: what it is, where it is kept, and each command's verdict.
struct MutantResult: Sendable {
    var mutation: String
    var path: String
    var runs: [(command: [String], verdict: RunVerdict, failed: Bool)]
}

/// Makes mutant number `n` of a campaign and runs every command on it.
struct MutantRunner: Sendable {
    let storyflow: URL
    let work: URL
    let timeLimit: Double

    /// Mutant `mutantNumber`: its seed file and mutation follow from the campaign's `seed` alone. One mutant in five
    /// is a hostile Swift source folder, one in five a `diff --git` revision; the rest are storyboards and JSON flows.
    func run(mutantNumber: Int, seed: UInt64, seeds: [CampaignSeeds.Seed]) async throws -> MutantResult {
        var mutator = Mutator(seed: seed &* 1_000_003 &+ UInt64(mutantNumber))
        switch mutantNumber % 5 {
        case 3: return try await runSource(mutantNumber: mutantNumber, mutator: &mutator)
        case 4: return try await runGitRevision(mutantNumber: mutantNumber, mutator: &mutator)
        default: break
        }
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
        let runs = try await run(commands, in: folder)
        if runs.allSatisfy({ $0.verdict == .clean }) { try? FileManager.default.removeItem(at: folder) }
        return MutantResult(mutation: mutation.description, path: input.path, runs: runs)
    }

    /// Runs each command, keeping its standard error in `folder`; `outside` lists what is outside the output after
    /// a run (it must not change).
    private func run(_ commands: [[String]], in folder: URL, outside: (() -> String)? = nil) async throws
        -> [(command: [String], verdict: RunVerdict, failed: Bool)] {
        var runs: [(command: [String], verdict: RunVerdict, failed: Bool)] = []
        let before = outside?()
        for command in commands {
            let errors = folder.appendingPathComponent("stderr.txt")
            let outcome = try await SupervisedProcess(executable: storyflow, arguments: command, standardError: errors).run(timeout: timeLimit)
            let text = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
            var verdict = RunVerdict(outcome: outcome, standardError: text)
            if verdict == .clean, let before, let after = outside?(), after != before {
                verdict = .wroteOutside("before: \(before.prefix(150)); after: \(after.prefix(150))")
            }
            runs.append((command, verdict, outcome == .exited(status: 1)))
        }
        return runs
    }

    /// A folder of Swift sources (``Mutator/sourceApp`` and a hostile addition) scanned, reviewed and exported: each
    /// run must end cleanly and write nothing into the sources.
    private func runSource(mutantNumber: Int, mutator: inout Mutator) async throws -> MutantResult {
        let mutant = mutator.sourceMutant()
        let folder = work.appendingPathComponent("mutants/\(mutantNumber)")
        let app = folder.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try Data(Mutator.sourceApp.utf8).write(to: app.appendingPathComponent("App.swift"))
        try mutant.materialize(in: app)
        defer { mutant.restore(in: app) }
        let out = folder.appendingPathComponent("out").path
        let commands: [[String]] = [
            ["scan", app.path, "--format", "dot", "--output", out], ["review", app.path], ["export", app.path, "--format", "json", "--output", out],
        ]
        let runs = try await run(commands, in: folder) { Self.listing(of: app) }
        mutant.restore(in: app)
        if runs.allSatisfy({ $0.verdict == .clean }) { try? FileManager.default.removeItem(at: folder) }
        return MutantResult(mutation: "source: \(mutant.mutation)", path: app.path, runs: runs)
    }

    /// `storyflow diff --git=REV` in a repository beside a file it must not touch.
    private func runGitRevision(mutantNumber: Int, mutator: inout Mutator) async throws -> MutantResult {
        let mutation = mutator.gitRevisionMutation()
        let folder = work.appendingPathComponent("mutants/\(mutantNumber)")
        let repository = folder.appendingPathComponent("repository")
        try FileManager.default.createDirectory(at: repository.appendingPathComponent("flows"), withIntermediateDirectories: true)
        try Data(#"{"name": "F", "scenes": [{"id": "A", "kind": "viewController"}]}"#.utf8).write(to: repository.appendingPathComponent("flows/f.json"))
        let victim = folder.appendingPathComponent("victim")
        try Data("precious\n".utf8).write(to: victim)
        for arguments in [["init", "-q"], ["add", "."], ["-c", "user.name=Campaign", "-c", "user.email=campaign@example.com", "commit", "-qm", "base"]] {
            _ = try await SupervisedProcess(executable: URL(fileURLWithPath: "/usr/bin/git"), arguments: ["-C", repository.path] + arguments)
                .run(timeout: timeLimit)
        }
        let revision = mutation.revision(victim: victim.path)
        let command = ["diff", "--git=\(revision)", repository.appendingPathComponent("flows/f.json").path]
        let runs = try await run([command], in: folder) {
            Self.listing(of: folder) + String(decoding: (try? Data(contentsOf: victim)) ?? Data(), as: UTF8.self)
        }
        if runs.allSatisfy({ $0.verdict == .clean }) { try? FileManager.default.removeItem(at: folder) }
        return MutantResult(mutation: "diff --git: \(mutation)", path: folder.path, runs: runs)
    }

    /// The names and sizes under `folder` (its output and standard-error file left out), one per line.
    private static func listing(of folder: URL) -> String {
        let names = (FileManager.default.subpaths(atPath: folder.path) ?? []).filter {
            !$0.hasPrefix("out") && $0 != "stderr.txt" && !$0.hasPrefix("repository/.git/")
        }
        return names.sorted().map { name in
            let size = (try? FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(name).path)[.size] as? Int) ?? -1
            return "\(name) \(size)"
        }.joined(separator: "\n")
    }
}
