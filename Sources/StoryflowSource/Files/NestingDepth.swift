import Storyflow
import SwiftParser
@_spi(RawSyntax) import SwiftSyntax

/// How deep a parsed file's syntax tree nests, measured (recursing no deeper than the limit) before any walker (a recursive
/// `SyntaxVisitor`) goes down it: a file nested deeper than ``maximumDepth`` is skipped with a warning at the first
/// node too deep, so no input can overflow the stack of a scan.
enum NestingDepth {
    /// The deepest syntax tree a scan walks. App code nests a few dozen levels (a view body with forty modifiers
    /// and six stacks, about 150); the walkers overflow an 8 MB stack past a few thousand levels.
    static let maximumDepth = 1_000

    /// The longest run of `[` a file may open one inside the other with nothing but spaces between (`[[[1]]]`):
    /// swift-syntax's parser takes time that doubles with each (it tries each as the start of a type), 2 s for 16 in
    /// a debug build. App code opens three at most (`[[String: [Int]]]`).
    static let maximumBracketRun = 10
    /// The deepest generic arguments a file may nest (`A<B<C>>` is 2): swift-syntax's parser recurses on them
    /// without counting them in its own nesting limit, and 1,314 overflowed its stack. App code nests four at most.
    static let maximumGenericDepth = 100

    /// Where the parser would take too long or go too deep on `source`: the 1-based line and column of the first
    /// `[` of a run longer than ``maximumBracketRun``, or of the `<` past ``maximumGenericDepth``, and why.
    static func firstParserTrap(in source: String) -> (line: Int, column: Int, reason: String)? {
        var line = 1, column = 0
        var run = 0, runStart = (line: 1, column: 1)
        var generics = 0
        var previous: UInt8 = 0
        for byte in source.utf8 {
            column += 1
            defer { previous = byte }
            switch byte {
            case UInt8(ascii: "["):
                if run == 0 { runStart = (line, column) }
                run += 1
                if run > maximumBracketRun {
                    return (runStart.line, runStart.column, "more than \(maximumBracketRun) '[' open one inside the other")
                }
                continue
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                continue
            case UInt8(ascii: "\n"):
                line += 1
                column = 0
                continue
            // A generic argument clause starts with `<` right after a name; a type holds no `;`, `=` or braces.
            case UInt8(ascii: "<") where previous == UInt8(ascii: "_") || isAlphanumeric(previous):
                generics += 1
                if generics > maximumGenericDepth {
                    return (line, column, "generic arguments are nested more than \(maximumGenericDepth) deep")
                }
            case UInt8(ascii: ">") where previous != UInt8(ascii: "-"):
                generics = max(0, generics - 1)
            case UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: "{"), UInt8(ascii: "}"):
                generics = 0
            default:
                break
            }
            run = 0
        }
        return nil
    }

    /// The longest chain of prefix keywords (`try await try …`) or of `#if` blocks one inside the other a file may
    /// hold: the parser recurses on each without counting it in its nesting limit. App code holds two or three.
    static let maximumKeywordNesting = 100

    /// Where `source` chains more than ``maximumKeywordNesting`` prefix keywords or nests as many `#if` blocks: one pass
    /// over its bytes, words being what lies between ASCII spaces, tabs and line breaks.
    static func firstKeywordTrap(in source: String) -> (line: Int, column: Int, reason: String)? {
        var chain = 0, conditions = 0
        var line = 1, column = 0
        var word = WordStart()
        var wordStart = (line: 1, column: 1)
        func endWord() -> (line: Int, column: Int, reason: String)? {
            defer { word = WordStart() }
            guard word.length > 0 else { return nil }
            chain = prefixKeywords.contains(word.key) ? chain + 1 : 0
            if word.starts(with: ifDirective) { conditions += 1 } else if word.starts(with: endifDirective) { conditions = max(0, conditions - 1) }
            if chain > maximumKeywordNesting {
                return (wordStart.line, wordStart.column, "more than \(maximumKeywordNesting) keywords like 'try' and 'await' in a row")
            }
            if conditions > maximumKeywordNesting {
                return (wordStart.line, wordStart.column, "'#if' blocks are nested more than \(maximumKeywordNesting) deep")
            }
            return nil
        }
        for byte in source.utf8 {
            column += 1
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"):
                if let trap = endWord() { return trap }
                if byte == UInt8(ascii: "\n") { line += 1; column = 0 }
            default:
                if word.length == 0 { wordStart = (line, column) }
                // Only the start of a word can make it a keyword or a directive: a long word is not kept whole.
                word.append(byte)
            }
        }
        return endWord()
    }

    /// The first bytes of a word (up to 8, packed into an integer) and its length, to tell keywords and directives
    /// without keeping the word.
    private struct WordStart {
        private(set) var bytes: UInt64 = 0
        private(set) var length = 0

        mutating func append(_ byte: UInt8) {
            if length < 8 { bytes |= UInt64(byte) << (8 * UInt64(length)) }
            length += 1
        }

        /// The word's bytes and length together: equal for two words of up to 7 bytes only when they are the same word
        /// (longer words are no keyword).
        var key: UInt64 {
            length < 8 ? bytes | UInt64(length) << 56 : .max
        }

        /// Whether the word starts with `prefix` (of at most 8 bytes).
        func starts(with prefix: WordStart) -> Bool {
            let mask: UInt64 = prefix.length >= 8 ? .max : (1 << (8 * UInt64(prefix.length))) - 1
            return length >= prefix.length && bytes & mask == prefix.bytes
        }

        init() {}

        init(_ text: String) {
            for byte in text.utf8 { append(byte) }
        }
    }

    /// The prefix keywords the parser recurses on (`try await try …`), as word keys.
    private static let prefixKeywords: Set<UInt64> = Set(
        ["try", "try?", "try!", "await", "consume", "copy", "inout", "some", "any", "each", "repeat"].map { WordStart($0).key }
    )
    private static let ifDirective = WordStart("#if")
    private static let endifDirective = WordStart("#endif")

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// The first node (in source order) nested deeper than `limit` below `tree`, or `nil` when none is.
    static func firstTooDeep(in tree: some SyntaxProtocol, limit: Int = maximumDepth) -> Syntax? {
        // Almost every file nests far less: that is told from the raw tree, without making a node for each child; the node
        // itself is looked for only in a file that is too deep.
        guard nestsDeeper(Syntax(tree).raw, depth: 0, than: limit) else { return nil }
        return firstTooDeep(below: Syntax(tree), depth: 0, limit: limit)
    }

    /// Whether some node below `raw` (which is `depth` deep) is deeper than `limit`: the nodes ``firstTooDeep(below:depth:limit:)``
    /// visits (present and missing ones, `.all`), read from the raw layout.
    private static func nestsDeeper(_ raw: RawSyntax, depth: Int, than limit: Int) -> Bool {
        if depth > limit { return true }
        guard let layout = raw.layoutView else { return false }
        for case let child? in layout.children where nestsDeeper(child, depth: depth + 1, than: limit) { return true }
        return false
    }

    /// The first node in source order deeper than `limit` below `node`, which is `depth` deep: a recursion that stops
    /// `limit` levels down, whatever the depth of the tree, without a list of pending nodes to make and copy at each node.
    private static func firstTooDeep(below node: Syntax, depth: Int, limit: Int) -> Syntax? {
        if depth > limit { return node }
        for child in node.children(viewMode: .all) {
            if let found = firstTooDeep(below: child, depth: depth + 1, limit: limit) { return found }
        }
        return nil
    }
}

extension ParsedFile {
    /// Parses `source`, or returns the warning that skips it when its syntax tree would nest deeper than a scan walks
    /// or take the parser too long. Run it on a ``DeepStack``: the parser recurses once per level it reads.
    static func parse(displayPath: String, source: String) -> Result<ParsedFile, SkippedFile> {
        if let trap = NestingDepth.firstParserTrap(in: source) ?? NestingDepth.firstKeywordTrap(in: source) {
            return .failure(SourceText.skipped(displayPath, "\(trap.reason), more than a scan parses", line: trap.line, column: trap.column))
        }
        let tree = Parser.parse(source: source)
        guard let tooDeep = NestingDepth.firstTooDeep(in: tree) else { return .success(ParsedFile(displayPath: displayPath, tree: tree)) }
        // Found by offset: a location converter would read the tree recursively.
        let before = source.utf8.prefix(tooDeep.positionAfterSkippingLeadingTrivia.utf8Offset)
        let line = before.count { $0 == UInt8(ascii: "\n") } + 1
        let column = before.count - (before.lastIndex(of: UInt8(ascii: "\n")).map { before.distance(from: before.startIndex, to: $0) + 1 } ?? 0) + 1
        return .failure(SourceText.skipped(
            displayPath, "the code is nested more than \(NestingDepth.maximumDepth) levels deep, deeper than a scan follows",
            line: line, column: column
        ))
    }
}
