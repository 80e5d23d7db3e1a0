import Foundation
import Storyflow

/// The text of one Swift file of a scan, or the warning that skips it: one file that cannot be read (not UTF-8,
/// a link that leads nowhere, no permission, too large to parse in bounded memory) never stops the scan of an app.
enum SourceText {
    /// The largest Swift file a scan parses: swift-syntax keeps a node per token, about 270 bytes for each byte of a
    /// file of short tokens (a 5 MB array literal took 1.34 GB), so a larger file would take more than 300 MB (a
    /// 1 MB one took 316 MB).
    static let maximumBytes = 800_000

    /// The text of the file at `path`, or a warning at `displayPath` saying why it is skipped.
    static func read(path: String, displayPath: String) -> Result<String, SkippedFile> {
        let skip = { (reason: String, line: Int?, column: Int?) in
            Result<String, SkippedFile>.failure(SourceText.skipped(displayPath, reason, line: line, column: column))
        }
        switch FileKind(path: path) {
        case nil:
            return skip(brokenLinkReason(path), nil, nil)
        case .regularFile?:
            break
        case let kind?:
            return skip("it is \(kind), not a file", nil, nil)
        }
        let data: Data
        do {
            let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
            defer { try? handle.close() }
            data = try handle.read(upToCount: maximumBytes + 1) ?? Data()
        } catch {
            return skip("cannot read the file: \(FileErrorText.reason(for: error))", nil, nil)
        }
        guard data.count <= maximumBytes else {
            return skip("the file is larger than \(maximumBytes / 1_000) KB, the most a scan parses of one file", nil, nil)
        }
        if let invalid = UTF8Check.firstInvalidByte(in: data) {
            return skip("the file is not UTF-8 text: byte \(invalid.hex) is not part of any character", invalid.line, invalid.column)
        }
        return .success(String(decoding: data, as: UTF8.self))
    }

    /// The warning that skips the file at `displayPath`, for `reason`.
    static func skipped(_ displayPath: String, _ reason: String, line: Int? = nil, column: Int? = nil) -> SkippedFile {
        SkippedFile(warning: Diagnostic(
            .warning, "\(reason); skipped", location: SourceLocation(file: displayPath, line: line, column: column),
            code: "skipped-file"
        ))
    }

    /// Why nothing can be read where a path leads: a link to nothing, a loop of links, or no file at all.
    private static func brokenLinkReason(_ path: String) -> String {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return "cannot read the file: no such file" }
        if stat(path, &status) != 0, errno == ELOOP { return "the symbolic link leads into a loop of links" }
        return "the symbolic link leads to nothing (no such file or folder)"
    }
}

/// A file (or folder) a scan leaves out, and the warning that says why.
struct SkippedFile: Error {
    var warning: Diagnostic
}
