/// The order of a diff's lists: the head's order, each item only the base has placed after the
/// head item that the base item before it was matched with, so removed things stay near their
/// neighbours.
enum UnionOrder {
    /// `head` with each of `removed` inserted after the head item at its `after` index (at the
    /// start when `nil`), removed items keeping their order.
    static func interleave<Item>(_ head: [Item], _ removed: [(after: Int?, change: Item)]) -> [Item] {
        let grouped = Dictionary(grouping: removed.indices) { removed[$0].after ?? -1 }
        var result = (grouped[-1] ?? []).map { removed[$0].change }
        for (index, item) in head.enumerated() {
            result.append(item)
            result += (grouped[index] ?? []).map { removed[$0].change }
        }
        return result
    }
}
