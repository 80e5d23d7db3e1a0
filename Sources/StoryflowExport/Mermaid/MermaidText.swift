/// Escaping for Mermaid flowchart text, in the one way every label is written: inside double quotes
/// (`["…"]`, `|"…"|`), where Mermaid reads `#name;` and `#code;` entities
/// (https://mermaid.js.org/syntax/flowchart.html#entity-codes-to-escape-characters).
enum MermaidText {
    /// `text` for a quoted label: `#`, `"`, `<`, `>`, `&`, `|` and backticks as entity codes, line
    /// breaks as `<br/>`, so user text can neither end the label nor turn into markup; and the
    /// characters Mermaid 11 reads as Markdown (`+ ` and `- ` lists, `*`/`_` emphasis, `1.` lists)
    /// as entity codes too, so `+ Settings` is not an "unsupported markdown: list".
    static func label(_ text: String) -> String {
        var result = ""
        var previous: Character?
        for character in text {
            defer { previous = character }
            switch character {
            case "+": result += "#43;"
            case "-": result += "#45;"
            case "*": result += "#42;"
            case "_": result += "#95;"
            case "." where previous?.isNumber == true: result += "#46;"
            case "#": result += "#35;"
            case "\"": result += "#quot;"
            case "<": result += "#lt;"
            case ">": result += "#gt;"
            case "&": result += "#amp;"
            case "|": result += "#124;"
            case "`": result += "#96;"
            case "\n": result += "<br/>"
            case "\r": break
            default: result.append(character)
            }
        }
        return result
    }

    /// Several lines of user text as one quoted label, each escaped, joined by `<br/>`.
    static func label(lines: [String]) -> String {
        lines.map(label).joined(separator: "<br/>")
    }

    /// `text` for a `%%` comment: on one line.
    static func comment(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// `navigationController` → `Navigation Controller`.
    static func words(_ camelCase: String) -> String {
        var result = ""
        for character in camelCase {
            if character.isUppercase, !result.isEmpty { result += " " }
            result += result.isEmpty ? character.uppercased() : String(character)
        }
        return result
    }
}
