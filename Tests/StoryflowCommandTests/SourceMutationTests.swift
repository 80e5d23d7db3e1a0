import Foundation
import StoryflowMutation
import Testing

/// The campaign's Swift-source and `diff --git` mutants, through the command: every one ends cleanly, the app
/// beside a hostile file is still drawn, and nothing is written outside the output.
@Suite struct SourceMutationTests {
    @Test func sourceMutantsFollowFromTheSeedAndCoverEveryMutation() {
        var first = Mutator(seed: 5), second = Mutator(seed: 5)
        var seen: Set<SourceMutation> = []
        for _ in 0 ..< 200 {
            let (a, b) = (first.sourceMutant(), second.sourceMutant())
            #expect(a.mutation == b.mutation && a.files == b.files && a.links == b.links)
            seen.insert(a.mutation)
        }
        #expect(seen == Set(SourceMutation.allCases))
    }

    @Test(arguments: SourceMutation.allCases)
    func everySourceMutationIsSkippedWithAWarningAndTheAppIsStillScanned(mutation: SourceMutation) throws {
        var mutator = Mutator(seed: 11)
        var mutant = mutator.sourceMutant()
        while mutant.mutation != mutation { mutant = mutator.sourceMutant() }
        let storyflow = try StoryflowProcess()
        let app = storyflow.file("App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try Data(Mutator.sourceApp.utf8).write(to: app.appendingPathComponent("App.swift"))
        try mutant.materialize(in: app)
        defer { mutant.restore(in: app) }
        let result = try storyflow.run("scan", "App", "--format", "dot", "--output", "out")
        #expect(result.exitCode == 0, "\(mutation): \(result.standardError.prefix(500))")
        let lines = result.standardError.split(separator: "\n").map(String.init)
        #expect(lines.allSatisfy(CleanFailure.isDiagnostic), "\(mutation): \(result.standardError.prefix(500))")
        #expect(storyflow.text(of: "out/App.dot").contains("Detail"), "\(mutation)")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/git"), "git is not installed: --git test skipped"))
    func everyGitRevisionMutationIsRefusedOrReadAndTouchesNothing() throws {
        let storyflow = try StoryflowProcess()
        try storyflow.commitFlowBesideVictim()
        for mutation in GitRevisionMutation.allCases {
            let result = try storyflow.run("diff", "--git=\(mutation.revision(victim: storyflow.file("victim").path))", "flows/f.json")
            #expect(result.exitCode == (mutation == .validRevision ? 0 : 1), "\(mutation): \(result.standardError.prefix(300))")
            #expect(result.standardError.split(separator: "\n").allSatisfy { CleanFailure.isDiagnostic(String($0)) }, "\(mutation)")
            #expect(storyflow.text(of: "victim") == "precious\n", "\(mutation)")
            #expect(storyflow.writtenFiles == [".git", "flows", "victim"], "\(mutation)")
        }
    }
}
