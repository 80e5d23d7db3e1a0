/// Words for the XML parser's error codes. On Linux FoundationXML reports libxml2's
/// `xmlParserErrors` numbers with no text (Apple's `XMLParser.ErrorCode` uses the same numbers),
/// so a person would otherwise read "error 89" where the parser refused an entity expansion.
///
/// ```swift
/// XMLParserErrorText.reason(code: 89)   // "an entity expands into itself or into too much text; entity expansion refused"
/// XMLParserErrorText.reason(code: 999)  // "the XML parser stopped (libxml2 error 999)"
/// ```
enum XMLParserErrorText {
    /// What error `code` means, in words.
    static func reason(code: Int) -> String {
        words[code] ?? "the XML parser stopped (libxml2 error \(code))"
    }

    private static let words: [Int: String] = [
        // libxml2 reports its size limits as an internal error (1) or a long name (110).
        1: "an attribute value or a text is longer than the XML parser reads (10,000,000 characters), or the parser failed",
        2: "out of memory while parsing",
        3: "the file does not start like an XML document",
        4: "the file is empty",
        5: "extra content after the end of the document",
        6: "invalid hexadecimal character reference", 7: "invalid decimal character reference",
        8: "invalid character reference", 9: "a character that XML does not allow",
        14: "an entity reference is cut off by the end of the file",
        22: "'&' does not start an entity reference (write '&amp;')",
        23: "an entity reference misses its ';'",
        26: "an entity that is not declared", 27: "an entity that is not declared",
        28: "an unparsed entity is referenced",
        29: "the file refers to an external entity; external entities are never read",
        31: "the declared text encoding is unknown", 32: "the declared text encoding is not supported",
        33: "an attribute value does not start with a quote", 34: "an attribute value has no closing quote",
        37: "an entity declaration is not finished",
        38: "'<' inside an attribute value (write '&lt;')",
        39: "an attribute has no value",
        40: "an attribute is not finished, or its value is longer than the XML parser reads (10,000,000 characters)", 41: "an attribute has no value",
        42: "an attribute appears twice in one element",
        43: "a quoted value does not start with a quote", 44: "a quoted value has no closing quote",
        45: "a comment is not closed (missing '-->')",
        46: "a processing instruction does not start properly", 47: "a processing instruction is not closed",
        57: "the XML declaration is not finished",
        61: "the DOCTYPE declaration is not finished",
        63: "a CDATA section is not closed",
        64: "a name that is reserved for XML",
        65: "a space is missing", 68: "a name was expected", 73: "'>' was expected",
        74: "'</' was expected", 75: "'=' was expected after an attribute name",
        76: "an end tag does not match its start tag", 77: "an element is not closed before the end of the file",
        80: "'--' inside a comment",
        81: "the text is not in the declared encoding",
        85: "the elements are not properly nested",
        86: "extra content at the end of the document",
        89: "an entity expands into itself or into too much text; entity expansion refused",
        99: "a name is too long",
        100: "parsing was stopped",
        110: "a name is longer than the XML parser reads (50,000 characters)",
    ]
}
