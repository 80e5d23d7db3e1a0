import Foundation
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Testing

/// Runs the built `storyflow` executable (or another of the package's executables) as a user would,
/// in a fresh temporary folder that is removed afterwards.
final class StoryflowProcess {
    struct Result {
        var exitCode: Int32
        var standardOutput: String
        var standardError: String
    }

    /// The temporary folder the command runs in.
    let directory: URL
    /// The executable it runs.
    let executable: URL

    init(executable name: String = "storyflow") throws {
        executable = Self.builtExecutable(named: name)
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("storyflow-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    /// The `storyflow` executable next to the test bundle in the build folder.
    static var executable: URL {
        builtExecutable(named: "storyflow")
    }

    /// A package executable next to the test bundle in the build folder.
    static func builtExecutable(named name: String) -> URL {
        #if os(macOS)
        let bundle = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") } ?? .main
        return bundle.bundleURL.deletingLastPathComponent().appendingPathComponent(name)
        #else
        return Bundle.main.bundleURL.appendingPathComponent(name)
        #endif
    }

    /// Runs `storyflow arguments…` and waits for it.
    func run(_ arguments: String...) throws -> Result {
        try run(arguments)
    }

    /// Runs `storyflow arguments…` with `environment` added to this process's, and waits for it.
    func run(environment: [String: String], _ arguments: String...) throws -> Result {
        try run(arguments, environment: environment)
    }

    /// Runs `storyflow` with the arguments of a list (and `environment` added) and waits for it.
    func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.currentDirectoryURL = directory
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Both pipes are drained at once: a command writing more than a pipe holds (64 KB) to one of them while this
        // reads the other to its end would wait forever.
        let errorReader = PipeReader(error.fileHandleForReading)
        let outputData = output.fileHandleForReading.readToEndRetryingInterrupts()
        let errorData = errorReader.finish()
        process.waitUntilExit()
        return Result(
            exitCode: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self)
        )
    }

    /// A file in the folder the command ran in.
    func file(_ path: String) -> URL {
        directory.appendingPathComponent(path)
    }

    /// The contents of a file in that folder, or `nil` when it does not exist.
    func contents(of path: String) -> Data? {
        FileManager.default.contents(atPath: file(path).path)
    }

    /// The text of a file in that folder, or an empty string when it does not exist.
    func text(of path: String) -> String {
        contents(of: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    /// Writes a file into that folder.
    func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: file(path))
    }

    /// Where the shared storyboard corpus is: `<repository>/../shared/corpus`.
    static var corpus: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("shared/corpus")
    }

    /// Runs a test only when the corpus is there (the repository is checked out beside `shared/`),
    /// and says why it was skipped when not.
    static var corpusRequired: ConditionTrait {
        .enabled(if: FileManager.default.fileExists(atPath: corpus.path), "../shared/corpus is not beside the repository: corpus test skipped")
    }

    /// The storyboards written for this project, in `Tests/StoryflowStoryboardTests/Fixtures` (read
    /// from the source tree, since test targets cannot share files).
    static var fixtures: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("StoryflowStoryboardTests/Fixtures")
    }

    /// Small inputs that once crashed `storyflow`, written for the tests, in
    /// `Tests/StoryflowStoryboardTests/HostileFixtures` (read from the source tree).
    static var hostileFixtures: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("StoryflowStoryboardTests/HostileFixtures")
    }

    /// The minimal crashing inputs found by mutation: `<repository>/../shared/fuzz-crashers`.
    static var fuzzCrashers: URL {
        corpus.deletingLastPathComponent().appendingPathComponent("fuzz-crashers")
    }

    /// Runs a test only when `../shared/fuzz-crashers` is there, and says why it was skipped when not.
    static var fuzzCrashersRequired: ConditionTrait {
        .enabled(if: FileManager.default.fileExists(atPath: fuzzCrashers.path),
                 "../shared/fuzz-crashers is not beside the repository: crasher test skipped")
    }

    /// The names of the files in the folder the command ran in, sorted.
    var writtenFiles: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
    }
}

/// Reads a pipe to its end on a thread of its own.
private final class PipeReader: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readToEndRetryingInterrupts()
            done.signal()
        }
    }

    /// Everything the pipe carried, once its writer closed it.
    func finish() -> Data {
        done.wait()
        return data
    }
}

#if canImport(Glibc)
private let systemRead = Glibc.read
#else
private let systemRead = Darwin.read
#endif

extension FileHandle {
    /// Everything up to the end of the file. Foundation's `readDataToEndOfFile()` traps when a signal interrupts its read
    /// (`EINTR`), and the suite signals its own process (`SignalHandlersTests`) while other tests read their commands'
    /// pipes: this reads again instead.
    func readToEndRetryingInterrupts() -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { systemRead(fileDescriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                data.append(contentsOf: buffer[..<count])
            } else if count < 0, errno == EINTR {
                continue
            } else {
                return data
            }
        }
    }
}
