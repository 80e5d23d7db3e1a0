/// Lists compared as multisets: a repeated item counts as many times as it appears.
enum Multiset {
    /// `items` without one copy of each of `other`'s, in `items`' order.
    static func subtracting(_ other: [String], from items: [String]) -> [String] {
        var counts = Dictionary(other.map { ($0, 1) }, uniquingKeysWith: +)
        return items.filter { item in
            guard let count = counts[item], count > 0 else { return true }
            counts[item] = count - 1
            return false
        }
    }
}
