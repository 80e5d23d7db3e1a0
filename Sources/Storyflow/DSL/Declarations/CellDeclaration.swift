/// A table cell as declared: the model cell (its id still empty), the views inside it, and the
/// segues it fires.
struct CellDeclaration: Hashable, Sendable {
    var cell: Cell
    var elements: [ElementDeclaration]
    var segues: [SegueDeclaration]

    /// A cell whose style, when not given, is `custom` if it holds views and `basic` otherwise.
    init(
        style: Cell.Style?, text: String?, detail: String?, accessory: Cell.Accessory,
        reuseIdentifier: String?, elements: [ElementDeclaration]
    ) {
        cell = Cell(
            id: "", style: style ?? (elements.isEmpty ? .basic : .custom), text: text, detailText: detail,
            accessory: accessory, reuseIdentifier: reuseIdentifier
        )
        self.elements = elements
        segues = []
    }
}
