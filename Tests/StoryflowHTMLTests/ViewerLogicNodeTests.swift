import Foundation
import StoryflowLayout
import Testing

/// The viewer script's logic that needs no page (search, paths, the URL's #fragment, filters), tested
/// by Node's built-in test runner on `Node/*.test.js`, so a clone without a browser tests it too.
/// `scripts/install-dependencies --test` installs Node; without it the test is skipped with a note.
@Suite struct ViewerLogicNodeTests {
    /// The package's root, three folders above this file.
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private static let tests = root.appendingPathComponent("Tests/StoryflowHTMLTests/Node")

    /// `node` on the `PATH`.
    static let node: URL? = {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return folders.map { URL(fileURLWithPath: "\($0)/node") }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    @Test(.enabled(if: node != nil, "node is not installed (scripts/install-dependencies --test installs it): the viewer's logic tests skipped"))
    func theViewerLogicPassesItsNodeTests() throws {
        let process = Process()
        process.executableURL = Self.node
        process.arguments = ["--test", Self.tests.path]
        process.currentDirectoryURL = Self.root
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "node --test failed:\n\(text)")
        // Tests ran, and none failed or was skipped.
        #expect(text.contains("# pass ") && !text.contains("# pass 0\n") && text.contains("# fail 0") && text.contains("# skipped 0"), "\(text)")
    }

    @Test func theNodeTestsReadTheNamesTheLayoutWrites() throws {
        let names = try String(contentsOf: Self.tests.appendingPathComponent("svg-class-names.json"), encoding: .utf8)
        #expect(names.trimmingCharacters(in: .newlines) == SVGClass.scriptNamesJSON)
    }
}
