/// Escaping for DOT source, one function per context.
///
/// See the DOT language grammar: https://graphviz.org/doc/info/lang.html — an ID is a plain
/// identifier, a numeral, a double-quoted string (`\"` escapes a quote) or an HTML string.
/// Label-like attributes are escString (https://graphviz.org/docs/attr-types/escString/), where a
/// backslash starts an escape, so a literal backslash is written `\\`.
public enum DOTEscaping {
    private static let keywords: Set<String> = ["node", "edge", "graph", "digraph", "subgraph", "strict"]

    /// An ID as written in DOT: bare when it is a plain ASCII identifier that is not a keyword,
    /// otherwise quoted.
    ///
    /// ```swift
    /// DOTEscaping.id("players")   // players
    /// DOTEscaping.id("1abc")      // "1abc"
    /// DOTEscaping.id("node")      // "node"
    /// ```
    public static func id(_ id: String) -> String {
        isPlainIdentifier(id) ? id : quoted(id)
    }

    /// A double-quoted DOT string: `"` and `\` escaped, line breaks as `\n`, other control characters as spaces.
    public static func quoted(_ text: String) -> String {
        var result = ""
        appendQuoted(text, to: &result)
        return result
    }

    /// Appends `text` as a double-quoted DOT string (see ``quoted(_:)``) to `output`.
    static func appendQuoted(_ text: String, to output: inout String) {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 != 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            output += "\""
            output += text
            output += "\""
            return
        }
        output += escapedQuoted(text)
    }

    /// `text` quoted, with `"`, `\\`, line breaks and control characters escaped, scalar by scalar.
    private static func escapedQuoted(_ text: String) -> String {
        var result = "\""
        result.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalarsWithNewlines {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: result += " "
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// A URL for the `URL`/`href` attributes: Graphviz writes them raw into SVG, so `&` must be an entity.
    public static func url(_ url: String) -> String {
        url.replacing("&", with: "&amp;")
    }

    /// A number without a needless fraction: `2` for 2.0, `0.25` for 0.25.
    public static func number(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    private static func isPlainIdentifier(_ id: String) -> Bool {
        guard let first = id.unicodeScalars.first, !keywords.contains(id.lowercased()) else { return false }
        let isLetter = { (scalar: Unicode.Scalar) in
            scalar.isASCII && (scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar))
        }
        let isDigit = { (scalar: Unicode.Scalar) in ("0"..."9").contains(scalar) }
        return isLetter(first) && id.unicodeScalars.allSatisfy { isLetter($0) || isDigit($0) }
    }
}

/// Escaping for the text and attribute values of HTML-like labels (XML character data).
///
/// See https://graphviz.org/doc/info/shapes.html#html — the label is parsed as XML, so `&`, `<`,
/// `>` and `"` must be entities or the label silently falls back to the node ID.
public enum HTMLEscaping {
    /// Text content: `& < > "` as entities, line breaks as `<BR/>`, other control characters as spaces.
    public static func text(_ text: String) -> String {
        escaped(text, lineBreak: "<BR/>")
    }

    /// An attribute value (inside double quotes).
    public static func attribute(_ value: String) -> String {
        escaped(value, lineBreak: " ")
    }

    private static func escaped(_ text: String, lineBreak: String) -> String {
        if !text.utf8.contains(where: needsEscaping) {
            return text
        }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalarsWithNewlines {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\n": result += lineBreak
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: result += " "
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

extension HTMLEscaping {
    /// Whether an XML text or attribute byte must be replaced: `& < > " '` and control characters.
    fileprivate static func needsEscaping(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"): true
        default: byte < 0x20 || byte == 0x7F
        }
    }
}

extension String {
    /// The text's Unicode scalars with `\r\n` and `\r` read as one `\n`, in a single pass (escaping
    /// runs on every label and tooltip, so it must not search the text once per kind of line break).
    fileprivate var unicodeScalarsWithNewlines: [Unicode.Scalar] {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(utf8.count)
        var afterCarriageReturn = false
        for scalar in unicodeScalars {
            if scalar == "\n", afterCarriageReturn {
                afterCarriageReturn = false
                continue
            }
            afterCarriageReturn = scalar == "\r"
            scalars.append(afterCarriageReturn ? "\n" : scalar)
        }
        return scalars
    }
}
