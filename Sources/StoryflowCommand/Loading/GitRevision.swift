import Foundation
import Storyflow

/// Files as they were at a git revision: `git archive REV -- PATH` unpacked into a temporary folder
/// that keeps the path's place in the repository, so a storyboard folder loads under the same names.
///
/// ```swift
/// let old = try GitRevision.extract("Sources/App/Base.lproj", at: "main")
/// defer { old.remove() }
/// old.path   // "/tmp/storyflow-git-…/Sources/App/Base.lproj"
/// ```
struct GitRevision {
    /// The temporary folder holding the extracted files.
    let folder: URL
    /// The extracted path: the given path's counterpart inside ``folder``.
    let path: String
    /// The work tree's root, whose counterpart ``folder`` is.
    let root: String

    /// Extracts `path` (a file or folder inside a git work tree) as it was at `revision`.
    static func extract(_ path: String, at revision: String) throws -> GitRevision {
        let url = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath()
        let root = try repositoryRoot(of: path, revision: revision)
        guard url.path == root || url.path.hasPrefix(root + "/") else {
            throw CommandError.gitFailed(revision: revision, path: path, message: "the path is outside the repository at '\(root)'")
        }
        let relative = url.path == root ? "." : String(url.path.dropFirst(root.count + 1))
        let commit = try resolve(revision, in: URL(fileURLWithPath: root), path: path)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("storyflow-git-\(UUID().uuidString)")
        PendingFiles.add(folder.path)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let archive = folder.appendingPathComponent(".archive.tar")
        do {
            let tar = try gitData(["archive", "--format=tar", commit, "--", relative], in: URL(fileURLWithPath: root), revision: revision, path: path)
            do {
                try tar.write(to: archive)
            } catch {
                throw CommandError.gitFailed(revision: revision, path: path, message: "cannot keep the revision's files: \(FileErrorText.reason(for: error))")
            }
            do {
                _ = try run("/usr/bin/env", ["tar", "-xf", archive.path, "-C", folder.path], in: folder)
            } catch let failure as ProcessFailure {
                throw CommandError.gitFailed(revision: revision, path: path, message: "cannot unpack the revision's files: \(failure.message)")
            }
            try FileManager.default.removeItem(at: archive)
        } catch {
            try? FileManager.default.removeItem(at: folder)
            PendingFiles.remove(folder.path)
            throw error
        }
        return GitRevision(folder: folder, path: folder.appendingPathComponent(relative).standardizedFileURL.path, root: root)
    }

    /// The root of the git work tree that holds `path` (symbolic links resolved).
    static func repositoryRoot(of path: String, revision: String) throws -> String {
        let url = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath()
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
        let directory = exists && isDirectory.boolValue ? url : url.deletingLastPathComponent()
        let topLevel = try git(["rev-parse", "--show-toplevel"], in: directory, revision: revision)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        return URL(fileURLWithPath: topLevel).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// The commit `revision` names, as an object id: only that reaches `git archive`, so a revision written like an
    /// option (`--output=/path`, `-oFILE`, `--remote=…`) is a name git cannot find, never an option it obeys.
    static func resolve(_ revision: String, in root: URL, path: String) throws -> String {
        let object: String
        do {
            object = try git(["rev-parse", "--verify", "--quiet", "--end-of-options", revision + "^{commit}"], in: root, revision: revision)
                .trimmingCharacters(in: .whitespacesAndNewlines)
        } catch CommandError.gitFailed {
            throw CommandError.gitFailed(revision: revision, path: path, message: "no commit has that name in the repository")
        }
        guard !object.isEmpty, object.allSatisfy(\.isHexDigit) else {
            throw CommandError.gitFailed(revision: revision, path: path, message: "no commit has that name in the repository")
        }
        return object
    }

    /// Removes the temporary folder.
    func remove() {
        try? FileManager.default.removeItem(at: folder)
        PendingFiles.remove(folder.path)
    }

    private static func git(_ arguments: [String], in directory: URL, revision: String) throws -> String {
        String(decoding: try gitData(arguments, in: directory, revision: revision, path: directory.path), as: UTF8.self)
    }

    private static func gitData(_ arguments: [String], in directory: URL, revision: String, path: String) throws -> Data {
        do {
            return try run("/usr/bin/env", ["git"] + arguments, in: directory)
        } catch let failure as ProcessFailure {
            throw CommandError.gitFailed(revision: revision, path: path, message: failure.message)
        }
    }

    /// Why a child process failed: its standard error's last line.
    private struct ProcessFailure: Error {
        var message: String
    }

    /// Runs a program and returns its standard output; a non-zero exit throws its standard error.
    private static func run(_ executable: String, _ arguments: [String], in directory: URL) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw ProcessFailure(message: "cannot run \(arguments.first ?? executable): \(error.localizedDescription)")
        }
        // Standard error is read on another thread, so neither pipe can fill up and block the child.
        let errorText = ErrorCollector(handle: error.fileHandleForReading)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let lines = errorText.text.split(separator: "\n").map(String.init)
            let message = (lines.last { !$0.isEmpty } ?? "exit status \(process.terminationStatus)")
            throw ProcessFailure(message: message.hasPrefix("fatal: ") ? String(message.dropFirst(7)) : message)
        }
        return data
    }
}

/// Reads a pipe to its end on a thread of its own.
private final class ErrorCollector: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    /// Everything the pipe gave, once it closed.
    var text: String {
        done.wait()
        return String(decoding: data, as: UTF8.self)
    }
}
