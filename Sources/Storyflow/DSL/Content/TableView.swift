/// A table view inside a plain view controller's view (a table view controller declares its
/// table's cells directly instead).
///
/// ```swift
/// ViewController("Inbox") {
///     Label("Messages")
///     TableView { Prototype("MessageCell", style: .subtitle).segue(.show, to: "Message") }
/// }
/// ```
/// Static sections compile here too, though UIKit only supports them in a table view controller:
/// the review reports them.
public struct TableView: ElementConvertible {
    let style: Table.Style
    let parts: [TablePart]

    /// A table of `style` with the prototypes or static sections `content` declares.
    public init(style: Table.Style = .plain, @TableSectionsBuilder _ content: () -> [TablePart]) {
        self.style = style
        parts = content()
    }

    /// The table as the DSL records it.
    public var elementDeclaration: ElementDeclaration {
        ElementDeclaration(node: .table(style, parts: parts))
    }
}
