/// Escaping for user text (flow and scene names, findings, file names) in Markdown outside code
/// blocks, as CommonMark and GitHub read it (https://spec.commonmark.org/0.31.2/#backslash-escapes).
///
/// ```swift
/// MarkdownText.inline("Pay <img src=x> [x](https://e.com)\n### Owned")
/// // ##"Pay \<img src=x\> \[x\](https://e.com) \#\#\# Owned"##
/// ```
public enum MarkdownText {
    /// The characters that start inline markup anywhere: code, emphasis, links and images, HTML
    /// tags and autolinks, table cells, strikethrough, entities, headings.
    private static let markup: Set<Character> = ["\\", "`", "*", "_", "[", "]", "<", ">", "|", "~", "&", "!", "#"]

    /// `text` on one line (line breaks become spaces, so it cannot leave a heading or a list item),
    /// with every character that could start markup backslash-escaped: no tag, link, image, emphasis,
    /// heading, table cell or entity, and no list or quote at its start.
    public static func inline(_ text: String) -> String {
        var result = ""
        var leadingDigits = true
        for (offset, character) in text.enumerated() {
            let startsBlock = offset == 0 && "+-".contains(character)
            let endsListNumber = leadingDigits && offset > 0 && ".)".contains(character)
            if character.isNewline {
                result.append(" ")
            } else if markup.contains(character) || startsBlock || endsListNumber {
                result += "\\" + String(character)
            } else {
                result.append(character)
            }
            leadingDigits = leadingDigits && character.isASCII && character.isNumber
        }
        return result
    }
}
