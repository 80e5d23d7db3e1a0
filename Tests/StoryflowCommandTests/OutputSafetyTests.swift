import Foundation
import Testing

/// What `--output` may not do: write somewhere unsaid, replace a read-only file or change a file's permissions, or
/// leave a temporary file behind when stopped.
@Suite struct OutputSafetyTests {
    @Test func anEmptyOutputPathIsRefused() throws {
        let storyflow = try StoryflowProcess()
        let result = try storyflow.run("render", "Ratings", "--format", "svg", "--output", "")
        #expect(result.exitCode == 1)
        #expect(result.standardError == "--output '': error: cannot write the output: the output path is empty\n")
        #expect(storyflow.writtenFiles.isEmpty)
    }

    @Test func aReadOnlyFileIsRefusedAndAReplacedFileKeepsItsPermissions() throws {
        let storyflow = try StoryflowProcess()
        try storyflow.write("old\n", to: "ro.svg")
        try storyflow.write("old\n", to: "private.svg")
        chmod(storyflow.file("ro.svg").path, 0o444)
        chmod(storyflow.file("private.svg").path, 0o600)
        let readOnly = try storyflow.run("render", "Ratings", "--format", "svg", "--output", "ro.svg")
        #expect(readOnly.exitCode == 1)
        #expect(readOnly.standardError == "\(storyflow.file("ro.svg").path): error: cannot write the output: the file is read-only; make it writable to replace it\n")
        #expect(storyflow.text(of: "ro.svg") == "old\n")
        let replaced = try storyflow.run("render", "Ratings", "--format", "svg", "--output", "private.svg")
        #expect(replaced.exitCode == 0, "\(replaced.standardError)")
        #expect(storyflow.text(of: "private.svg").hasPrefix("<?xml"))
        let attributes = try FileManager.default.attributesOfItem(atPath: storyflow.file("private.svg").path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        #expect(storyflow.writtenFiles == ["private.svg", "ro.svg"])
    }

    /// The signal is sent the moment the temporary file appears (the case that left one behind in 10 of 10 runs).
    @Test(arguments: [SIGTERM, SIGINT])
    func aStopSignalWhileWritingLeavesNoTemporaryFile(signal: Int32) throws {
        let storyflow = try StoryflowProcess()
        let generated = try storyflow.run("generate", "--scenes", "6000")
        try storyflow.write(generated.standardOutput, to: "big.json")
        try FileManager.default.createDirectory(at: storyflow.file("out"), withIntermediateDirectories: true)
        var caught = 0
        for _ in 0..<5 {
            let process = Process()
            process.executableURL = storyflow.executable
            process.arguments = ["export", "big.json", "--format", "json", "--output", "out"]
            process.currentDirectoryURL = storyflow.directory
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            while process.isRunning {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: storyflow.file("out").path)) ?? []
                if names.contains(where: { $0.hasSuffix(".tmp") }) {
                    kill(process.processIdentifier, signal)
                    caught += 1
                    break
                }
            }
            process.waitUntilExit()
            let names = try FileManager.default.contentsOfDirectory(atPath: storyflow.file("out").path)
            #expect(names.allSatisfy { $0 == "Synthetic-app-6000.json" }, "left behind: \(names)")
            try? FileManager.default.removeItem(at: storyflow.file("out/Synthetic-app-6000.json"))
        }
        #expect(caught > 0, "the temporary file was never seen: no run was stopped while writing")
    }
}
