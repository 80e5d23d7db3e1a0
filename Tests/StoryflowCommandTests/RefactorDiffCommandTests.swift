import Foundation
import Testing

/// `storyflow diff` on refactors of one app (`Tests/StoryflowDiffTests/Refactors`): a split, a rename
/// or a move reports no change, only the files scenes moved between, with paths relative to the
/// repository or to the folders compared.
@Suite struct RefactorDiffCommandTests {
    /// The refactor fixtures, read from the source tree.
    static let refactors = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("StoryflowDiffTests/Refactors")

    /// Copies a refactor fixture to `destination` in the process's folder, replacing what is there.
    private func place(_ fixture: String, at destination: String, in process: StoryflowProcess) throws {
        let target = process.file(destination)
        try? FileManager.default.removeItem(at: target)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.refactors.appendingPathComponent(fixture), to: target)
    }

    @Test func twoFoldersOfARefactoredAppDifferOnlyByMoves() throws {
        let process = try StoryflowProcess()
        try place("OneFile", at: "before", in: process)
        try place("Split", at: "after", in: process)
        let result = try process.run("diff", "before", "after")
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardOutput == """
            ### Navigation changes: Main

            no navigation changes

            - 5 scenes moved from Base.lproj/Main.storyboard to Base.lproj/Recipes.storyboard
            - 3 scenes moved from Base.lproj/Main.storyboard to Base.lproj/Settings.storyboard

            """)
        let json = try process.run("diff", "before", "after", "--format", "json")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        #expect((document["changes"] as? [Any])?.isEmpty == true)
        let moves = try #require(document["moves"] as? [[String: Any]])
        #expect(moves.map { $0["to"] as? String } == ["Base.lproj/Recipes.storyboard", "Base.lproj/Settings.storyboard"])
        #expect(moves.first?["from"] as? String == "Base.lproj/Main.storyboard")
        #expect((moves.last?["scenes"] as? [String])?.contains("Settings/Nav-St-001") == true)
        #expect(try process.run("diff", "before", "after", "--fail-on", "any").exitCode == 0, "a pure refactor fails nothing")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/git"), "git is not installed: --git test skipped"))
    func gitDiffOfARenameAndAMoveNamesFilesFromTheRepositoryRoot() throws {
        let process = try StoryflowProcess()
        try place("Split", at: "App", in: process)
        for arguments in [["init", "-q"], ["add", "."], ["-c", "user.name=Test", "-c", "user.email=test@example.com", "commit", "-qm", "base"]] {
            #expect(try process.runGit(arguments) == 0)
        }
        try place("Renamed", at: "App", in: process)
        // A real change beside the rename: About is presented, not shown, and nothing leads back.
        try process.edit("App/Base.lproj/Preferences.storyboard") {
            $0.replacingOccurrences(of: #"kind="show" identifier="ShowAbout""#, with: #"kind="presentation" identifier="ShowAbout""#)
        }

        let result = try process.run("diff", "--git", "HEAD", "App")
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("\n1 segue: 1 changed\n\n- 3 scenes moved from App/Base.lproj/Settings.storyboard to App/Base.lproj/Preferences.storyboard\n"))
        #expect(result.standardOutput.contains("\n- segue ShowAbout: show\n+ segue ShowAbout: present\n"))
        #expect(!result.standardOutput.contains("id:"), "no id changes: \(result.standardOutput)")
        // Findings name files from the repository's root, never a temporary copy or an absolute path.
        #expect(result.standardOutput.contains("\n- App/Base.lproj/Preferences.storyboard:"))
        #expect(!result.standardOutput.contains(process.directory.path) && !result.standardOutput.contains("storyflow-git-"))

        try place("Moved", at: "App", in: process)
        let moved = try process.run("diff", "--git", "HEAD", "App")
        #expect(moved.standardOutput.contains("\nno navigation changes\n\n- 3 scenes moved from App/Base.lproj/Settings.storyboard to App/Settings/Base.lproj/Settings.storyboard\n"))
    }

    @Test func findingsOfAFolderNameFilesFromTheCurrentDirectory() throws {
        let process = try StoryflowProcess()
        try place("Split", at: "App", in: process)
        let review = try process.run("review", "App")
        #expect(review.standardOutput.hasPrefix("App/Base.lproj/Recipes.storyboard:93: note: 'Navigation Controller' is presented as a sheet"), "\(review.standardOutput)")
        #expect(!review.standardOutput.contains(process.directory.path))
    }

    @Test func aFolderOfLocalisedCopiesIsOneStoryboardInEveryCommand() throws {
        let process = try StoryflowProcess()
        try place("Localized", at: "App", in: process)
        let export = try process.run("export", "--format", "json", "App")
        #expect(export.exitCode == 0, "\(export.standardError)")
        #expect(export.standardOutput.components(separatedBy: #""kind" : "navigationController""#).count - 1 == 3)
        #expect(!export.standardOutput.contains("Einstellungen"))
        try place("OneFile", at: "One", in: process)
        #expect(try process.run("diff", "One", "App").standardOutput.contains("\nno navigation changes\n"))
    }

    /// A real app already split by Refactor to Storyboard (huydemi/Ratings: Main references Players),
    /// its Players storyboard renamed Roster and localised into German: no change, one move, and the
    /// baseline of the original still matches.
    @Test(StoryflowProcess.corpusRequired) func aCorpusAppRenamedAndLocalisedIsTheSameNavigation() throws {
        let process = try StoryflowProcess()
        try process.copyAsBaseAndHead(StoryflowProcess.corpus.appendingPathComponent("huydemi+Ratings/Ratings"))
        try process.edit("head/Base.lproj/Main.storyboard") { $0.replacingOccurrences(of: #"storyboardName="Players""#, with: #"storyboardName="Roster""#) }
        try FileManager.default.moveItem(at: process.file("head/Base.lproj/Players.storyboard"), to: process.file("head/Base.lproj/Roster.storyboard"))
        try FileManager.default.copyItem(at: process.file("head/Base.lproj"), to: process.file("head/de.lproj"))

        let result = try process.run("diff", "base", "head")
        #expect(result.exitCode == 0, "\(result.standardError)")
        let moves = result.standardOutput.split(separator: "\n").filter { $0.hasPrefix("- ") }
        #expect(result.standardOutput.contains("\nno navigation changes\n"), "\(result.standardOutput)")
        #expect(moves.count == 1 && moves[0].hasSuffix(" scenes moved from Base.lproj/Players.storyboard to Base.lproj/Roster.storyboard"), "\(moves)")
        // The one loading warning both versions have prints once, though its ids name the new file.
        #expect(result.standardError.components(separatedBy: "(object 'kKn-hf-ffC')").count == 2, "\(result.standardError)")
        try process.write(try process.run("baseline", "base").standardOutput, to: "navigation.txt")
        #expect(try process.run("check", "navigation.txt", "head").exitCode == 0)
    }
}

extension StoryflowProcess {
    /// Copies `original` into the process's folder twice, as `base` and `head`.
    func copyAsBaseAndHead(_ original: URL) throws {
        try FileManager.default.copyItem(at: original, to: file("base"))
        try FileManager.default.copyItem(at: original, to: file("head"))
    }

    /// Rewrites a text file of the process's folder.
    func edit(_ path: String, _ change: (String) -> String) throws {
        try change(try String(contentsOf: file(path), encoding: .utf8)).write(to: file(path), atomically: true, encoding: .utf8)
    }
}
