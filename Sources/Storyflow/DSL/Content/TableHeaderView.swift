/// A table view controller's table header view: views shown above the table, side by side.
///
/// ```swift
/// TableViewController("Items", class: "ItemsViewController") {
///     TableHeaderView { Button("Edit"); Button("New") }
///     Prototype("ItemCell")
/// }
/// ```
/// The model records it as a horizontal stack view, id `<scene>.tableHeader0`, placed before the table.
public struct TableHeaderView: Hashable, Sendable {
    let elements: [ElementDeclaration]

    /// A header of the views `content` declares.
    public init(@ElementBuilder _ content: () -> [ElementDeclaration]) {
        elements = content()
    }

    /// The header as a stack view declaration.
    var declaration: ElementDeclaration {
        ElementDeclaration(node: .stack(.horizontal, token: "tableHeader", children: elements))
    }
}
