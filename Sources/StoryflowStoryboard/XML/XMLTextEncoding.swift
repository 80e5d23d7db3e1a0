import Foundation
import Storyflow

/// Storyboard bytes turned into UTF-8 before the parser sees them: Interface Builder always writes UTF-8, and
/// FoundationXML traps on a name that libxml2 hands it in any other form, so the parser is only ever given
/// checked UTF-8 whose declaration names no other encoding.
///
/// A file with a UTF-16 or UTF-32 byte order mark (or a BOM-less `<?xml` in UTF-16) is decoded as such; one
/// that declares an 8-bit encoding Foundation knows (`ISO-8859-1`, `windows-1252`, …) is decoded from it. A
/// declaration of UTF-16 or UTF-32 on single-byte text is wrong and ignored (the text is checked as UTF-8, as
/// libxml2 would read it). Any other declared encoding is refused in words.
enum XMLTextEncoding {
    /// `data` as UTF-8 with an XML declaration that says so; `path` only names the file in errors.
    static func utf8(_ data: Data, path: String) throws -> Data {
        if let wide = wideEncoding(of: data) {
            guard let text = String(data: data, encoding: wide.encoding) else {
                throw StoryboardImportError.undecodableText(path: path, encoding: wide.name)
            }
            return declaringUTF8(Data(text.drop { $0 == "\u{FEFF}" }.utf8))
        }
        let declared = declaredEncoding(in: data)?.lowercased()
        if let declared, let encoding = eightBitEncodings[declared] {
            guard let text = String(data: data, encoding: encoding) else {
                throw StoryboardImportError.undecodableText(path: path, encoding: declared.uppercased())
            }
            return declaringUTF8(Data(text.utf8))
        }
        if let declared, !["utf-8", "utf8"].contains(declared), !declared.hasPrefix("utf-16"), !declared.hasPrefix("utf-32"),
           !declared.hasPrefix("ucs") {
            throw StoryboardImportError.undecodableText(path: path, encoding: declared.uppercased())
        }
        if let invalid = UTF8Check.firstInvalidByte(in: data) {
            throw StoryboardImportError.invalidUTF8(path: path, line: invalid.line, column: invalid.column, byte: invalid.byte)
        }
        return declared == nil ? data : declaringUTF8(data)
    }

    /// The 8-bit encodings read from a declaration, by their lower-cased IANA names.
    private static let eightBitEncodings: [String: String.Encoding] = [
        "iso-8859-1": .isoLatin1, "latin1": .isoLatin1, "iso_8859-1": .isoLatin1, "l1": .isoLatin1,
        "iso-8859-2": .isoLatin2, "latin2": .isoLatin2,
        "windows-1252": .windowsCP1252, "cp1252": .windowsCP1252, "windows-1250": .windowsCP1250,
        "windows-1251": .windowsCP1251, "windows-1253": .windowsCP1253, "windows-1254": .windowsCP1254,
        "us-ascii": .ascii, "ascii": .ascii, "macintosh": .macOSRoman, "shift_jis": .shiftJIS, "euc-jp": .japaneseEUC,
    ]

    /// The encoding of a file whose first bytes are not single-byte text: a UTF-16 or UTF-32 byte order mark, or
    /// `<?` written in UTF-16 without one.
    private static func wideEncoding(of data: Data) -> (encoding: String.Encoding, name: String)? {
        let start = Array(data.prefix(4))
        if start.starts(with: [0x00, 0x00, 0xFE, 0xFF]) || start.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return (.utf32, "UTF-32") }
        if start.starts(with: [0xFE, 0xFF]) || start.starts(with: [0xFF, 0xFE]) { return (.utf16, "UTF-16") }
        if start.starts(with: [0x3C, 0x00, 0x3F, 0x00]) { return (.utf16LittleEndian, "UTF-16") }
        if start.starts(with: [0x00, 0x3C, 0x00, 0x3F]) { return (.utf16BigEndian, "UTF-16") }
        return nil
    }

    /// The byte range of the XML declaration's encoding name (between its quotes), when the file starts with a
    /// declaration that names one in well-formed `encoding="…"`.
    private static func encodingNameRange(in data: Data) -> Range<Int>? {
        let start = Array(data.prefix(200))
        guard start.starts(with: Array("<?xml".utf8)), let end = start.firstIndex(of: UInt8(ascii: ">")) else { return nil }
        let declaration = start[..<end]
        let keyword = Array("encoding".utf8)
        guard let keywordStart = declaration.indices.first(where: { declaration[$0...].starts(with: keyword) }) else { return nil }
        var index = keywordStart + keyword.count
        let spaces: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
        while index < end, spaces.contains(declaration[index]) { index += 1 }
        guard index < end, declaration[index] == UInt8(ascii: "=") else { return nil }
        index += 1
        while index < end, spaces.contains(declaration[index]) { index += 1 }
        guard index < end, [UInt8(ascii: "\""), UInt8(ascii: "'")].contains(declaration[index]) else { return nil }
        let quote = declaration[index]
        guard let close = declaration[(index + 1)...].firstIndex(of: quote) else { return nil }
        return (index + 1)..<close
    }

    /// The encoding name a well-formed declaration gives, as written.
    private static func declaredEncoding(in data: Data) -> String? {
        encodingNameRange(in: data).map { String(decoding: data.prefix($0.upperBound).dropFirst($0.lowerBound), as: UTF8.self) }
    }

    /// UTF-8 bytes whose declaration (if it names an encoding) names UTF-8: the parser then reads them as such.
    private static func declaringUTF8(_ data: Data) -> Data {
        guard let range = encodingNameRange(in: data) else { return data }
        var data = data
        data.replaceSubrange(range.lowerBound + data.startIndex..<range.upperBound + data.startIndex, with: Array("UTF-8".utf8))
        return data
    }
}
