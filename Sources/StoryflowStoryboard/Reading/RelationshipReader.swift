import Storyflow

/// Reads `relationship="…"` tokens into roles, numbering the tabs of one container.
struct RelationshipReader {
    /// The kind of the container whose relationships are read.
    let containerKind: SceneKind
    /// How many macOS `splitItems` relationships the container has in all.
    let splitItemCount: Int
    /// How many `viewControllers` (or macOS `tabItems`, `splitItems`) relationships were read so far.
    private var childCounts: [String: Int] = [:]

    /// Creates a reader for one container's relationships, of which `splitItemCount` are `splitItems`.
    init(containerKind: SceneKind, splitItemCount: Int = 0) {
        self.containerKind = containerKind
        self.splitItemCount = splitItemCount
    }

    /// The role of the next relationship with this token; `nil` for unknown tokens.
    ///
    /// `viewControllers` children are tabs in order (pages under a page view controller); macOS
    /// `splitItems` are the sidebar (master) first and the detail last, a third pane between them
    /// being the content (supplementary) column; a window's content is its root.
    mutating func role(for token: String) -> RelationshipRole? {
        switch token {
        case "rootViewController", "window.shadowedContentViewController": return .root
        case "masterViewController": return .master
        case "detailViewController": return .detail
        case "supplementaryViewController": return .supplementary
        case "viewControllers" where containerKind == .pageViewController: return .page
        case "viewControllers", "tabItems": return .tab(nextIndex(token))
        case "splitItems":
            let index = nextIndex(token)
            return index == 0 ? .master : index == max(splitItemCount, 2) - 1 ? .detail : .supplementary
        default: return nil
        }
    }

    private mutating func nextIndex(_ token: String) -> Int {
        let index = childCounts[token, default: 0]
        childCounts[token] = index + 1
        return index
    }
}
