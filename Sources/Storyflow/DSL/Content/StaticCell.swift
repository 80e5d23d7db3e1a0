/// A static cell of a static table: fixed content, laid out in Interface Builder.
///
/// ```swift
/// StaticSection("Player Name") { StaticCell { TextField("Name") } }
/// StaticSection {
///     StaticCell("Game", detail: "Chess", style: .rightDetail, accessory: .disclosureIndicator)
///         .segue(.show, to: "ChooseGame", identifier: "PickGame")
/// }
/// ```
/// Without a `style`, a cell holding views is `custom` and one without is `basic`. Its segues have
/// a ``Trigger/Kind/cell`` trigger titled with its text.
public struct StaticCell: SegueTrigger, Hashable, Sendable {
    let declaration: CellDeclaration

    /// A static cell showing `text` and `detail` in `style`, with the views `content` declares.
    public init(
        _ text: String? = nil, detail: String? = nil, style: Cell.Style? = nil, accessory: Cell.Accessory = .none,
        reuseIdentifier: String? = nil, @ElementBuilder content: () -> [ElementDeclaration] = { [] }
    ) {
        declaration = CellDeclaration(
            style: style, text: text, detail: detail, accessory: accessory, reuseIdentifier: reuseIdentifier, elements: content()
        )
    }

    private init(declaration: CellDeclaration) {
        self.declaration = declaration
    }

    /// Returns the cell with one more segue.
    public func attaching(_ segue: SegueDeclaration) -> StaticCell {
        var declaration = declaration
        declaration.segues.append(segue)
        return StaticCell(declaration: declaration)
    }
}
