/// The Objective-C selector Swift gives an `@objc` method with one parameter.
///
/// Swift's rule: `func save(_ segue:)` → `save:`; `func save(segue:)` → `saveWithSegue:`;
/// no `With` when the label starts with a preposition or the name ends with one
/// (`func unwind(to segue:)` → `unwindTo:`, `func backTo(segue:)` → `backToSegue:`).
enum SwiftSelector {
    /// English prepositions Swift recognises when naming selectors.
    private static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
        "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since",
        "to", "until", "using", "via", "when", "with", "within",
    ]

    /// The selector of `func name(label …)`; `label` is the first parameter's argument label (`_` for none).
    static func selector(name: String, label: String) -> String {
        guard label != "_" else { return name + ":" }
        let joiner = prepositions.contains(firstWord(label)) || prepositions.contains(lastWord(name).lowercased()) ? "" : "With"
        return name + joiner + label.prefix(1).uppercased() + label.dropFirst() + ":"
    }

    /// The leading lowercase word of a camel-case identifier.
    private static func firstWord(_ identifier: String) -> String {
        String(identifier.prefix { !$0.isUppercase })
    }

    /// The trailing word of a camel-case identifier (from its last capital letter).
    private static func lastWord(_ identifier: String) -> String {
        guard let start = identifier.lastIndex(where: \.isUppercase) else { return identifier }
        return String(identifier[start...])
    }
}
