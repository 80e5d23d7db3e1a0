import Foundation

/// A worker's standard error, kept in memory instead of shown.
///
/// Graphviz's path planner prints some complaints straight to standard error
/// (`libpath/shortest.c:324: triangulation failed`) rather than through its error function, and a
/// worker shares the user's terminal. The worker sends its standard error to a temporary file that
/// no folder lists (created, then unlinked at once) and hands what a render printed to the parent
/// as warnings, which puts them in words like every other Graphviz warning. Where no such file can
/// be made, nothing is captured.
final class CapturedStandardError {
    private let file: Int32

    /// Redirects standard error into the file; `nil` where it cannot be made.
    init?() {
        var template = Array((FileManager.default.temporaryDirectory.path + "/storyflow-worker-stderr-XXXXXX").utf8CString)
        let file = mkstemp(&template)
        guard file >= 0 else { return nil }
        unlink(template)
        guard dup2(file, STDERR_FILENO) >= 0 else {
            close(file)
            return nil
        }
        self.file = file
    }

    /// The non-empty lines printed since the last call; forgets them.
    func takeLines() -> [String] {
        let length = lseek(file, 0, SEEK_END)
        guard length > 0 else { return [] }
        var bytes = [UInt8](repeating: 0, count: Int(length))
        let count = pread(file, &bytes, bytes.count, 0)
        _ = ftruncate(file, 0)
        _ = lseek(file, 0, SEEK_SET)
        return String(decoding: bytes.prefix(max(0, count)), as: UTF8.self)
            .split(separator: "\n").map(String.init).filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    }
}
