import Foundation
import Storyflow
import StoryflowDiagrams

/// Where a command writes its files: a folder (one file per flow and format) or a single file.
///
/// Every file is written atomically (a temporary file in the same folder, then a rename), so a
/// failure never truncates or replaces an existing file; a stop signal removes the temporary file, a
/// replaced file keeps its permissions, and a read-only one is refused.
struct OutputDestination {
    /// The folder to write into, or `nil` when ``file`` is set.
    let folder: URL?
    /// The single file to write, when the path names a file.
    let file: URL?

    /// Treats `path` as a file when it has an extension and is not an existing folder, or when it
    /// names an existing file, pipe or device (`/dev/null`); a file can only take one result. A path
    /// ending in `/` is a folder, and an empty path is refused.
    init(path: String, fileCount: Int) throws {
        guard !path.isEmpty else { throw CommandError.outputNotWritable(path: "--output ''", reason: "the output path is empty") }
        let kind = FileKind(path: path)
        let url = URL(fileURLWithPath: path)
        if path.hasSuffix("/") {
            if let kind, kind != .directory {
                throw CommandError.outputNotWritable(path: path, reason: "it ends in '/', but it is \(kind), not a folder")
            }
            folder = url
            file = nil
        } else if kind != .directory && (!url.pathExtension.isEmpty || kind != nil) {
            guard fileCount == 1 else { throw CommandError.outputFileNeedsSingleResult(path: path, results: fileCount) }
            folder = nil
            file = url
        } else {
            folder = url
            file = nil
        }
    }

    /// The URL a result named `name` with `fileExtension` goes to.
    func url(name: String, fileExtension: String) -> URL {
        file ?? folder!.appendingPathComponent(DiagramFileName.from(name)).appendingPathExtension(fileExtension)
    }

    /// Writes `data` atomically and returns where it went. A named pipe or device (`/dev/null`,
    /// `/dev/stdout`) is written in place: replacing it with a file would break it for everyone.
    @discardableResult
    func write(_ data: Data, name: String, fileExtension: String) throws -> URL {
        let target = url(name: name, fileExtension: fileExtension)
        if let (blocker, kind) = Self.fileInTheWay(of: target.deletingLastPathComponent()) {
            throw CommandError.outputNotWritable(
                path: target.path, reason: "'\(blocker.path)' is \(kind), not a folder, so nothing can be written inside it"
            )
        }
        do {
            switch FileKind(path: target.path) {
            case .namedPipe, .characterDevice:
                let handle = try FileHandle(forWritingTo: target)
                defer { try? handle.close() }
                try handle.write(contentsOf: data)
            case .directory:
                throw CocoaError(.fileWriteFileExists)
            default:
                try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Self.replace(target, with: data)
            }
        } catch is ReadOnlyFile {
            throw CommandError.outputNotWritable(path: target.path, reason: "the file is read-only; make it writable to replace it")
        } catch {
            throw CommandError.outputNotWritable(path: target.path, reason: FileErrorText.reason(for: error))
        }
        return target
    }

    /// Writes `data` to a temporary file beside `target` (removed if `storyflow` is stopped meanwhile), gives it the
    /// permissions of the file it replaces, and renames it over `target`. A read-only file is not replaced.
    private static func replace(_ target: URL, with data: Data) throws {
        var status = stat()
        let existing = stat(target.path, &status) == 0 ? status.st_mode & 0o7777 : nil
        if let existing, existing & 0o222 == 0 { throw ReadOnlyFile() }
        let temporary = target.deletingLastPathComponent().appendingPathComponent(".\(target.lastPathComponent).storyflow-\(UUID().uuidString).tmp")
        PendingFiles.add(temporary.path)
        defer { PendingFiles.remove(temporary.path) }
        do {
            try data.write(to: temporary, options: .withoutOverwriting)
            if let existing { chmod(temporary.path, existing) }
            guard rename(temporary.path, target.path) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }

    /// The nearest existing ancestor of `folder` (itself included) and its kind, when it is not a folder.
    private static func fileInTheWay(of folder: URL) -> (URL, FileKind)? {
        var current = folder.standardizedFileURL
        while current.path != "/" {
            if let kind = FileKind(path: current.path) { return kind == .directory ? nil : (current, kind) }
            current = current.deletingLastPathComponent()
        }
        return nil
    }
}

/// An existing file without write permission, which ``OutputDestination`` does not replace.
private struct ReadOnlyFile: Error {}
