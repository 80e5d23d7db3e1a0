import SwiftSyntax

extension SyntaxProtocol {
    /// The node's text without the leading trivia of its first token and the trailing trivia of its last: swift-syntax's
    /// `trimmedDescription`, read off the node's bytes instead of made from a trimmed copy of the tree (which swift-syntax
    /// builds for each call, the most expensive step of many small look-ups of a scan).
    var trimmedText: String {
        let bytes = syntaxTextBytes
        // The copy swift-syntax trims drops the trivia of the first and last tokens in the tree, missing ones included
        // (which have none and print nothing).
        let first = firstToken(viewMode: .all), last = lastToken(viewMode: .all)
        let start = first?.presence == .present ? first?.leadingTriviaLength.utf8Length ?? 0 : 0
        let end = bytes.count - (last?.presence == .present ? last?.trailingTriviaLength.utf8Length ?? 0 : 0)
        return String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
    }
}
