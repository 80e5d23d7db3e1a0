import Storyflow

/// A cell as its DSL declaration states it: a prototype always has a reuse identifier, so one
/// without is declared with an empty one.
struct DeclaredCell {
    let text: String?
    let reuseIdentifier: String?
    /// Whether the cell is a prototype whose missing reuse identifier is declared empty.
    let lacksReuseIdentifier: Bool

    init(_ cell: Cell, in table: Table) {
        text = cell.text
        lacksReuseIdentifier = table.cellContent == .dynamicPrototypes && cell.reuseIdentifier == nil
        reuseIdentifier = lacksReuseIdentifier ? "" : cell.reuseIdentifier
    }
}
