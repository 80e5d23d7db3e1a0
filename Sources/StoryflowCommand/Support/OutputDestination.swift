import Foundation

/// Where a command writes its files: a folder (one file per flow and format) or a single file.
///
/// Every file is written atomically (a temporary file in the same folder, then a rename), so a
/// failure never truncates or replaces an existing file.
struct OutputDestination {
    /// The folder to write into, or `nil` when ``file`` is set.
    let folder: URL?
    /// The single file to write, when the path names a file.
    let file: URL?

    /// Treats `path` as a file when it has an extension and is not an existing folder;
    /// a file can only take one result.
    init(path: String, fileCount: Int) throws {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        let url = URL(fileURLWithPath: path)
        if !(exists && isDirectory.boolValue) && !url.pathExtension.isEmpty {
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
        file ?? folder!.appendingPathComponent(Self.fileName(name)).appendingPathExtension(fileExtension)
    }

    /// Writes `data` atomically and returns where it went.
    @discardableResult
    func write(_ data: Data, name: String, fileExtension: String) throws -> URL {
        let target = url(name: name, fileExtension: fileExtension)
        do {
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: target, options: .atomic)
        } catch {
            throw CommandError.outputNotWritable(path: target.path, reason: Self.reason(error))
        }
        return target
    }

    /// A file name for a flow name: letters, digits, `-`, `_` and `.` kept, anything else as `-`.
    static func fileName(_ name: String) -> String {
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-_."))
        let mapped = String(name.unicodeScalars.map { allowed.contains($0) ? Character($0) : "-" })
        let trimmed = mapped.trimmingCharacters(in: CharacterSet(charactersIn: "-."))
        return trimmed.isEmpty ? "flow" : trimmed
    }

    private static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return nsError.localizedDescription
    }
}
