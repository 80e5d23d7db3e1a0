/// Writes diagnostics the way compilers do, so editors, CI problem matchers and people read every
/// stage's messages alike, and sums them up.
///
/// A line is `place: severity: message [code]`: the place is `file:line:column` (as much as is known),
/// else the subject (a flow's name), else nothing; a storyboard object id follows the message in
/// parentheses, and a review rule's id ends the line in brackets.
///
/// ```swift
/// DiagnosticFormatter.line(for: diagnostic)
/// // "Flows/Ratings.swift:42: warning: show segue 'PickGame' from 'Add Player' has no … [push-without-navigation]"
/// // A storyboard object: "Main.storyboard:17: warning: … (object 'BYZ-38-t0r') [unreachable-scene]"
/// // About a whole flow: "Ratings: error: the flow has no initial scene … [no-initial-scene]"
/// DiagnosticFormatter.summary(of: findings.map(\.severity))   // "1 error, 2 warnings"
/// ```
public enum DiagnosticFormatter {
    /// The diagnostic as one compiler-style line.
    public static func line(for diagnostic: Diagnostic) -> String {
        var line = place(of: diagnostic).map { "\($0): " } ?? ""
        line += "\(diagnostic.severity): \(diagnostic.message)"
        if let objectID = diagnostic.location?.objectID { line += " (object '\(objectID)')" }
        if let code = diagnostic.code { line += " [\(code)]" }
        return printable(line)
    }

    /// The longest line printed whole; a longer one (a flow named with a megabyte of text) keeps its start and end.
    public static let maximumLineLength = 2_000

    /// `text` safe to print as one line: control characters escaped (`\n`, `\u{1B}`), so a file name cannot
    /// forge a line of its own or drive the terminal, and the middle of a line over ``maximumLineLength`` left out.
    ///
    /// ```swift
    /// DiagnosticFormatter.printable("App\n.swift:1:1: error: forged")   // "App\\n.swift:1:1: error: forged"
    /// ```
    public static func printable(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A: escaped += "\\n"
            case 0x0D: escaped += "\\r"
            case 0x09: escaped += "\\t"
            case 0x00..<0x20, 0x7F..<0xA0: escaped += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        guard escaped.count > maximumLineLength else { return escaped }
        let kept = maximumLineLength / 2
        return "\(escaped.prefix(kept))… (\(escaped.count - kept - kept / 2) characters left out) …\(escaped.suffix(kept / 2))"
    }

    /// The counts by severity, most serious first, zero counts left out: `1 error, 2 warnings, 1 note`;
    /// `no findings` when there are none.
    public static func summary(of severities: some Sequence<Severity>) -> String {
        let severities = Array(severities)
        let counts = Severity.allCases.reversed().compactMap { severity -> String? in
            let count = severities.count { $0 == severity }
            guard count > 0 else { return nil }
            return "\(count) \(severity)" + (count == 1 ? "" : "s")
        }
        return counts.isEmpty ? "no findings" : counts.joined(separator: ", ")
    }

    /// `file:line:column` with what is known of it, else the subject.
    private static func place(of diagnostic: Diagnostic) -> String? {
        guard let location = diagnostic.location else { return diagnostic.subject }
        var place = location.file
        if let line = location.line {
            place += ":\(line)"
            if let column = location.column { place += ":\(column)" }
        }
        return place
    }
}
