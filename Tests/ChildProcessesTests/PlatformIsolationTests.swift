import Foundation
import Testing

/// What differs between Linux and macOS lives in `PlatformProcess` alone: no other source file of
/// the package names a call, constant or file that only one of them has.
@Suite struct PlatformIsolationTests {
    /// Calls and names that exist on Linux only (or differ in shape on macOS), as they appear in Swift source.
    private static let linuxOnly = [
        "os(Linux)", "import Glibc", "canImport(Glibc)", "prctl", "PR_SET_", "sigtimedwait", "waitid(", "_sifields", "posix_spawn",
        "memfd_create", "F_SETPIPE_SZ", "pipe2", "RUSAGE_", "/proc/", "epoll", "signalfd", "pidfd", "PDEATHSIG",
    ]

    private static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")

    @Test func noSourceOutsideTheSeamUsesALinuxOnlyCall() throws {
        let seam = Self.sources.appendingPathComponent("ChildProcesses/PlatformProcess.swift").standardizedFileURL.path
        let files = try #require(FileManager.default.enumerator(at: Self.sources, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" || $0.pathExtension == "h" }
        #expect(files.count > 100, "the sources are read from \(Self.sources.path)")
        var found: [String] = []
        for file in files where file.standardizedFileURL.path != seam {
            let text = try String(contentsOf: file, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.components(separatedBy: "//").first ?? ""
                for name in Self.linuxOnly where code.contains(name) {
                    found.append("\(file.path.dropFirst(Self.sources.path.count + 1)):\(number + 1): \(name)")
                }
            }
        }
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
        #expect(try String(contentsOfFile: seam, encoding: .utf8).contains("#if os(Linux)"), "the seam holds the Linux branches")
    }
}
