import Storyflow

/// A diff as Markdown for a pull-request comment: a heading, the counts, the changes in a `diff`
/// block (code hosts colour its `+` and `-` lines), and the review findings the change introduces.
///
/// ```swift
/// MarkdownDiffReport(diff: diff, newFindings: findings).text
/// // ### Navigation changes: Ratings
/// //
/// // 1 scene: 1 removed · 1 segue: 1 removed
/// //
/// // ```diff
/// // - scene Gestures
/// // - segue tab 2 (relationship) Tabs → Gestures
/// // ```
/// ```
public struct MarkdownDiffReport: Sendable {
    /// The diff to report.
    public var diff: FlowDiff
    /// Review findings of the head that the base does not have, as diagnostics.
    public var newFindings: [Diagnostic]

    /// Creates a report.
    public init(diff: FlowDiff, newFindings: [Diagnostic] = []) {
        self.diff = diff
        self.newFindings = newFindings
    }

    /// The Markdown text, ending with a newline.
    public var text: String {
        let lines = DiffLines(diff)
        let name = diff.base.name == diff.head.name ? diff.head.name : "\(diff.base.name) → \(diff.head.name)"
        var text = "### Navigation changes: \(Self.escaped(name))\n\n\(lines.summary)\n"
        if !diff.isEmpty {
            // A fence longer than any run of backticks in the lines, so user text cannot close it.
            let body = lines.lines.joined(separator: "\n")
            let fence = String(repeating: "`", count: max(3, Self.longestBacktickRun(in: body) + 1))
            text += "\n\(fence)diff\n\(body)\n\(fence)\n"
        }
        if !newFindings.isEmpty {
            text += "\n**Review findings this change introduces**\n\n"
            text += newFindings.map { "- " + Self.escaped($0.description) + "\n" }.joined()
        }
        return text
    }

    /// Text with Markdown's inline markup characters backslash-escaped.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            if "\\`*_<>|~".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
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
