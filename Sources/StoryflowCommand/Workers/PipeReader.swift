import Foundation

/// Reads lines and exact byte counts from a pipe, blocking until they arrive.
final class PipeReader {
    private let handle: FileHandle
    /// Bytes read from the pipe and not yet handed out.
    private var buffer = Data()

    init(_ handle: FileHandle) {
        self.handle = handle
    }

    /// The bytes up to the next line feed (without it), or `nil` when the pipe ends first with
    /// nothing read.
    ///
    /// - Throws: ``WorkerMessageError/truncated`` when the pipe ends inside a line.
    func readLine() throws -> Data? {
        var searched = buffer.startIndex
        while true {
            if let end = buffer[searched...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = Data(buffer[buffer.startIndex..<end])
                buffer = Data(buffer[(end + 1)...])
                return line
            }
            searched = buffer.endIndex
            let chunk = handle.availableData
            guard !chunk.isEmpty else {
                if buffer.isEmpty { return nil }
                throw WorkerMessageError.truncated
            }
            buffer.append(chunk)
        }
    }

    /// Exactly `count` bytes.
    ///
    /// - Throws: ``WorkerMessageError/truncated`` when the pipe ends first.
    func read(count: Int) throws -> Data {
        if buffer.count >= count {
            let bytes = Data(buffer.prefix(count))
            buffer = Data(buffer.dropFirst(count))
            return bytes
        }
        var bytes = buffer
        buffer = Data()
        while bytes.count < count {
            guard let rest = try handle.read(upToCount: count - bytes.count), !rest.isEmpty else {
                throw WorkerMessageError.truncated
            }
            bytes.append(rest)
        }
        return bytes
    }
}
