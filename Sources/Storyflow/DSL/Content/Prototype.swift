/// A prototype cell of a dynamic table: the template its rows are dequeued from by reuse identifier.
///
/// ```swift
/// Prototype("PlayerCell", style: .subtitle, accessory: .disclosureIndicator)
/// Prototype("ItemCell") {
///     HStack { VStack { Label("Name"); Label("Serial") }; Label("Value") }
/// }
/// .segue(.show, to: "Item", identifier: "showItem")
/// ```
/// Without a `style`, a prototype holding views is `custom` and one without is `basic`. Its segues
/// have a ``Trigger/Kind/cell`` trigger titled with `text` or else the reuse identifier.
public struct Prototype: SegueTrigger, Hashable, Sendable {
    let declaration: CellDeclaration

    /// A prototype with `reuseIdentifier`, its style, accessory, sample texts and the views
    /// `content` declares.
    public init(
        _ reuseIdentifier: String, style: Cell.Style? = nil, accessory: Cell.Accessory = .none,
        text: String? = nil, detail: String? = nil, @ElementBuilder content: () -> [ElementDeclaration] = { [] }
    ) {
        declaration = CellDeclaration(
            style: style, text: text, detail: detail, accessory: accessory, reuseIdentifier: reuseIdentifier, elements: content()
        )
    }

    private init(declaration: CellDeclaration) {
        self.declaration = declaration
    }

    /// Returns the prototype with one more segue.
    public func attaching(_ segue: SegueDeclaration) -> Prototype {
        var declaration = declaration
        declaration.segues.append(segue)
        return Prototype(declaration: declaration)
    }
}
