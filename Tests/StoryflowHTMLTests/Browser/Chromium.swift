import Foundation
import Testing

/// Headless Chromium, driven as a command: `--dump-dom` for the DOM a page's script leaves after a
/// virtual time budget, `--screenshot` for a PNG of what it displays.
///
/// `scripts/install-dependencies --test` installs Debian's `chromium`; `CHROMIUM=/path` picks another
/// build. Without one the browser tests are skipped with a note.
struct Chromium {
    let executable: URL
    /// A profile folder of its own, so runs do not share state.
    private let profile: URL

    init(executable: URL) throws {
        self.executable = executable
        profile = FileManager.default.temporaryDirectory.appendingPathComponent("storyflow-chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
    }

    /// The browser on this machine: `$CHROMIUM`, else `chromium` or `chromium-browser` on the `PATH`.
    static let installed: URL? = {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["CHROMIUM"], FileManager.default.isExecutableFile(atPath: path) { return URL(fileURLWithPath: path) }
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        for name in ["chromium", "chromium-browser"] {
            for folder in folders where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
                return URL(fileURLWithPath: "\(folder)/\(name)")
            }
        }
        return nil
    }()

    /// Skips a test, with a note, where no browser is installed.
    static var required: ConditionTrait {
        .enabled(if: installed != nil, "chromium is not installed (scripts/install-dependencies --test installs it): browser test skipped")
    }

    /// A browser for one test.
    static func start() throws -> Chromium {
        try Chromium(executable: try #require(installed))
    }

    /// The page's DOM after its scripts ran.
    func dumpDOM(of url: URL, window: (width: Int, height: Int) = (1400, 850)) throws -> String {
        let output = try run(["--window-size=\(window.width),\(window.height)", "--dump-dom", url.absoluteString])
        return String(decoding: output, as: UTF8.self)
    }

    /// A PNG of the page as it displays after its scripts ran.
    func screenshot(of url: URL, to file: URL, window: (width: Int, height: Int) = (1400, 850)) throws {
        _ = try run(["--window-size=\(window.width),\(window.height)", "--screenshot=\(file.path)", url.absoluteString])
        #expect(FileManager.default.fileExists(atPath: file.path), "chromium wrote no screenshot of \(url.lastPathComponent)")
    }

    /// Runs the browser headless and returns its standard output; fails after a minute.
    private func run(_ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = executable
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run", "--disable-extensions",
            "--user-data-dir=\(profile.path)", "--virtual-time-budget=5000",
        ] + arguments
        let output = profile.appendingPathComponent("stdout-\(UUID().uuidString)")
        let errors = profile.appendingPathComponent("stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        if finished.wait(timeout: .now() + 60) == .timedOut {
            process.terminate()
            finished.wait()
            Issue.record("chromium took more than a minute: \(arguments.joined(separator: " "))")
        }
        let standardError = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
        #expect(process.terminationStatus == 0, "chromium failed: \(standardError)")
        return try Data(contentsOf: output)
    }

    /// Removes the profile folder.
    func close() {
        try? FileManager.default.removeItem(at: profile)
    }
}
