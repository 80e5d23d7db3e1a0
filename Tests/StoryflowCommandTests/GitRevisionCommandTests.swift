import Foundation
import Testing

/// `diff --git REV` hands git only a resolved commit id: a revision written like an option (`--output=FILE`,
/// `-oFILE`, `--remote=…`) once made `git archive` truncate FILE or contact a remote.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/git"), "git is not installed: --git test skipped"))
struct GitRevisionCommandTests {
    static let options = ["--output=VICTIM", "-oVICTIM", "--remote=file:///nonexistent/repository", "--exec=touch PWNED", "-", "--"]

    private func repository() throws -> StoryflowProcess {
        let process = try StoryflowProcess()
        try process.commitFlowBesideVictim()
        return process
    }

    @Test(arguments: options)
    func aRevisionWrittenLikeAnOptionIsAnUnknownRevisionAndWritesNothing(option: String) throws {
        let process = try repository()
        let revision = option.replacingOccurrences(of: "VICTIM", with: process.file("victim").path)
        let result = try process.run("diff", "--git=\(revision)", "flows/f.json")
        #expect(result.exitCode == 1)
        #expect(result.standardError == "flows/f.json: error: cannot read revision '\(revision)' with git: no commit has that name in the repository\n")
        #expect(process.text(of: "victim") == "precious\n")
        #expect(process.writtenFiles == [".git", "flows", "victim"])
    }

    @Test func aRevisionNameIsResolvedAndRead() throws {
        let process = try repository()
        let result = try process.run("diff", "--git", "HEAD~0", "flows/f.json")
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardOutput == "### Navigation changes: F\n\nno navigation changes\n")
    }
}

extension StoryflowProcess {
    /// Makes the command's folder a git repository with one commit: `flows/f.json` (flow `F`, one scene) and
    /// `victim`, a file holding `precious` that no command may change.
    func commitFlowBesideVictim() throws {
        try FileManager.default.createDirectory(at: file("flows"), withIntermediateDirectories: true)
        try write(#"{"name": "F", "scenes": [{"id": "A", "kind": "viewController"}]}"#, to: "flows/f.json")
        try write("precious\n", to: "victim")
        for arguments in [["init", "-q"], ["add", "."], ["-c", "user.name=Test", "-c", "user.email=test@example.com", "commit", "-qm", "base"]] {
            #expect(try runGit(arguments) == 0)
        }
    }
}
