import Foundation
import Storyflow
import StoryflowSource
import Testing

/// Sources that once overflowed the stack, hung the parser or stopped a whole scan: each is skipped with a warning
/// naming its file and line, and the rest of the app is still drawn.
@Suite struct HostileSourceTests {
    static let app = """
    import SwiftUI
    struct Home: View { var body: some View { NavigationLink("Next") { Detail() } } }
    struct Detail: View { var body: some View { Text("Detail") } }
    """

    /// Hostile shapes, generated: the file, and the start of the warning that skips it.
    static let deep: [(name: String, source: String, warning: String)] = [
        ("array literal 756 deep", "let x = " + String(repeating: "[", count: 756) + "1" + String(repeating: "]", count: 756),
         "Deep.swift:1:9: warning: more than 10 '[' open one inside the other, more than a scan parses; skipped [skipped-file]"),
        ("generic type 1314 deep", "let x: " + String(repeating: "A<", count: 1314) + "Int" + String(repeating: ">", count: 1314) + "? = nil",
         "Deep.swift:1:209: warning: generic arguments are nested more than 100 deep, more than a scan parses; skipped [skipped-file]"),
        ("3022 chained modifiers", "struct P: View {\n var body: some View {\n  Text(\"a\")" + String(repeating: ".padding()", count: 3022) + "\n }\n}",
         "Deep.swift:3:3: warning: the code is nested more than 1000 levels deep, deeper than a scan follows; skipped [skipped-file]"),
        ("20,000 'try'", "func f() {\n" + String(repeating: "try ", count: 20_000) + "g() }",
         "Deep.swift:2:401: warning: more than 100 keywords like 'try' and 'await' in a row, more than a scan parses; skipped [skipped-file]"),
        ("5,000 nested '#if'", String(repeating: "#if A\n", count: 5000) + "let x = 1\n" + String(repeating: "#endif\n", count: 5000),
         "Deep.swift:101:1: warning: '#if' blocks are nested more than 100 deep, more than a scan parses; skipped [skipped-file]"),
    ]

    @Test(arguments: deep.indices)
    func deepNestingIsSkippedWithAWarningAndTheRestIsScanned(index: Int) {
        let shape = Self.deep[index]
        let result = Scanning.scan(["App.swift": Self.app, "Deep.swift": shape.source])
        #expect(result.diagnostics.first?.description == shape.warning, "\(shape.name)")
        #expect(result.edges == ["Home -show-> Detail"], "\(shape.name)")
    }

    @Test func nestingAppCodeUsesIsScanned() {
        let stacks = String(repeating: "VStack {\n", count: 12) + "NavigationLink(\"Next\") { Detail() }" + String(repeating: "}", count: 12)
        let source = "import SwiftUI\nstruct Home: View {\n var body: some View {\n" + stacks + String(repeating: ".padding()", count: 200)
            + "\n }\n}\nstruct Detail: View { var body: some View { Text(\"D\") } }\nlet m: [[[Int]]] = [[[1]]]\nlet g: A<B<C<D<Int>>>>? = nil"
        let result = Scanning.scan(source)
        #expect(result.diagnostics.filter { $0.code == "skipped-file" }.isEmpty)
        #expect(result.edges == ["Home -show-> Detail"])
    }
}

/// Files a scan of folders cannot read are skipped, one warning each, and the app is still drawn.
@Suite struct UnreadableSourceTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("storyflow-unreadable-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App"), withIntermediateDirectories: true)
        try Data(HostileSourceTests.app.utf8).write(to: folder.appendingPathComponent("App/App.swift"))
    }

    private func scan() throws -> SourceScanResult {
        defer { try? FileManager.default.removeItem(at: folder) }
        return try SwiftSourceScanner().scan(paths: [folder.appendingPathComponent("App").path])
    }

    private var skipped: (SourceScanResult) -> [String] {
        { result in
            result.diagnostics.filter { $0.code == "skipped-file" }.map {
                $0.description.replacingOccurrences(of: folder.appendingPathComponent("App").path + "/", with: "")
            }
        }
    }

    @Test func aFileThatIsNotUTF8IsSkipped() throws {
        try Data(Array("let café = 1\nlet caf".utf8) + [0xE9] + Array("2 = 1\n".utf8)).write(to: folder.appendingPathComponent("App/Latin.swift"))
        let result = try scan()
        #expect(skipped(result) == ["Latin.swift:2:8: warning: the file is not UTF-8 text: byte 0xE9 is not part of any character; skipped [skipped-file]"])
        #expect(result.edges == ["Home -show-> Detail"])
    }

    @Test func linksToNothingAndLoopsOfLinksAreSkipped() throws {
        let fileManager = FileManager.default
        try fileManager.createSymbolicLink(atPath: folder.appendingPathComponent("App/Gone.swift").path, withDestinationPath: "Nowhere.swift")
        try fileManager.createSymbolicLink(atPath: folder.appendingPathComponent("App/Loop.swift").path, withDestinationPath: "Loop.swift")
        let result = try scan()
        #expect(skipped(result) == [
            "Gone.swift: warning: the symbolic link leads to nothing (no such file or folder); skipped [skipped-file]",
            "Loop.swift: warning: the symbolic link leads into a loop of links; skipped [skipped-file]",
        ])
        #expect(result.edges == ["Home -show-> Detail"])
    }

    @Test func aFileTooLargeToParseInBoundedMemoryIsSkipped() throws {
        try Data(("let x = [" + String(repeating: "1,", count: 450_000) + "1]\n").utf8).write(to: folder.appendingPathComponent("App/Huge.swift"))
        let result = try scan()
        #expect(skipped(result) == ["Huge.swift: warning: the file is larger than 800 KB, the most a scan parses of one file; skipped [skipped-file]"])
        #expect(result.edges == ["Home -show-> Detail"])
    }

    @Test func aNamedPipeIsSkippedNotWaitedOn() throws {
        #expect(mkfifo(folder.appendingPathComponent("App/Pipe.swift").path, 0o644) == 0)
        let result = try scan()
        #expect(skipped(result) == ["Pipe.swift: warning: it is a named pipe (FIFO), not a file; skipped [skipped-file]"])
    }

    @Test(.enabled(if: geteuid() != 0, "root reads files and folders whatever their permissions"))
    func anUnreadableFileAndFolderAreSkipped() throws {
        let file = folder.appendingPathComponent("App/Secret.swift"), inner = folder.appendingPathComponent("App/Private")
        try Data("let x = 1".utf8).write(to: file)
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
        try Data("let y = 1".utf8).write(to: inner.appendingPathComponent("Y.swift"))
        chmod(file.path, 0o000)
        chmod(inner.path, 0o000)
        defer { chmod(inner.path, 0o755) }
        let result = try scan()
        #expect(skipped(result).sorted() == [
            "Private: warning: cannot read the folder: permission denied; skipped [skipped-file]",
            "Secret.swift: warning: cannot read the file: permission denied; skipped [skipped-file]",
        ])
        #expect(result.edges == ["Home -show-> Detail"])
    }
}
