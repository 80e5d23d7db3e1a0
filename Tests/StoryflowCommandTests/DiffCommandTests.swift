import Foundation
import Testing

@Suite struct DiffCommandTests {
    /// Ratings exported as JSON, and a copy without Gestures whose Add Player is pushed, not presented.
    private func writeRatingsVersions(in process: StoryflowProcess) throws {
        let export = try process.run("export", "Ratings")
        try process.write(export.standardOutput, to: "base.json")
        var json = try #require(try JSONSerialization.jsonObject(with: Data(export.standardOutput.utf8)) as? [String: Any])
        var scenes = try #require(json["scenes"] as? [[String: Any]])
        var segues = try #require(json["segues"] as? [[String: Any]])
        scenes.removeAll { $0["id"] as? String == "Gestures" }
        segues.removeAll { $0["destination"] as? String == "Gestures" }
        let index = try #require(segues.firstIndex { $0["identifier"] as? String == "AddPlayer" })
        segues[index]["kind"] = "show"
        segues[index]["presentation"] = nil
        json["scenes"] = scenes
        json["segues"] = segues
        try process.write(String(decoding: try JSONSerialization.data(withJSONObject: json), as: UTF8.self), to: "head.json")
    }

    @Test func markdownSummaryOfTwoJSONVersions() throws {
        let process = try StoryflowProcess()
        try writeRatingsVersions(in: process)
        let result = try process.run("diff", "base.json", "head.json")
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardOutput.hasPrefix("### Navigation changes: Ratings\n"))
        #expect(result.standardOutput.contains("\n- scene Gestures\n"))
        #expect(result.standardOutput.contains("\n- segue tab 2 (relationship) Tabs → Gestures\n"))
        #expect(result.standardOutput.contains("\n- segue AddPlayer: present\n+ segue AddPlayer: show\n"))
        #expect(result.standardOutput.contains(#"\[push-navigation-controller\]"#))
    }

    @Test func failOnExitCodes() throws {
        let process = try StoryflowProcess()
        try writeRatingsVersions(in: process)
        for failOn in ["removed", "any"] {
            let result = try process.run("diff", "base.json", "head.json", "--fail-on", failOn)
            #expect(result.exitCode == 1, "--fail-on \(failOn): exit \(result.exitCode), \(result.standardError)")
        }
        // Only additions: nothing removed.
        #expect(try process.run("diff", "head.json", "base.json", "--fail-on", "removed").exitCode == 0)
        // A built-in flow and its own export are the same flow.
        let same = try process.run("diff", "Ratings", "base.json", "--fail-on", "any")
        #expect(same.exitCode == 0)
        #expect(same.standardOutput.contains("no navigation changes"))
    }

    @Test func jsonToAFile() throws {
        let process = try StoryflowProcess()
        try writeRatingsVersions(in: process)
        let result = try process.run("diff", "base.json", "head.json", "--format", "json", "--output", "changes.json")
        #expect(result.exitCode == 0, "\(result.standardError)")
        let json = try #require(try JSONSerialization.jsonObject(with: process.contents(of: "changes.json") ?? Data()) as? [String: Any])
        let changes = try #require(json["changes"] as? [[String: Any]])
        #expect(changes.map { $0["status"] as? String } == ["removed", "removed", "changed"])
        #expect((json["findings"] as? [[String: Any]])?.first?["rule"] as? String == "push-navigation-controller")
    }

    @Test func diagramsOfEachSide() throws {
        let process = try StoryflowProcess()
        try writeRatingsVersions(in: process)
        let result = try process.run("diff", "base.json", "head.json", "--format", "svg", "--side", "both", "--side", "base", "--side", "head", "-o", "out")
        #expect(result.exitCode == 0, "\(result.standardError)")
        let overlay = process.text(of: "out/Ratings-diff.svg"), base = process.text(of: "out/Ratings-base.svg"), head = process.text(of: "out/Ratings-head.svg")
        // Graphviz leaves invisible nodes out of the SVG: the removed scene is only in the base and the overlay.
        #expect(overlay.contains(#"class="node scene viewController removed""#))
        #expect(overlay.contains("− removed"))
        #expect(base.contains(#"id="scene&#45;Gestures""#))
        #expect(!head.contains(#"id="scene&#45;Gestures""#))
        #expect(overlay.contains("(present → show)"))
        #expect(head.contains(#"class="edge segue show changed""#))
        #expect(!base.contains(#"class="edge segue show changed""#))
        #expect(result.standardError.contains("wrote out/Ratings-head.svg"))
    }

    /// A big flow's diff (laid out in a worker) still draws a changed scene as each version has it.
    @Test func eachSideOfABigDiffDrawsItsOwnVersionOfAChangedScene() throws {
        let process = try StoryflowProcess()
        let base = try process.run("generate", "--scenes", "250", "--shape", "app").standardOutput
        try process.write(base, to: "base.json")
        try process.write(base.replacingOccurrences(of: "\"Scene 16\"", with: "\"Renamed Sixteen\""), to: "head.json")
        // Sides are listed like formats, separated by commas.
        let result = try process.run("diff", "base.json", "head.json", "--format", "svg", "--side", "base,head", "-o", "out")
        #expect(result.exitCode == 0, "\(result.standardError)")
        let name = "Synthetic-app-250"
        #expect(!FileManager.default.fileExists(atPath: process.file("out/\(name)-diff.svg").path))
        #expect(process.text(of: "out/\(name)-base.svg").contains(">Scene 16<"))
        #expect(!process.text(of: "out/\(name)-base.svg").contains(">Renamed Sixteen<"))
        #expect(process.text(of: "out/\(name)-head.svg").contains(">Renamed Sixteen<"))
    }

    @Test func mermaidOfADiffAndOfAFlow() throws {
        let process = try StoryflowProcess()
        try writeRatingsVersions(in: process)
        let diff = try process.run("diff", "base.json", "head.json", "--format", "mermaid")
        #expect(diff.exitCode == 0, "\(diff.standardError)")
        #expect(diff.standardOutput.hasPrefix("### Navigation changes: Ratings\n\n```mermaid\n%% Storyflow: Ratings\n"))
        #expect(diff.standardOutput.contains("  class s3 removed\n"))
        let export = try process.run("export", "--format", "mermaid", "Ratings", "FriendList", "--output", "mermaid")
        #expect(export.exitCode == 0, "\(export.standardError)")
        #expect(process.text(of: "mermaid/Ratings.md").contains("  s5 -->|\"PickGame · Game\"| s6\n"))
        #expect(process.text(of: "mermaid/FriendList.md").hasPrefix("### FriendList\n\n```mermaid\n"))
    }

    @Test func wrongArgumentsAreCommandLineErrors() throws {
        let process = try StoryflowProcess()
        #expect(try process.run("diff", "Ratings").exitCode == 64)
        #expect(try process.run("diff", "--git", "HEAD", "a", "b").exitCode == 64)
        let missing = try process.run("diff", "Ratings", "Nope")
        #expect(missing.exitCode == 1)
        #expect(missing.standardError.contains("error: no built-in flow or file named 'Nope'"))
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/git"), "git is not installed: --git test skipped"))
    func gitRevisionOfAStoryboardFolder() throws {
        let process = try StoryflowProcess()
        let folder = process.file("App/Base.lproj")
        try FileManager.default.createDirectory(at: folder.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: StoryflowProcess.fixtures.appendingPathComponent("Segues/Base.lproj"), to: folder)
        for arguments in [["init", "-q"], ["add", "."], ["-c", "user.name=Test", "-c", "user.email=test@example.com", "commit", "-qm", "base"]] {
            #expect(try process.runGit(arguments) == 0)
        }
        let storyboard = folder.appendingPathComponent("Main.storyboard")
        var text = try String(contentsOf: storyboard, encoding: .utf8)
        text = text.replacingOccurrences(of: #"kind="show" identifier="Show" id="Sgu-Sg-Shw""#, with: #"kind="presentation" identifier="Show" id="Sgu-Sg-Shw""#)
        text = text.replacingOccurrences(of: #"identifier="ShowItem""#, with: #"identifier="OpenItem""#)
        try text.write(to: storyboard, atomically: true, encoding: .utf8)

        let result = try process.run("diff", "--git", "HEAD", "App/Base.lproj")
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("\n- segue Show: show\n+ segue Show: present\n"))
        #expect(result.standardOutput.contains("\n- segue ShowItem: identifier: ShowItem\n+ segue OpenItem: identifier: OpenItem\n"))
        #expect(result.standardOutput.contains("2 segues: 2 changed"))
        // A loading warning both versions share prints once, and never names the temporary copy.
        #expect(result.standardError.components(separatedBy: "(object 'Unw-Sg-Orp')").count == 2)
        #expect(!result.standardError.contains("storyflow-git-"))
        // A folder that did not exist at the revision: everything in it is new.
        try FileManager.default.copyItem(at: folder, to: process.file("App/New.lproj"))
        let new = try process.run("diff", "--git", "HEAD", "App/New.lproj")
        #expect(new.exitCode == 0, "\(new.standardError)")
        #expect(new.standardOutput.contains("\n+ scene Home (viewController)\n"))
        #expect(!new.standardOutput.contains("\n- scene") && !new.standardOutput.contains("\n- segue"))
        let unknown = try process.run("diff", "--git", "no-such-revision", "App/Base.lproj")
        #expect(unknown.exitCode == 1)
        #expect(unknown.standardError.contains("error: cannot read revision 'no-such-revision' with git"))
    }

    @Test(StoryflowProcess.corpusRequired) func twoVersionsOfACorpusStoryboard() throws {
        let process = try StoryflowProcess()
        try process.copyAsBaseAndHead(StoryflowProcess.corpus.appendingPathComponent("huydemi+Ratings/Ratings/Base.lproj"))
        let players = process.file("head/Players.storyboard")
        var text = try String(contentsOf: players, encoding: .utf8)
        text = text.replacingOccurrences(of: #"kind="presentation" id="Vri-F8-bhZ""#, with: #"kind="show" id="Vri-F8-bhZ""#)
            .replacingOccurrences(of: "Prg-CZ-8fN", with: "NEW-id-000")
            .split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains(#"id="5JX-eY-zFb""#) }.joined(separator: "\n")
        try text.write(to: players, atomically: true, encoding: .utf8)

        let result = try process.run("diff", "base", "head")
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("\n- scene Choose Game: id: Players/Prg-CZ-8fN\n+ scene Choose Game: id: Players/NEW-id-000\n"))
        #expect(result.standardOutput.contains("\n- segue bar button '+': present\n+ segue bar button '+': show\n"))
        #expect(result.standardOutput.contains("\n- segue cancelToPlayersViewController: (unwind) Add Player → Players (table view controller)\n"))
        #expect(result.standardOutput.contains(#"\[push-navigation-controller\]"#))
    }
}

extension StoryflowProcess {
    /// Runs `git arguments…` in the command's folder and returns its exit status.
    func runGit(_ arguments: [String]) throws -> Int32 {
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/git")
        git.arguments = arguments
        git.currentDirectoryURL = directory
        git.standardOutput = FileHandle.nullDevice
        git.standardError = FileHandle.nullDevice
        try git.run()
        git.waitUntilExit()
        return git.terminationStatus
    }
}
