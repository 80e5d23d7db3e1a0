import Foundation

/// A message between `storyflow render` and a `storyflow render-worker`: one line of JSON (the
/// header and the sizes of the payloads), then the payloads' bytes as they are. DOT and rendered
/// diagrams travel as bytes, never escaped into JSON.
struct WorkerMessage<Header: Codable> {
    var header: Header
    var payloads: [Data]

    private struct Envelope: Codable {
        var header: Header
        var payloadSizes: [Int]
    }

    /// Writes the message to `pipe`: the header line, then each payload as it is (megabytes are
    /// not copied into one buffer first).
    func write(to pipe: FileHandle) throws {
        var line = try JSONEncoder().encode(Envelope(header: header, payloadSizes: payloads.map(\.count)))
        line.append(UInt8(ascii: "\n"))
        try pipe.write(contentsOf: line)
        try payloads.forEach { try pipe.write(contentsOf: $0) }
    }

    /// The sizes a payload can have: none is negative, and no drawing comes near 4 GiB (cairo's largest
    /// bitmap is 32767 pixels square).
    private static var possiblePayloadSizes: ClosedRange<Int> { 0...(1 << 32) }

    /// The next message from `reader`, or `nil` when the other side has closed the pipe between messages.
    ///
    /// - Throws: ``WorkerMessageError`` when the pipe ends inside a message or cannot be read, or when
    ///   the header is not JSON or announces an impossible payload size.
    static func read(from reader: PipeReader) throws -> WorkerMessage? {
        guard let line = try reader.readLine() else { return nil }
        let envelope: Envelope
        do {
            envelope = try JSONDecoder().decode(Envelope.self, from: line)
        } catch {
            throw WorkerMessageError.malformedHeader(String(decoding: line.prefix(200), as: UTF8.self))
        }
        guard envelope.payloadSizes.allSatisfy(Self.possiblePayloadSizes.contains) else {
            throw WorkerMessageError.malformedHeader(String(decoding: line.prefix(200), as: UTF8.self))
        }
        let payloads = try envelope.payloadSizes.map { size in try reader.read(count: size) }
        return WorkerMessage(header: envelope.header, payloads: payloads)
    }
}

extension WorkerMessage: Sendable where Header: Sendable {}

extension WorkerMessage: Equatable where Header: Equatable {}

/// Why a message could not be read.
enum WorkerMessageError: Error, Equatable, CustomStringConvertible {
    /// The pipe ended in the middle of a message.
    case truncated
    /// The header line is not the JSON expected.
    case malformedHeader(String)

    var description: String {
        switch self {
        case .truncated: "the message ended early"
        case .malformedHeader(let line): "unreadable message header '\(line)'"
        }
    }
}
