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
    /// - Throws: ``WorkerMessageError/truncated`` when the pipe ends first or cannot be read.
    func read(count: Int) throws -> Data {
        if buffer.count >= count {
            let bytes = Data(buffer.prefix(count))
            buffer = Data(buffer.dropFirst(count))
            return bytes
        }
        // A payload of megabytes is read straight into its final place, as fast as the pipe fills.
        var bytes = Data(count: count)
        var filled = buffer.count
        bytes.replaceSubrange(0..<filled, with: buffer)
        buffer = Data()
        let descriptor = handle.fileDescriptor
        try bytes.withUnsafeMutableBytes { (destination: UnsafeMutableRawBufferPointer) in
            while filled < count {
                let received = Foundation.read(descriptor, destination.baseAddress! + filled, count - filled)
                if received < 0 && errno == EINTR { continue }
                guard received > 0 else { throw WorkerMessageError.truncated }
                filled += received
            }
        }
        return bytes
    }
}
