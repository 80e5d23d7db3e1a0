/// What every packing into columns shares: which column counts are tried, and how the packings
/// they give are compared.
enum ColumnPacking {
    /// The column counts tried for `limit` things: every count from 1 to 8, then a quarter more
    /// each time, so that a few dozen packings are tried even for thousands.
    static func counts(upTo limit: Int) -> [Int] {
        Array(sequence(first: 1) { $0 < 8 ? $0 + 1 : $0 + $0 / 4 }.prefix { $0 <= limit })
    }

    /// The area of a packing `length` by `breadth` points, times how much further its aspect ratio
    /// (`length / breadth`) is from `target` than `tolerance` times, either way.
    static func cost(length: Double, breadth: Double, target: Double, tolerance: Double) -> Double {
        let aspect = max(length, 1) / max(breadth, 1)
        return length * breadth * max(1, max(aspect / target, target / aspect) / tolerance)
    }
}
