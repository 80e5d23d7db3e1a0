import Foundation

/// Writes a file atomically: the bytes go to a temporary file in the destination's folder,
/// which is then renamed over the destination. Readers see the old file or the complete new
/// one, never a partial write, and a failed write leaves the old file untouched.
struct AtomicFileWriter {
    let destination: URL

    /// Replaces the destination's contents with `data`.
    func write(_ data: Data) throws(RenderError) {
        let folder = destination.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(destination.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try data.write(to: temporary, options: .withoutOverwriting)
        } catch {
            throw .io(path: destination.path, reason: Self.reason(for: error, folder: folder))
        }
        guard rename(temporary.path, destination.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw .io(path: destination.path, reason: reason)
        }
    }

    /// The system's explanation of a failed write, naming the folder the file was to go in.
    private static func reason(for error: any Error, folder: URL) -> String {
        guard let underlying = (error as? CocoaError)?.underlying as? POSIXError else {
            return error.localizedDescription
        }
        return "cannot create a file in '\(folder.path)': \(String(cString: strerror(underlying.code.rawValue)))"
    }
}
