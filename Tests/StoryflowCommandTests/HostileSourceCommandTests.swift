import Foundation
import Testing

/// Swift sources and storyboards that once crashed `storyflow` or stopped a whole scan: every command that reads a
/// folder skips the bad file with one warning naming it, and still draws the app.
@Suite struct HostileSourceCommandTests {
    static let commands: [[String]] = [["scan", "App", "--format", "dot", "--output", "out"], ["review", "App"], ["export", "App", "--output", "out"]]

    @Test(arguments: commands)
    func deepAndUnreadableFilesAreSkippedAndTheAppIsStillRead(command: [String]) throws {
        let storyflow = try StoryflowProcess()
        try FileManager.default.createDirectory(at: storyflow.file("App"), withIntermediateDirectories: true)
        try storyflow.write("""
            import SwiftUI
            @main struct Shop: App { var body: some Scene { WindowGroup { Home() } } }
            struct Home: View { var body: some View { NavigationLink("Next") { Detail() } } }
            struct Detail: View { var body: some View { Text("Detail") } }
            """, to: "App/App.swift")
        try storyflow.write("let x = " + String(repeating: "[", count: 756) + "1" + String(repeating: "]", count: 756), to: "App/Array.swift")
        try storyflow.write("let x: " + String(repeating: "A<", count: 1314) + "Int" + String(repeating: ">", count: 1314) + "? = nil", to: "App/Generic.swift")
        try storyflow.write("struct P {\n var body: some View {\n  Text(\"a\")" + String(repeating: ".padding()", count: 3022) + "\n }\n}", to: "App/Chain.swift")
        try Data([0x6C, 0x65, 0x74, 0x20, 0xE9]).write(to: storyflow.file("App/Latin.swift"))
        try FileManager.default.createSymbolicLink(atPath: storyflow.file("App/Gone.swift").path, withDestinationPath: "Nowhere.swift")
        let result = try storyflow.run(command)
        #expect(result.exitCode == 0)
        let warnings = result.standardError.split(separator: "\n").filter { $0.hasSuffix("[skipped-file]") }.sorted()
        #expect(warnings == [
            "App/Array.swift:1:9: warning: more than 10 '[' open one inside the other, more than a scan parses; skipped [skipped-file]",
            "App/Chain.swift:3:3: warning: the code is nested more than 1000 levels deep, deeper than a scan follows; skipped [skipped-file]",
            "App/Generic.swift:1:209: warning: generic arguments are nested more than 100 deep, more than a scan parses; skipped [skipped-file]",
            "App/Gone.swift: warning: the symbolic link leads to nothing (no such file or folder); skipped [skipped-file]",
            "App/Latin.swift:1:5: warning: the file is not UTF-8 text: byte 0xE9 is not part of any character; skipped [skipped-file]",
        ])
        #expect(result.standardError.contains("App: note: 2 scenes; 1 of 1 navigation sites resolved, 1 drawn from a screen"))
    }

    @Test(arguments: [#"encoding="UTF-16""#, #"encoding9"UTF-8""#])
    func aStoryboardDeclaringAnotherEncodingWithBytesThatAreNotUTF8IsAnError(declaration: String) throws {
        let storyflow = try StoryflowProcess()
        try Data(Array(#"<?xml version="1.0" \#(declaration)?>"#.utf8) + Array("\n<docu".utf8) + [0xFF] + Array("ment/>\n".utf8))
            .write(to: storyflow.file("x.storyboard"))
        let result = try storyflow.run("review", "x.storyboard")
        #expect(result.exitCode == 1)
        #expect(result.standardError == "x.storyboard:2:6: error: the file is not UTF-8 text: byte 0xFF is not part of any character; "
            + "storyboards are UTF-8, as Xcode writes them\n")
    }
}
