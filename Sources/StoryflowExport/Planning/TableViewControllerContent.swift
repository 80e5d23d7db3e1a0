import Storyflow

/// A table view controller's views as its DSL declaration takes them: header views, then its table.
struct TableViewControllerContent {
    /// The horizontal stack views before the table, each declared as a ``TableHeaderView``.
    let headers: [StackView]
    /// The controller's own table.
    let table: Table

    /// The parts of `content`, or `nil` when its views are not header views followed by one table.
    init?(_ content: SceneContent) {
        guard case .table(let table) = content.elements.last else { return nil }
        var headers: [StackView] = []
        for element in content.elements.dropLast() {
            guard case .stack(let stack) = element, stack.axis == .horizontal else { return nil }
            headers.append(stack)
        }
        self.headers = headers
        self.table = table
    }
}
