import Foundation
import Testing

/// The pull-request action's script (`scripts/pull-request-comment`, which `action.yml` runs) end to
/// end, without network: a pull request pushed to a local bare repository, the built `storyflow`, and
/// a stand-in `gh` (`PullRequestAction/gh`) that records its calls and keeps the comments.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/git") && FileManager.default.isExecutableFile(atPath: "/usr/bin/jq"),
                "git or jq is not installed: pull-request action test skipped"))
struct PullRequestActionTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let script = repository.appendingPathComponent("scripts/pull-request-comment").path
    static let fakeGH = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("PullRequestAction/gh").path
    static let marker = "<!-- storyflow-diff -->"

    /// Runs a bash script in `directory` with `environment` added; returns its exit status and output.
    @discardableResult
    func shell(_ script: String, in directory: URL, environment: [String: String] = [:]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-euo", "pipefail", "-c", script]
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment.merging([
            "GIT_AUTHOR_NAME": "Dev", "GIT_AUTHOR_EMAIL": "dev@example.com", "GIT_COMMITTER_NAME": "Dev", "GIT_COMMITTER_EMAIL": "dev@example.com",
        ]) { $1 }) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readToEndRetryingInterrupts()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func eachPushRendersPublishesAndUpdatesOneComment() throws {
        let sandbox = try StoryflowProcess()
        let root = sandbox.directory
        let refactors = RefactorDiffCommandTests.refactors.path
        // The app on main, pushed to a bare repository; a pull request splits its storyboard and presents About.
        try shell("""
            git init -q --bare origin.git
            git clone -q origin.git work 2>/dev/null
            cd work && git checkout -q -b main
            mkdir App && cp -R '\(refactors)/OneFile/Base.lproj' App/
            git add . && git commit -qm 'The app' && git push -q origin main
            git checkout -q -b split
            rm -r App/Base.lproj && cp -R '\(refactors)/Split/Base.lproj' App/
            sed -i 's/kind="show" identifier="ShowAbout"/kind="presentation" identifier="ShowAbout"/' App/Base.lproj/Settings.storyboard
            git add -A . && git commit -qm 'Split the storyboard' && git push -q origin split
            mkdir ../gh-state && echo '[{"id": 7, "body": "Looks good to me"}]' >../gh-state/comments.json
            """, in: root)
        let work = root.appendingPathComponent("work")
        let environment = [
            "STORYFLOW": StoryflowProcess.executable.path, "STORYFLOW_BASE_REF": "main", "STORYFLOW_PATHS": "App/Base.lproj\n",
            "STORYFLOW_PR": "42", "GITHUB_REPOSITORY": "owner/app", "GITHUB_SERVER_URL": "https://github.example",
            "GH": Self.fakeGH, "FAKE_GH": root.appendingPathComponent("gh-state").path,
        ]
        let render = try shell("'\(Self.script)' render ../out", in: work, environment: environment)
        #expect(render.status == 0, "\(render.output)")
        let head = try shell("git rev-parse HEAD", in: work).output.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(sandbox.text(of: "out/pr-number") == "42\n")
        #expect(sandbox.text(of: "out/head-sha") == head + "\n")

        let post = try shell("'\(Self.script)' post ../out", in: work, environment: environment)
        #expect(post.status == 0, "\(post.output)")
        #expect(post.output.contains("posted a comment on pull request #42"))

        // The PNG is on an orphan branch of the bare repository, and the comment links it by commit.
        let images = try shell("git -C origin.git rev-list storyflow-images && git -C origin.git ls-tree -r --name-only storyflow-images", in: root).output
        let lines = images.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "one commit without parent, one file: \(images)")
        #expect(lines.last == "pr-42/\(head)/Main-diff.png")
        let comments = try #require(try JSONSerialization.jsonObject(with: sandbox.contents(of: "gh-state/comments.json") ?? Data()) as? [[String: Any]])
        #expect(comments.count == 2)
        let body = try #require(comments.last?["body"] as? String)
        #expect(body.hasPrefix(Self.marker + "\n### Navigation changes: Main\n\n1 segue: 1 changed\n\n"))
        #expect(body.contains("- 3 scenes moved from App/Base.lproj/Main.storyboard to App/Base.lproj/Settings.storyboard\n"))
        #expect(body.contains("\n- segue ShowAbout: show\n+ segue ShowAbout: present\n"))
        #expect(body.contains("**Review findings this change introduces**"))
        #expect(body.contains("![Navigation changes: both versions, laid out once](https://github.example/owner/app/raw/\(lines[0])/pr-42/\(head)/Main-diff.png)"))
        #expect(body.contains("<details><summary>Mermaid diagram</summary>\n\n### Navigation changes: Main\n\n```mermaid\n"))
        #expect(body.hasSuffix("</details>\n"))
        #expect(!body.contains("storyflow-image:") && !body.contains(root.path))

        // The next push updates the same comment and adds the new PNG to the branch.
        try shell("""
            git checkout -q App/Base.lproj/Settings.storyboard 2>/dev/null || true
            sed -i 's/kind="presentation" identifier="ShowAbout"/kind="show" identifier="ShowAbout"/' App/Base.lproj/Settings.storyboard
            git commit -qam 'Show About again' && git push -q origin split
            rm -r ../out
            """, in: work)
        #expect(try shell("'\(Self.script)' render ../out && '\(Self.script)' post ../out", in: work, environment: environment).status == 0)
        let updated = try #require(try JSONSerialization.jsonObject(with: sandbox.contents(of: "gh-state/comments.json") ?? Data()) as? [[String: Any]])
        #expect(updated.count == 2, "updated, not posted again")
        #expect((updated.last?["body"] as? String)?.contains("\nno navigation changes\n") == true)
        #expect(updated.first?["body"] as? String == "Looks good to me")
        let calls = sandbox.text(of: "gh-state/calls.log").split(separator: "\n")
        #expect(calls.filter { $0.hasPrefix("gh api -X POST repos/owner/app/issues/42/comments -F body=@") }.count == 1)
        #expect(calls.filter { $0.hasPrefix("gh api -X PATCH repos/owner/app/issues/comments/8 -F body=@") }.count == 1)
        #expect(try shell("git -C origin.git rev-list --count storyflow-images", in: root).output == "2\n")
    }

    /// After a workflow_run, the folder comes from the pull request's own run (a fork's, maybe): it is
    /// posted only when the pull request is at the commit the run was for.
    @Test func postRefusesAFolderAboutAnotherCommit() throws {
        let sandbox = try StoryflowProcess()
        let root = sandbox.directory
        let head = String(repeating: "a", count: 40), other = String(repeating: "b", count: 40)
        try shell("""
            mkdir out gh-state && echo 5 >out/pr-number && echo \(head) >out/head-sha
            printf '%s\\nhello\\n' '\(Self.marker)' >out/comment.md
            echo '[]' >gh-state/comments.json && echo '{"head": {"sha": "\(other)"}}' >gh-state/pull.json
            """, in: root)
        let environment = ["GITHUB_REPOSITORY": "owner/app", "GH": Self.fakeGH, "FAKE_GH": root.appendingPathComponent("gh-state").path,
                           "STORYFLOW_EXPECTED_HEAD_SHA": head]
        let refused = try shell("'\(Self.script)' post out", in: root, environment: environment)
        #expect(refused.status == 1)
        #expect(refused.output.contains("pull request #5 is at \(other), not at the run's commit \(head)"))
        #expect(sandbox.text(of: "gh-state/comments.json") == "[]\n")

        try shell("echo 'x; rm -rf /' >out/pr-number", in: root)
        let hostile = try shell("'\(Self.script)' post out", in: root, environment: environment)
        #expect(hostile.status == 1 && hostile.output.contains("pr-number is not a number"))
    }

    /// action.yml runs the script tested here, in both modes, and uses only the inputs it declares.
    @Test func theActionRunsThisScriptWithItsDeclaredInputs() throws {
        let action = try String(contentsOf: Self.repository.appendingPathComponent("action.yml"), encoding: .utf8)
        #expect(action.contains(#""$GITHUB_ACTION_PATH/scripts/pull-request-comment" render "$FOLDER""#))
        #expect(action.contains(#""$GITHUB_ACTION_PATH/scripts/pull-request-comment" post "$FOLDER""#))
        let lines = action.split(separator: "\n")
        let declared = Set(lines.drop { $0 != "inputs:" }.dropFirst().prefix { $0 != "runs:" }
            .filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") && $0.hasSuffix(":") }
            .map { String($0.dropFirst(2).dropLast()) })
        let used = Set(action.matches(of: /inputs\.([a-z-]+)/).map { String($0.1) })
        #expect(!declared.isEmpty && used.isSubset(of: declared), "undeclared: \(used.subtracting(declared))")
        #expect(declared.subtracting(used) == [], "declared but unused: \(declared.subtracting(used))")
    }
}
