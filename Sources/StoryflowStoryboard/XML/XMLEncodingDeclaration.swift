import Foundation

/// What an XML file says about its text encoding: Interface Builder always writes UTF-8, but a file
/// that declares another encoding (or starts with a UTF-16 byte order mark) is converted by the parser
/// and must not be checked as UTF-8 bytes.
enum XMLEncodingDeclaration {
    /// Whether the file starts with a UTF-16 byte order mark or an XML declaration naming an
    /// encoding other than UTF-8.
    static func declaresOtherEncodingThanUTF8(_ data: Data) -> Bool {
        let start = Array(data.prefix(200))
        if start.starts(with: [0xFE, 0xFF]) || start.starts(with: [0xFF, 0xFE]) { return true }
        guard start.starts(with: Array("<?xml".utf8)), let end = start.firstIndex(of: UInt8(ascii: ">")) else { return false }
        let declaration = String(decoding: start[..<end], as: UTF8.self).lowercased()
        guard let range = declaration.range(of: "encoding") else { return false }
        let value = declaration[range.upperBound...].drop { " =\"'".contains($0) }.prefix { !" \"'?".contains($0) }
        return !value.isEmpty && value != "utf-8" && value != "utf8"
    }
}
