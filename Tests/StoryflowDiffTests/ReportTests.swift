import Foundation
import Storyflow
import StoryflowDiff
import StoryflowReview
import Testing

@Suite struct ReportTests {
    /// Ratings after a change: Gestures gone, Add Player pushed instead of presented, a Settings
    /// screen shown from Players, Players retitled and given an Edit button.
    static func editedRatings() throws -> (base: Flow, head: Flow) {
        let base = try Flow.ratings()
        let addPlayer = try #require(base.segues.first { $0.identifier == "AddPlayer" })
        var head = base.removingScene("Gestures")
            .editingSegue(addPlayer.id) { $0.kind = .show; $0.presentation = nil }
            .editingScene("Players") { scene in
                scene.title = "All Players"
                scene.content.navigationBar?.leftItems.append(BarButton(id: "edit", systemItem: .edit))
            }
        head.scenes.append(Scene(id: "Settings", title: "Settings"))
        head.segues.append(Segue(id: "Players.ShowSettings", kind: .show, source: "Players", destination: "Settings",
                                 identifier: "ShowSettings", trigger: Trigger(kind: .barButton, elementID: "edit", title: "Edit")))
        return (base, head)
    }

    @Test func markdownSummaryMatchesTheGoldenFile() throws {
        let (base, head) = try Self.editedRatings()
        let findings = FlowReviewer().findingsIntroduced(from: base, to: head).map { $0.diagnostic(flowName: head.name) }
        let text = MarkdownDiffReport(diff: FlowDiff(base: base, head: head), newFindings: findings).text
        try GoldenFile("ratings-edited.md").check(text)
        #expect(text.contains("+ segue ShowSettings (show) All Players → Settings\n"))
        #expect(text.contains("- scene Gestures\n"))
        // A change is its old line and its new line, which GitHub colours.
        #expect(text.contains("\n- segue AddPlayer: present\n+ segue AddPlayer: show\n"))
        #expect(text.contains("\n- scene Players: title: Players\n+ scene All Players: title: All Players; content: +bar button 'Edit'\n"))
        #expect(!text.contains("\n~ "))
        #expect(text.contains(#"\[push-navigation-controller\]"#))
    }

    @Test func markdownOfNoChange() throws {
        let text = MarkdownDiffReport(diff: FlowDiff(base: try .ratings(), head: try .ratings())).text
        #expect(text == "### Navigation changes: Ratings\n\nno navigation changes\n")
    }

    @Test func longListsStopAtTheLimitAndCountTheRest() throws {
        let (base, head) = try Self.editedRatings()
        let text = MarkdownDiffReport(diff: FlowDiff(base: base, head: head), maximumLength: 80).text
        // A change's old and new line stay together: the first change takes more than 80 characters.
        #expect(text.contains("\n```diff\n… and 6 more changes (--format json lists them all)\n```"))
        let roomy = MarkdownDiffReport(diff: FlowDiff(base: base, head: head), maximumLength: 120).text
        #expect(roomy.contains("\n- scene Players: title: Players\n+ scene All Players: title: All Players; content: +bar button 'Edit'\n- scene Gestures\n… and 4 more changes"))
    }

    @Test func userTextCannotCloseTheDiffBlock() throws {
        let base = try Flow.ratings()
        let head = base.editingScene("Players") { $0.title = "```\n# Heading" }
        let text = MarkdownDiffReport(diff: FlowDiff(base: base, head: head)).text
        #expect(text.contains("\n````diff\n"))
        #expect(text.hasSuffix("\n````\n"))
    }

    @Test func jsonListsEveryChangeWithItsDifferences() throws {
        let (base, head) = try Self.editedRatings()
        let data = try JSONDiffReport(diff: FlowDiff(base: base, head: head)).data()
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let counts = try #require(json["counts"] as? [String: [String: Int]])
        #expect(counts["scenes"] == ["added": 1, "removed": 1, "changed": 1])
        #expect(counts["segues"] == ["added": 1, "removed": 1, "changed": 1])
        let changes = try #require(json["changes"] as? [[String: Any]])
        let players = try #require(changes.first { $0["id"] as? String == "Players" })
        let differences = try #require(players["differences"] as? [[String: Any]])
        #expect(differences.first?["aspect"] as? String == "title")
        #expect(differences.last?["added"] as? [String] == ["bar button 'Edit'"])
        #expect(changes.contains { $0["line"] as? String == "~ segue AddPlayer: present → show" })
        #expect(try JSONDiffReport(diff: FlowDiff(base: base, head: head)).data() == data)
    }
}

/// A reviewed expected output in `Golden/`; `RECORD_GOLDEN=1` writes it instead of comparing.
struct GoldenFile {
    let url: URL

    init(_ name: String) {
        url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/\(name)")
    }

    func check(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] != nil {
            try Data(text.utf8).write(to: url)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(text == expected, "differs from \(url.lastPathComponent); RECORD_GOLDEN=1 re-records it", sourceLocation: sourceLocation)
    }
}

/// Every heading and label of a Markdown report is escaped: a flow or scene name cannot become an
/// image, a link, a tag or a new heading in a pull-request comment.
@Suite struct MarkdownEscapingTests {
    static let hostileName = "Pay <img src=x onerror=alert(1)> [x](https://evil.example)\n### Owned"

    @Test func inlineTextEscapesMarkupAndStaysOnOneLine() {
        #expect(MarkdownText.inline(Self.hostileName) == ##"Pay \<img src=x onerror=alert(1)\> \[x\](https://evil.example) \#\#\# Owned"##)
        #expect(MarkdownText.inline("- item") == #"\- item"#)
        #expect(MarkdownText.inline("1. first") == #"1\. first"#)
        #expect(MarkdownText.inline("*a* _b_ `c` ~d~ a|b &amp; ![i](j)") == #"\*a\* \_b\_ \`c\` \~d\~ a\|b \&amp; \!\[i\](j)"#)
        #expect(MarkdownText.inline("Ratings 2.0 - Settings") == "Ratings 2.0 - Settings")
    }

    @Test func diffReportEscapesTheFlowNameAndFindings() throws {
        var base = try Flow.ratings()
        base.name = Self.hostileName
        let head = base.removingScene("Gestures")
        let finding = Diagnostic(.warning, "scene '<img src=x>' is unreachable", location: SourceLocation(file: "[a](b).storyboard", line: 3))
        let text = MarkdownDiffReport(diff: FlowDiff(base: base, head: head), newFindings: [finding]).text
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == ##"### Navigation changes: Pay \<img src=x onerror=alert(1)\> \[x\](https://evil.example) \#\#\# Owned"##)
        #expect(lines.filter { $0.hasPrefix("#") }.count == 1)
        #expect(text.contains(#"- \[a\](b).storyboard:3: warning: scene '\<img src=x\>' is unreachable"#))
    }
}
