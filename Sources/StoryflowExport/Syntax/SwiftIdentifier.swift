import Storyflow

/// Derives Swift identifiers from names people wrote: flow names, fixture names.
enum SwiftIdentifier {
    /// A lowerCamelCase function name for the flow called `name`, ending in `Flow`.
    ///
    /// ASCII letters and digits make the words; anything else separates them. A leading acronym is
    /// lowercased as a whole (`UIKitCatalog` → `uiKitCatalogFlow`). A name without letters or digits
    /// gives `flow`; one starting with a digit is prefixed with `flow`.
    ///
    /// ```swift
    /// SwiftIdentifier.functionName(forFlowNamed: "MainStoryboard~ipad")  // "mainStoryboardIpadFlow"
    /// SwiftIdentifier.functionName(forFlowNamed: "2048")                 // "flow2048"
    /// ```
    static func functionName(forFlowNamed name: String) -> String {
        let words = name.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }.map(String.init)
        guard let first = words.first else { return "flow" }
        let rest = words.dropFirst().map(capitalizingFirstLetter).joined()
        if first.first?.isNumber == true {
            return "flow" + capitalizingFirstLetter(first) + rest
        }
        return lowercasingLeadingCapitals(first) + rest + "Flow"
    }

    /// `word` with its first letter uppercased: `ipad` → `Ipad`.
    private static func capitalizingFirstLetter(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    /// `word` with its leading capitals lowercased, keeping the capital that starts the next word:
    /// `Main` → `main`, `URLLoader` → `urlLoader`, `UIKit` → `uiKit`, `SQL` → `sql`.
    private static func lowercasingLeadingCapitals(_ word: String) -> String {
        let characters = Array(word)
        var capitals = characters.prefix { $0.isUppercase }.count
        if capitals > 1 && capitals < characters.count && characters[capitals].isLowercase {
            capitals -= 1
        }
        return String(characters[..<max(capitals, 1)]).lowercased() + String(characters[max(capitals, 1)...])
    }
}
