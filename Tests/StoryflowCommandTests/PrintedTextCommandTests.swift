import Foundation
import Testing

/// What `storyflow` prints is one line per message, in words: no raw file names with control characters, no
/// megabyte lines, no silent failure.
@Suite struct PrintedTextCommandTests {
    @Test func aNewlineInAFileNameCannotForgeADiagnosticLine() throws {
        let storyflow = try StoryflowProcess()
        try storyflow.write("x", to: "a\nApp.swift:1:1: error: forged \u{1B}[2J.storyboard")
        let result = try storyflow.run("review", "a\nApp.swift:1:1: error: forged \u{1B}[2J.storyboard")
        #expect(result.exitCode == 1)
        #expect(result.standardError == #"a\nApp.swift:1:1: error: forged \u{1B}[2J.storyboard:1:1: error: malformed XML: the file has no root element"# + "\n")
    }

    @Test func aNewlineInTheOutputFolderCannotForgeALineOfProgress() throws {
        let storyflow = try StoryflowProcess()
        try storyflow.write(#"{"name": "F", "scenes": [{"id": "A", "kind": "viewController"}]}"#, to: "f.json")
        let result = try storyflow.run("render", "f.json", "--format", "svg,dot", "--output", "out\nApp.swift:1:1: error: forged")
        #expect(result.exitCode == 0)
        #expect(result.standardError.split(separator: "\n").sorted() == [
            #"wrote out\nApp.swift:1:1: error: forged/F.dot"#, #"wrote out\nApp.swift:1:1: error: forged/F.svg"#,
        ])
    }

    @Test func aFlowNamedWithAMegabyteGivesAShortErrorLine() throws {
        let storyflow = try StoryflowProcess()
        let name = String(repeating: "N", count: 1_000_000)
        try storyflow.write(#"{"name": "\#(name)", "scenes": [{"id": "A", "kind": "viewController"}, {"id": "B", "kind": "viewController"}]}"#, to: "big.json")
        let result = try storyflow.run("review", "big.json")
        let lines = (result.standardOutput + result.standardError).split(separator: "\n")
        #expect(!lines.isEmpty)
        #expect(lines.allSatisfy { $0.count < 2_100 }, "\(lines.map(\.count))")
    }

    @Test func diffFailOnSaysWhyItFails() throws {
        let storyflow = try StoryflowProcess()
        try storyflow.write(#"{"name": "F", "scenes": [{"id": "A", "kind": "viewController"}]}"#, to: "base.json")
        try storyflow.write(#"{"name": "F", "scenes": [{"id": "A", "kind": "viewController"}, {"id": "B", "kind": "viewController"}]}"#, to: "head.json")
        let any = try storyflow.run("diff", "base.json", "head.json", "--fail-on", "any")
        #expect(any.exitCode == 1)
        #expect(any.standardError == "F: error: the flow changed (--fail-on any)\n")
        let removed = try storyflow.run("diff", "head.json", "base.json", "--fail-on", "removed")
        #expect(removed.exitCode == 1)
        #expect(removed.standardError == "F: error: the change removes scenes or segues (--fail-on removed)\n")
    }
}
