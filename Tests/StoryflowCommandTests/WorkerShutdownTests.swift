import Foundation
import Testing

/// Stopping `storyflow` (Ctrl-C, SIGTERM, SIGKILL) never leaves its layout worker running or a file
/// in the temporary folder; a stop signal sent to the worker is an error, never success.
@Suite(.serialized, .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/stat"), "needs /proc to find the worker: test skipped"))
struct WorkerShutdownTests {
    /// A deep synthetic flow of 3000 scenes, fully detailed: its worker lays out for many seconds (1200 scenes now take about one).
    static let deepFlow: Result<String, any Error> = Result {
        try StoryflowProcess().run("generate", "--scenes", "3000", "--shape", "deep", "--seed", "4").standardOutput
    }

    /// A `storyflow render` of a flow big enough that its worker lays out for seconds.
    final class LongRender {
        let storyflow: StoryflowProcess
        let process = Process()
        let temporaryFolder: URL

        deinit {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }

        init() throws {
            storyflow = try StoryflowProcess()
            try Data(WorkerShutdownTests.deepFlow.get().utf8).write(to: storyflow.file("deep.json"))
            temporaryFolder = storyflow.file("tmp")
            try FileManager.default.createDirectory(at: temporaryFolder, withIntermediateDirectories: true)
            process.executableURL = storyflow.executable
            process.arguments = ["render", "deep.json", "--format", "png", "--output", "deep.png", "--detail", "full", "--timeout", "300"]
            process.currentDirectoryURL = storyflow.directory
            process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporaryFolder.path + "/"]) { $1 }
            process.standardOutput = FileHandle.nullDevice
            process.standardError = try FileHandle(forWritingTo: storyflow.file("stderr.txt").creatingEmptyFile())
        }

        /// Starts the render and returns its worker's pid once the worker runs `storyflow` and has
        /// the default action for SIGTERM (a signal sent before that would be ignored).
        func startAndFindWorker() throws -> Int32 {
            try process.run()
            let deadline = Date().addingTimeInterval(30)
            while Date() < deadline {
                if let worker = Self.children(of: process.processIdentifier).first, Self.isStoppableWorker(worker) {
                    return worker
                }
                Thread.sleep(forTimeInterval: 0.01)
            }
            throw CocoaError(.executableLoad)
        }

        /// Whether `pid` is a `render-worker` (it has been through `exec`) that does not ignore SIGTERM
        /// (bit 15 of `SigIgn` in /proc/PID/status clear).
        static func isStoppableWorker(_ pid: Int32) -> Bool {
            guard let arguments = try? String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8), arguments.contains("render-worker"),
                  let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
                  let line = status.split(separator: "\n").first(where: { $0.hasPrefix("SigIgn:") }),
                  let mask = UInt64(line.dropFirst("SigIgn:".count).trimmingCharacters(in: .whitespaces), radix: 16) else { return false }
            return mask & (1 << (UInt64(SIGTERM) - 1)) == 0
        }

        /// Waits (at most `seconds`) until the worker `pid` is gone: exited, or a zombie nobody reaps.
        func waitUntilGone(_ pid: Int32, seconds: Double = 5) -> Bool {
            let deadline = Date().addingTimeInterval(seconds)
            while Date() < deadline {
                if Self.isGone(pid) { return true }
                Thread.sleep(forTimeInterval: 0.05)
            }
            return false
        }

        /// Waits (at most 30 seconds) until the worker `pid` has used a third of a second of processor
        /// time: more than starting up takes, so it is laying out the flow.
        func waitUntilRendering(_ pid: Int32) -> Bool {
            let deadline = Date().addingTimeInterval(30)
            while Date() < deadline {
                if let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                   let fields = stat.split(separator: ")").last?.split(separator: " "), fields.count > 12,
                   let user = Int(fields[11]), let system = Int(fields[12]),
                   Double(user + system) / Double(sysconf(Int32(_SC_CLK_TCK))) >= 0.33 {
                    return true
                }
                Thread.sleep(forTimeInterval: 0.01)
            }
            return false
        }

        var leftTemporaryFiles: [String] {
            (try? FileManager.default.contentsOfDirectory(atPath: temporaryFolder.path)) ?? []
        }

        var standardError: String {
            storyflow.text(of: "stderr.txt")
        }

        /// The pids of the `render-worker` children of `parent`.
        static func children(of parent: Int32) -> [Int32] {
            ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap(Int32.init).filter { pid in
                guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                      let fields = stat.split(separator: ")").last?.split(separator: " "), fields.count > 1,
                      Int32(fields[1]) == parent,
                      let command = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return false }
                return String(decoding: command, as: UTF8.self).contains("render-worker")
            }
        }

        static func isGone(_ pid: Int32) -> Bool {
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return true }
            return stat.split(separator: ")").last?.split(separator: " ").first == "Z"
        }
    }

    /// A layout that outlasts the thread that started its worker (the pool retires idle threads
    /// after a few seconds) runs to its end: the worker watches the parent process, not a thread.
    /// What is tested is that a long layout is not cut short, not how long it takes: with the default
    /// `--timeout` (300 s) a loaded machine once stopped this one there (the whole suite runs beside it),
    /// so it has an hour; a worker that ends with its thread still fails the render at once.
    @Test func aLayoutOfManySecondsFinishes() throws {
        let storyflow = try StoryflowProcess()
        try Data(Self.deepFlow.get().utf8).write(to: storyflow.file("deep.json"))
        let result = try storyflow.run(
            "render", "deep.json", "--format", "svg", "--output", "deep.svg", "--detail", "full", "--timeout", "3600"
        )
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(storyflow.text(of: "deep.svg").contains("</svg>"))
    }

    @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
    func stoppingStoryflowStopsTheWorkerAndLeavesNothing(signal: Int32) throws {
        let render = try LongRender()
        let worker = try render.startAndFindWorker()
        kill(render.process.processIdentifier, signal)
        render.process.waitUntilExit()
        #expect(render.process.terminationReason == .uncaughtSignal)
        #expect(render.process.terminationStatus == signal)
        #expect(render.waitUntilGone(worker), "the worker went on after storyflow stopped")
        #expect(render.leftTemporaryFiles.isEmpty)
        #expect(render.storyflow.contents(of: "deep.png") == nil)
    }

    @Test func ctrlCToTheWholeGroupStopsBoth() throws {
        let render = try LongRender()
        let worker = try render.startAndFindWorker()
        kill(render.process.processIdentifier, SIGINT)
        kill(worker, SIGINT)
        render.process.waitUntilExit()
        #expect(render.process.terminationStatus == SIGINT)
        #expect(render.waitUntilGone(worker))
        #expect(render.leftTemporaryFiles.isEmpty)
    }

    @Test func killingStoryflowOutrightStillEndsTheWorker() throws {
        let render = try LongRender()
        let worker = try render.startAndFindWorker()
        kill(render.process.processIdentifier, SIGKILL)
        render.process.waitUntilExit()
        #expect(render.waitUntilGone(worker), "the worker was orphaned")
        let deadline = Date().addingTimeInterval(5)
        while !render.leftTemporaryFiles.isEmpty && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        #expect(render.leftTemporaryFiles.isEmpty)
    }

    @Test(arguments: [(SIGTERM, "SIGTERM, Terminated"), (SIGQUIT, "SIGQUIT, Quit"), (SIGUSR1, "User defined signal 1")])
    func aStopSignalToTheWorkerIsAnErrorNotSuccess(signal: Int32, words: String) throws {
        let render = try LongRender()
        let worker = try render.startAndFindWorker()
        // A worker that ends while it waits for work is replaced; one that ends while drawing fails the render.
        try #require(render.waitUntilRendering(worker))
        kill(worker, signal)
        render.process.waitUntilExit()
        #expect(render.process.terminationStatus == 1)
        #expect(render.standardError == "Synthetic deep 3000: error: the layout worker was stopped by a signal (\(words)) before it finished; "
            + "nothing was written\n")
        #expect(render.storyflow.contents(of: "deep.png") == nil)
        #expect(render.leftTemporaryFiles.isEmpty)
    }
}

private extension URL {
    /// Creates an empty file here and returns its URL.
    func creatingEmptyFile() -> URL {
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        return self
    }
}
