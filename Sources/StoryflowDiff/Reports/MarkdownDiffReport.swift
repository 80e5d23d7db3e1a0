import Storyflow

/// A diff as Markdown for a pull-request comment: a heading, the counts, the scenes moved between
/// files, the changes in a `diff` block (code hosts colour its `+` and `-` lines; a change is its old
/// `-` line and its new `+` line), and the review findings the change introduces. Every text outside
/// the block is escaped (``MarkdownText``).
///
/// ```swift
/// MarkdownDiffReport(diff: diff, newFindings: findings).text
/// // ### Navigation changes: Ratings
/// //
/// // 1 scene: 1 removed · 2 segues: 1 removed, 1 changed
/// //
/// // ```diff
/// // - scene Gestures
/// // - segue tab 2 (relationship) Tabs → Gestures
/// // - segue AddPlayer: present
/// // + segue AddPlayer: show
/// // ```
/// ```
public struct MarkdownDiffReport: Sendable {
    /// The diff to report.
    public var diff: FlowDiff
    /// Review findings of the head that the base does not have, as diagnostics.
    public var newFindings: [Diagnostic]

    /// The most characters the list of changes takes (the findings a fifth of it): by default what
    /// keeps the report within a GitHub comment (65536 characters). What is past it is counted, not listed.
    public var maximumLength: Int

    /// Creates a report.
    public init(diff: FlowDiff, newFindings: [Diagnostic] = [], maximumLength: Int = 50_000) {
        self.diff = diff
        self.newFindings = newFindings
        self.maximumLength = maximumLength
    }

    /// As many items (a change's lines, a finding's line) as fit whole in `length` characters, then
    /// `… and N more changes` (or `noun`s) for the rest.
    static func fitting(_ items: [[String]], within length: Int, noun: String = "change") -> [String] {
        var kept: [String] = []
        var used = 0
        for (index, lines) in items.enumerated() {
            let remaining = items.count - index
            let size = lines.reduce(0) { $0 + $1.count + 1 }
            if used + size > length {
                return kept + ["… and \(remaining) more \(noun)\(remaining == 1 ? "" : "s") (--format json lists them all)"]
            }
            kept += lines
            used += size
        }
        return kept
    }

    /// The Markdown text, ending with a newline.
    public var text: String {
        let lines = DiffLines(diff)
        let name = diff.base.name == diff.head.name ? diff.head.name : "\(diff.base.name) → \(diff.head.name)"
        var text = "### Navigation changes: \(MarkdownText.inline(name))\n\n\(lines.summary)\n"
        if !lines.moveLines.isEmpty {
            text += "\n" + lines.moveLines.map { "- " + MarkdownText.inline($0) + "\n" }.joined()
        }
        if !diff.isEmpty {
            // A fence longer than any run of backticks in the lines, so user text cannot close it.
            let body = Self.fitting(lines.coloredChanges, within: maximumLength).joined(separator: "\n")
            let fence = String(repeating: "`", count: max(3, Self.longestBacktickRun(in: body) + 1))
            text += "\n\(fence)diff\n\(body)\n\(fence)\n"
        }
        if !newFindings.isEmpty {
            text += "\n**Review findings this change introduces**\n\n"
            let findings = newFindings.map { "- " + MarkdownText.inline($0.description) }
            text += Self.fitting(findings.map { [$0] }, within: maximumLength / 5, noun: "finding").joined(separator: "\n") + "\n"
        }
        return text
    }

    private static func longestBacktickRun(in text: String) -> Int {
        var longest = 0, current = 0
        for character in text {
            current = character == "`" ? current + 1 : 0
            longest = max(longest, current)
        }
        return longest
    }
}
