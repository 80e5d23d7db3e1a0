import Storyflow

/// Writes values as Swift source text: string literals and the text of comments.
///
/// Escaping follows The Swift Programming Language, "Strings and Characters › Special Characters in
/// String Literals" (https://docs.swift.org/swift-book/documentation/the-swift-programming-language/stringsandcharacters#Special-Characters-in-String-Literals):
/// `\\`, `\"`, `\n`, `\r`, `\t`, `\0` and `\u{n}`. Escaping every backslash also defuses
/// interpolation: a title `\(x)` is written `"\\(x)"` and compiles back to the same five characters.
enum SwiftLiteral {
    /// `text` as a double-quoted string literal that compiles back to exactly `text`.
    ///
    /// Printable characters are kept as they are (`"Tap ×2"`, `"›"`); control and format characters,
    /// line and paragraph separators, non-space blanks and private-use or unassigned scalars are
    /// written as `\u{…}` so the source stays on one line and shows what the text holds.
    ///
    /// ```swift
    /// SwiftLiteral.string(#"<Save & "Exit"> \ \(x)"#)   // #""<Save & \"Exit\"> \\ \\(x)""#
    /// ```
    static func string(_ text: String) -> String {
        "\"" + escaped(text) + "\""
    }

    /// `text` as a string literal, or `nil` written as `nil`.
    static func optionalString(_ text: String?) -> String {
        text.map(string) ?? "nil"
    }

    /// `text` made safe for a `//` or `///` comment: escaped as inside a string literal (without the
    /// quotes), so a line break or a control character cannot end the comment or hide in it.
    static func commentText(_ text: String) -> String {
        escaped(text)
    }

    /// The contents of a string literal for `text`, without the quotes.
    private static func escaped(_ text: String) -> String {
        var result = ""
        for (index, scalar) in text.unicodeScalars.enumerated() {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                if needsEscape(scalar, isFirst: index == 0) {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// Whether `scalar` would be invisible, break the line, or merge with the opening quote.
    private static func needsEscape(_ scalar: Unicode.Scalar, isFirst: Bool) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator, .paragraphSeparator:
            true
        case .spaceSeparator:
            scalar != " "
        case .nonspacingMark, .spacingMark, .enclosingMark:
            isFirst
        default:
            false
        }
    }
}
