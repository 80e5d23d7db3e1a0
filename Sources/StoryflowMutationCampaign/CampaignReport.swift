import StoryflowMutation

/// The figures of a campaign: mutants and runs by mutation, and every run that was not clean.
struct CampaignReport: Sendable {
    /// A run that was not clean, with what reproduces it.
    struct Finding: Sendable {
        var mutantPath: String
        var mutation: String
        var command: [String]
        var verdict: RunVerdict
    }

    var mutants = 0
    var runs = 0
    var mutantsByMutation: [String: Int] = [:]
    var cleanFailures = 0
    var findings: [Finding] = []

    /// Counts one mutant's runs.
    mutating func add(mutation: String, runs results: [(command: [String], verdict: RunVerdict, failed: Bool)], mutantPath: String) {
        mutants += 1
        runs += results.count
        mutantsByMutation[mutation, default: 0] += 1
        for result in results {
            if result.verdict == .clean, result.failed { cleanFailures += 1 }
            if result.verdict != .clean {
                findings.append(Finding(mutantPath: mutantPath, mutation: mutation, command: result.command, verdict: result.verdict))
            }
        }
    }

    /// The count of findings of one kind.
    func count(where isKind: (RunVerdict) -> Bool) -> Int {
        findings.count { isKind($0.verdict) }
    }

    /// The report as Markdown.
    func markdown(seed: UInt64, inputs: Int, seconds: Double) -> String {
        let crashes = count { if case .crashed = $0 { true } else { false } }
        let hangs = count { $0 == .hung }
        let unclear = count { if case .unclear = $0 { true } else { false } }
        let outside = count { if case .wroteOutside = $0 { true } else { false } }
        var lines = [
            "# Mutation campaign", "",
            "seed \(seed), \(inputs) seed inputs, \(Int(seconds.rounded())) s", "",
            "| mutants tried | storyflow runs | clean errors (exit 1) | crashes | hangs | unclear messages | writes outside the output |",
            "|---|---|---|---|---|---|---|",
            "| \(mutants) | \(runs) | \(cleanFailures) | \(crashes) | \(hangs) | \(unclear) | \(outside) |", "",
            "| mutation | mutants |", "|---|---|",
        ]
        let names = Mutation.allCases.map(\.description) + SourceMutation.allCases.map { "source: \($0)" }
            + GitRevisionMutation.allCases.map { "diff --git: \($0)" }
        lines += names.map { "| \($0) | \(mutantsByMutation[$0, default: 0]) |" }
        if !findings.isEmpty {
            lines += ["", "## Findings", ""]
            lines += findings.map { "- \($0.verdict): `storyflow \($0.command.joined(separator: " "))` (\($0.mutation), \($0.mutantPath))" }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
