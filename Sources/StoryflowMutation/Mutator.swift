import Foundation

/// Makes seeded mutants of storyboards and JSON flows: byte flips, truncation, duplication,
/// deletion, deep nesting, hostile text and clashing ids. Every mutant follows from the seed alone.
///
/// ```swift
/// var mutator = Mutator(seed: 42)
/// let (mutant, mutation) = mutator.mutate(storyboardData, format: .xml)
/// // mutation == .deepNesting, mutant holds 2600 nested <view><subviews> pairs
/// ```
public struct Mutator: Sendable {
    /// The text format of an input, which decides how nesting and ids are written.
    public enum Format: Sendable {
        case xml, json
    }

    private var random: SeededRandom

    /// A mutator whose mutants follow from `seed`.
    public init(seed: UInt64) {
        random = SeededRandom(seed: seed)
    }

    /// A random index below `count`, for the mutants of other kinds.
    mutating func nextIndex(below count: Int) -> Int {
        random.next(below: count)
    }

    /// A mutant of `data` and the mutation that made it (chosen at random among ``Mutation``).
    public mutating func mutate(_ data: Data, format: Format) -> (mutant: Data, mutation: Mutation) {
        let mutation = Mutation.allCases[random.next(below: Mutation.allCases.count)]
        return (apply(mutation, to: data, format: format), mutation)
    }

    /// `data` with `mutation` applied at random places.
    public mutating func apply(_ mutation: Mutation, to data: Data, format: Format) -> Data {
        var bytes = [UInt8](data)
        guard !bytes.isEmpty else { return Data(hostileTexts[0].utf8) }
        switch mutation {
        case .byteFlip:
            for _ in 0 ... random.next(below: 8) {
                bytes[random.next(below: bytes.count)] = UInt8(truncatingIfNeeded: random.next())
            }
        case .truncation:
            bytes.removeSubrange(random.next(below: bytes.count)...)
        case .duplication:
            let range = stretch(in: bytes.count, upTo: 4096)
            bytes.insert(contentsOf: bytes[range], at: random.next(below: bytes.count + 1))
        case .deletion:
            bytes.removeSubrange(stretch(in: bytes.count, upTo: 2048))
        case .deepNesting:
            let depth = 100 + random.next(below: 7000)
            let (open, close) = format == .xml ? ("<view><subviews>", "</subviews></view>") : ("[", "]")
            let nested = String(repeating: open, count: depth) + String(repeating: close, count: depth)
            let marker = UInt8(ascii: format == .xml ? ">" : ":")
            bytes.insert(contentsOf: Array(nested.utf8), at: position(after: marker, in: bytes))
        case .hostileText:
            let text = hostileTexts[random.next(below: hostileTexts.count)]
            bytes.insert(contentsOf: Array(text.utf8), at: random.next(below: bytes.count + 1))
        case .idClash:
            return clashingIDs(in: data, format: format)
        }
        return Data(bytes)
    }

    private let hostileTexts = [
        "<", "&", "&amp;&lt;&#0;&#xD800;", "\"", "'", "\u{0}", "]]>", "<!--", "<![CDATA[", "\\", "\\u0000", "{", "}", "[", "]", ",",
        "<!DOCTYPE d [<!ENTITY e SYSTEM \"file:///etc/passwd\">]>", "&e;", "\u{202E}\u{200B}\u{FEFF}", "👩‍👩‍👧‍👦",
        String(repeating: "W", count: 20_000), "%s%n%x", "-1", "1e999", "null",
    ]

    /// A random stretch of at most `limit` bytes of a file of `count` bytes.
    private mutating func stretch(in count: Int, upTo limit: Int) -> Range<Int> {
        let start = random.next(below: count)
        return start ..< min(count, start + 1 + random.next(below: limit))
    }

    /// A random position just after a `marker` byte, or anywhere when there is none.
    private mutating func position(after marker: UInt8, in bytes: [UInt8]) -> Int {
        let positions = bytes.indices.filter { bytes[$0] == marker }
        return positions.isEmpty ? random.next(below: bytes.count + 1) : positions[random.next(below: positions.count)] + 1
    }

    /// The file with one id's value replaced by another's (`id="…"` in XML, `"id": "…"` in JSON).
    private mutating func clashingIDs(in data: Data, format: Format) -> Data {
        let text = String(decoding: data, as: UTF8.self)
        let pattern = format == .xml ? #/ id="([^"]*)"/# : #/"id"\s*:\s*"([^"]*)"/#
        let matches = text.matches(of: pattern)
        guard matches.count > 1 else { return data }
        let source = matches[random.next(below: matches.count)]
        let target = matches[random.next(below: matches.count)]
        var mutated = text
        mutated.replaceSubrange(target.output.1.startIndex ..< target.output.1.endIndex, with: source.output.1)
        return Data(mutated.utf8)
    }
}
