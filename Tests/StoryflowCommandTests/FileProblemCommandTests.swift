import Foundation
import Storyflow
import Testing

/// Problems with files and folders are said in words: no Foundation error numbers, no "permission"
/// for a pipe, no blocking on one, and no device replaced by a file.
@Suite struct FileProblemCommandTests {
    /// `notes.txt/` names a folder: the file of that name is never overwritten (it once was, exit 0).
    @Test(arguments: [("notes", "notes/out.svg", "notes/out.svg"), ("notes.txt", "notes.txt/", "notes.txt/Ratings.svg")])
    func anOutputUnderARegularFileSaysSo(file: String, output: String, written: String) throws {
        let storyflow = try StoryflowProcess()
        try storyflow.write("not a folder", to: file)
        let result = try storyflow.run("render", "Ratings", "--format", "svg", "--output", output)
        #expect(result.exitCode == 1)
        #expect(result.standardError.hasSuffix(
            "\(written): error: cannot write the output: '\(storyflow.file(file).standardizedFileURL.path)' is a file, not a folder, "
                + "so nothing can be written inside it\n"))
        #expect(storyflow.text(of: file) == "not a folder")
        #expect(storyflow.writtenFiles == [file])
    }

    @Test func devNullAsInputIsADeviceNotAFile() throws {
        let result = try StoryflowProcess().run("review", "/dev/null")
        #expect(result.exitCode == 1)
        #expect(result.standardError == "/dev/null: error: this is a character device, not a file; "
            + "give a .storyboard file, a folder of storyboards, or a .json flow\n")
    }

    @Test(arguments: ["flow.json", "Main.storyboard"])
    func aNamedPipeAsInputIsRefusedWithoutWaiting(name: String) throws {
        let storyflow = try StoryflowProcess()
        #expect(mkfifo(storyflow.file(name).path, 0o644) == 0)
        let result = try storyflow.run("review", name)
        #expect(result.exitCode == 1)
        #expect(result.standardError.hasPrefix("\(name): error: this is a named pipe (FIFO), not a file"))
    }

    @Test func devNullAsOutputIsWrittenToNotReplaced() throws {
        let result = try StoryflowProcess().run("render", "Ratings", "--format", "svg", "--output", "/dev/null")
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(FileKind(path: "/dev/null") == .characterDevice)
    }

    @Test func theLayoutWorkerNeedsNoTemporaryFolder() throws {
        // The worker gets the DOT and returns the drawings through pipes: an unusable TMPDIR is no obstacle.
        let storyflow = try StoryflowProcess()
        try storyflow.write("a file", to: "tmp")
        let result = try storyflow.run(environment: ["TMPDIR": storyflow.file("tmp").path + "/"],
                                       "render", "Ratings", "--format", "svg", "--output", "out.svg", "--timeout", "30")
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(storyflow.text(of: "out.svg").contains("<svg"))
    }

    /// Root reads every folder, so as root the command runs as `nobody` through `setpriv`.
    static let canLoseReadPermission = getuid() != 0 || FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")

    @Test(.enabled(if: canLoseReadPermission, "running as root without setpriv, so every folder is readable: test skipped"))
    func anUnreadableFolderSaysPermissionDenied() throws {
        let storyflow = try StoryflowProcess()
        let folder = storyflow.file("Locked")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: folder.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path) }
        let process = Process()
        let arguments = [storyflow.executable.path, "review", folder.path]
        process.executableURL = URL(fileURLWithPath: getuid() == 0 ? "/usr/bin/setpriv" : arguments[0])
        process.arguments = getuid() == 0 ? ["--reuid=65534", "--regid=65534", "--clear-groups"] + arguments : Array(arguments.dropFirst())
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readToEndRetryingInterrupts(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(message == "\(folder.path): error: cannot read the folder: permission denied\n")
    }

    @Test func systemErrorsReadAsWords() {
        let full = NSError(domain: NSCocoaErrorDomain, code: NSFileWriteOutOfSpaceError,
                           userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(ENOSPC))])
        #expect(FileErrorText.reason(for: full) == "the disk is full (no space left on the device)")
        #expect(FileErrorText.reason(for: NSError(domain: NSCocoaErrorDomain, code: NSFileWriteOutOfSpaceError))
            == "the disk is full (no space left on the device)")
        #expect(FileErrorText.reason(for: NSError(domain: NSCocoaErrorDomain, code: NSFileReadNoPermissionError)) == "permission denied")
        #expect(FileErrorText.reason(for: NSError(domain: NSPOSIXErrorDomain, code: Int(EROFS))) == "the disk is read-only")
    }

    /// Graphviz's `dot` command, the first on `PATH`: that of the Graphviz the tests link (`scripts/test-graphviz-14` puts
    /// Graphviz 14's first; Debian's `dot` cannot load Graphviz 14's libraries).
    static let dotCommand = ProcessInfo.processInfo.environment["PATH"].flatMap { path in
        path.split(separator: ":").map { "\($0)/dot" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    @Test(.enabled(if: dotCommand != nil, "Graphviz's dot command is not installed: test skipped"))
    func dotOutputWithVeryLongTextIsReadableByGraphvizDot() throws {
        let storyflow = try StoryflowProcess()
        let long = String(repeating: "T", count: 10_000)
        try storyflow.write(#"{"name": "Long", "initial": "a", "scenes": [{"id": "a", "kind": "viewController", "title": "\#(long)"}, "#
            + #"{"id": "b", "kind": "viewController", "title": "B\#(long)"}], "segues": [{"id": "s", "kind": "show", "source": "a", "#
            + #""destination": "b", "identifier": "\#(String(repeating: "I", count: 9_000))"}]}"#, to: "long.json")
        let result = try storyflow.run("render", "long.json", "--format", "dot", "--output", "long.dot")
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardError.contains("Long: warning: the title of scene 'TTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTT…' has 10000 characters; "
            + "the diagram shows the first 2000"))
        #expect(result.standardError.contains("warning: the identifier of segue 'IIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIII…' has 9000 characters; "
            + "the diagram shows the first 120"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Self.dotCommand))
        process.arguments = ["-Tsvg", "-o", "/dev/null", storyflow.file("long.dot").path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readToEndRetryingInterrupts(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(message)")
    }
}
