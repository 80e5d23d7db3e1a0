import Foundation

/// Finds the first byte of a file that is not UTF-8, with its line and column, so that importers
/// can refuse such a file with a clear error before a parser meets it (FoundationXML traps on an
/// element name that is not UTF-8; a JSON parser only says "invalid value").
///
/// ```swift
/// UTF8Check.firstInvalidByte(in: Data([0x3C, 0x61, 0xFF, 0x2F, 0x3E]))
/// // InvalidByte(offset: 2, byte: 0xFF, line: 1, column: 3)
/// ```
public enum UTF8Check {
    /// Where the first byte that is not UTF-8 is.
    public struct InvalidByte: Hashable, Sendable {
        /// The 0-based byte offset.
        public var offset: Int
        /// The byte's value.
        public var byte: UInt8
        /// The 1-based line.
        public var line: Int
        /// The 1-based column, in characters.
        public var column: Int

        /// The byte as people write it: `0xFF`.
        public var hex: String {
            "0x" + String(byte, radix: 16, uppercase: true)
        }
    }

    /// The first invalid byte of `data`, or `nil` when it is all UTF-8.
    public static func firstInvalidByte(in data: Data) -> InvalidByte? {
        var iterator = data.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = 0
        var line = 1
        var lineStart = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                if encoded.count == 1, encoded.first == UInt8(ascii: "\n") {
                    line += 1
                    lineStart = offset + 1
                }
                offset += encoded.count
            case .error:
                let start = data.startIndex
                let column = String(decoding: data[start + lineStart ..< start + offset], as: UTF8.self).count + 1
                return InvalidByte(offset: offset, byte: data[start + offset], line: line, column: column)
            case .emptyInput:
                return nil
            }
        }
    }
}
