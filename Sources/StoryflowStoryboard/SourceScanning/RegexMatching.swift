import Foundation

extension NSRegularExpression {
    /// Every match in `text`: its start offset and its capture groups (`nil` for groups that did not take part).
    func captures(in text: String) -> [(offset: Int, groups: [String?])] {
        let nsText = text as NSString
        return matches(in: text, range: NSRange(location: 0, length: nsText.length)).map { match in
            let groups = (1..<match.numberOfRanges).map { index -> String? in
                let range = match.range(at: index)
                return range.location == NSNotFound ? nil : nsText.substring(with: range)
            }
            return (match.range.location, groups)
        }
    }
}

/// Source text without comments, so commented-out declarations are not read.
enum SourceComments {
    private static let comments = try! NSRegularExpression(pattern: #"/\*[\s\S]*?\*/|//[^\n]*"#)

    /// `text` with `/* … */` and `// …` comments blanked out.
    static func strip(_ text: String) -> String {
        comments.stringByReplacingMatches(in: text, range: NSRange(location: 0, length: (text as NSString).length), withTemplate: " ")
    }
}
