/// Derives deterministic ids for the children of one parent: `<parent>.<token><n>`, numbering each
/// token separately from 0 (`Detail.stack0`, `Detail.stack0.label0`, `Detail.stack0.textField0`).
struct SiblingIDs {
    let parent: String
    private var counts: [String: Int] = [:]

    init(parent: String) {
        self.parent = parent
    }

    /// The id of the next child named by `token`.
    mutating func next(_ token: String) -> String {
        let index = counts[token, default: 0]
        counts[token] = index + 1
        return "\(parent).\(token)\(index)"
    }
}
