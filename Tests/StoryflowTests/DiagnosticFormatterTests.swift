import Storyflow
import Testing

@Suite("Diagnostics print alike, as compilers print them")
struct DiagnosticFormatterTests {
    @Test("The place is file:line:column, as much of it as is known")
    func place() {
        let message = "segue 'PickGame' goes to unknown scene 'ChoseGame'"
        #expect(Diagnostic(.error, message, location: .init(file: "Flows/Ratings.swift", line: 40, column: 9)).description
            == "Flows/Ratings.swift:40:9: error: segue 'PickGame' goes to unknown scene 'ChoseGame'")
        #expect(Diagnostic(.error, message, location: .init(file: "Flows/Ratings.swift", line: 40)).description
            == "Flows/Ratings.swift:40: error: segue 'PickGame' goes to unknown scene 'ChoseGame'")
        #expect(Diagnostic(.warning, "no such file", location: .init(file: "Main.storyboard")).description
            == "Main.storyboard: warning: no such file")
    }

    @Test("A subject stands in for a missing file; with neither, the line starts with the severity")
    func subject() {
        #expect(Diagnostic(.note, "drawn as cards", subject: "Ratings").description == "Ratings: note: drawn as cards")
        #expect(Diagnostic(.error, "no built-in flow named 'x'").description == "error: no built-in flow named 'x'")
        #expect(Diagnostic(.error, "m", location: .init(file: "A.json", line: 2), subject: "A").description == "A.json:2: error: m")
    }

    @Test("A storyboard object follows the message, a code ends the line")
    func objectAndCode() {
        let location = SourceLocation(file: "Main.storyboard", line: 17, objectID: "BYZ-38-t0r")
        #expect(Diagnostic(.warning, "'Old' cannot be reached", location: location, code: "unreachable-scene").description
            == "Main.storyboard:17: warning: 'Old' cannot be reached (object 'BYZ-38-t0r') [unreachable-scene]")
    }

    @Test("The summary counts severities, most serious first")
    func summary() {
        #expect(DiagnosticFormatter.summary(of: [Severity]()) == "no findings")
        #expect(DiagnosticFormatter.summary(of: [.error]) == "1 error")
        #expect(DiagnosticFormatter.summary(of: [.warning, .error, .warning]) == "1 error, 2 warnings")
        #expect(DiagnosticFormatter.summary(of: [.note, .warning, .note]) == "1 warning, 2 notes")
    }

    @Test("Severities order from note to error and print as compilers do")
    func severities() {
        #expect(Severity.allCases.sorted() == [.note, .warning, .error])
        #expect(Severity.allCases.map(\.description) == ["note", "warning", "error"])
    }

    @Test("Control characters in a file name are escaped, so it cannot forge a line or drive the terminal")
    func controlCharactersAreEscaped() {
        let diagnostic = Diagnostic(.error, "malformed", location: SourceLocation(file: "a\nApp.swift:1:1: error: forged\u{1B}[31m\r\t.x", line: 2))
        #expect(diagnostic.description == #"a\nApp.swift:1:1: error: forged\u{1B}[31m\r\t.x:2: error: malformed"#)
        #expect(DiagnosticFormatter.printable("caf\u{E9} \u{9B}") == #"café \u{9B}"#)
    }

    @Test("A line of a megabyte keeps its start and end, and says how much is left out")
    func hugeLinesAreShortened() {
        let line = Diagnostic(.error, "the flow has no initial scene", subject: String(repeating: "N", count: 1_000_000), code: "no-initial-scene").description
        #expect(line.count < DiagnosticFormatter.maximumLineLength + 100)
        let end = ": error: the flow has no initial scene [no-initial-scene]"
        #expect(line.hasPrefix(String(repeating: "N", count: 1000) + "… (\(1_000_000 + end.count - 1500) characters left out) …"))
        #expect(line.hasSuffix(end))
    }
}
