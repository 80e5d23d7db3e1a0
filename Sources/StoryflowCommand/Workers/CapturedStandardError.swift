import Foundation

/// A worker's standard error, kept in memory instead of shown.
///
/// Graphviz's path planner prints some complaints straight to standard error
/// (`libpath/shortest.c:324: triangulation failed`) rather than through its error function, and a
/// worker shares the user's terminal. The worker sends its standard error to an in-memory file
/// (Linux `memfd_create`) and hands what a render printed to the parent as warnings, which puts
/// them in words like every other Graphviz warning. Where there is no such file, nothing is captured.
final class CapturedStandardError {
    private let file: Int32

    /// Redirects standard error into memory; `nil` where the system cannot.
    init?() {
        #if os(Linux)
        typealias MemoryFileCreate = @convention(c) (UnsafePointer<CChar>, UInt32) -> Int32
        guard let program = dlopen(nil, RTLD_NOW), let symbol = dlsym(program, "memfd_create") else { return nil }
        let file = unsafeBitCast(symbol, to: MemoryFileCreate.self)("storyflow-worker-stderr", 0)
        guard file >= 0, dup2(file, STDERR_FILENO) >= 0 else { return nil }
        self.file = file
        #else
        return nil
        #endif
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
