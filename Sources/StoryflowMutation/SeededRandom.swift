/// A small deterministic random number generator (SplitMix64): the same seed gives the same
/// mutants on every machine and Swift version, so a crashing mutant is reproduced from its seed.
///
/// ```swift
/// var random = SeededRandom(seed: 7)
/// random.next(below: 10)   // the same number on every run
/// ```
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator that starts from `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A number in `0..<bound` (`bound` > 0).
    public mutating func next(below bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }
}
