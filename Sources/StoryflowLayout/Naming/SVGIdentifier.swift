/// Readable ids for SVG elements built from user ids: ASCII letters, digits, `-` and `_` only.
///
/// Graphviz escapes the `id` attribute itself; keeping ids to this alphabet also keeps them valid
/// CSS selectors and URL fragments.
enum SVGIdentifier {
    /// `text` with every character outside `[A-Za-z0-9_-]` replaced by `_`, at most
    /// ``LongText/identifier`` characters of it (``unique(_:taken:)`` tells cut ids apart).
    ///
    /// ```swift
    /// SVGIdentifier.sanitized("Add Player/1")   // "Add_Player_1"
    /// ```
    static func sanitized(_ text: String) -> String {
        let text = text.utf8.count > LongText.identifier ? String(text.prefix(LongText.identifier)) : text
        if text.utf8.allSatisfy({ isAllowed(Unicode.Scalar($0)) }) {
            return text
        }
        return String(text.unicodeScalars.map { isAllowed($0) ? Character($0) : "_" })
    }

    /// Whether `scalar` is an ASCII letter or digit, `-` or `_`.
    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_"
    }

    /// `id`, or `id-2`, `id-3`… when it is already taken; the result is added to `taken`.
    static func unique(_ id: String, taken: inout Set<String>) -> String {
        var candidate = id
        var suffix = 2
        while taken.contains(candidate) {
            candidate = "\(id)-\(suffix)"
            suffix += 1
        }
        taken.insert(candidate)
        return candidate
    }
}
