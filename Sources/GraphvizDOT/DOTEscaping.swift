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

    /// The most bytes a quoted string may have between its quotes: Graphviz's own `dot` cannot read
    /// a longer one ("syntax error … scanning a quoted string (… longer than 16384?)").
    public static let maximumQuotedBytes = 16_000

    /// Appends `text` as a double-quoted DOT string (see ``quoted(_:)``) to `output`; text whose
    /// escaped form is longer than ``maximumQuotedBytes`` is cut there and ends in `…`.
    static func appendQuoted(_ text: String, to output: inout String) {
        let text = fittingQuote(text)
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 != 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            output += "\""
            output += text
            output += "\""
            return
        }
        output += escapedQuoted(text)
    }

    /// `text`, or its longest start whose escaped form fits ``maximumQuotedBytes`` with an ellipsis.
    private static func fittingQuote(_ text: String) -> String {
        guard text.utf8.count > maximumQuotedBytes / 2 else { return text }
        var used = 0
        var end = text.startIndex
        for index in text.indices {
            let character = text[index]
            let cost = character.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\"") || $1 == UInt8(ascii: "\\") || $1 == UInt8(ascii: "\n") ? 2 : 1) }
            guard used + cost <= maximumQuotedBytes - 3 else { return String(text[..<end]) + "…" }
            used += cost
            end = text.index(after: index)
        }
        return text
    }

    /// `text` quoted, with `"`, `\\`, line breaks and control characters escaped, scalar by scalar.
    private static func escapedQuoted(_ text: String) -> String {
        var bytes: [UInt8] = [UInt8(ascii: "\"")]
        bytes.reserveCapacity(text.utf8.count + 8)
        for byte in text.utf8WithNewlines {
            switch byte {
            case UInt8(ascii: "\""): bytes += [UInt8(ascii: "\\"), byte]
            case UInt8(ascii: "\\"): bytes += [byte, byte]
            case UInt8(ascii: "\n"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case _ where byte < 0x20 || byte == 0x7F: bytes.append(UInt8(ascii: " "))
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
        return String(decoding: bytes, as: UTF8.self)
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
        let isLetter = { (byte: UInt8) in
            byte == UInt8(ascii: "_") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        }
        let isDigit = { (byte: UInt8) in (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
        guard let first = id.utf8.first, isLetter(first), id.utf8.allSatisfy({ isLetter($0) || isDigit($0) }) else { return false }
        // Keywords are at most 8 letters: only short IDs need the case-insensitive check.
        return id.utf8.count > 8 || !keywords.contains(id.lowercased())
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
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 16)
        for byte in text.utf8WithNewlines {
            switch byte {
            case UInt8(ascii: "&"): bytes += "&amp;".utf8
            case UInt8(ascii: "<"): bytes += "&lt;".utf8
            case UInt8(ascii: ">"): bytes += "&gt;".utf8
            case UInt8(ascii: "\""): bytes += "&quot;".utf8
            case UInt8(ascii: "'"): bytes += "&#39;".utf8
            case UInt8(ascii: "\n"): bytes += lineBreak.utf8
            case _ where byte < 0x20 || byte == 0x7F: bytes.append(UInt8(ascii: " "))
            default: bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
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
    /// The text's UTF-8 bytes with `\r\n` and `\r` read as one `\n`, in a single pass (escaping runs
    /// on every label and tooltip). Bytes of multi-byte characters are all 0x80 or more, so they pass
    /// through every byte-wise escape untouched.
    fileprivate var utf8WithNewlines: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        var afterCarriageReturn = false
        for byte in utf8 {
            if byte == UInt8(ascii: "\n"), afterCarriageReturn {
                afterCarriageReturn = false
                continue
            }
            afterCarriageReturn = byte == UInt8(ascii: "\r")
            bytes.append(afterCarriageReturn ? UInt8(ascii: "\n") : byte)
        }
        return bytes
    }
}
