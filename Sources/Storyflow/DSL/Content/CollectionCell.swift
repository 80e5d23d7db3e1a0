/// A prototype cell of a ``CollectionView``: its reuse identifier and the views of its content view.
///
/// ```swift
/// CollectionCell("PhotoCell") { ImageView("photo") }
///     .segue(.show, to: "Photo", identifier: "showPhoto")
/// ```
/// Its segues have a ``Trigger/Kind/cell`` trigger titled with the reuse identifier.
public struct CollectionCell: SegueTrigger, Hashable, Sendable {
    let declaration: CellDeclaration

    /// A prototype with `reuseIdentifier` holding the views `content` declares.
    public init(_ reuseIdentifier: String, @ElementBuilder content: () -> [ElementDeclaration] = { [] }) {
        declaration = CellDeclaration(
            style: .custom, text: nil, detail: nil, accessory: .none, reuseIdentifier: reuseIdentifier, elements: content()
        )
    }

    private init(declaration: CellDeclaration) {
        self.declaration = declaration
    }

    /// Returns the cell with one more segue.
    public func attaching(_ segue: SegueDeclaration) -> CollectionCell {
        var declaration = declaration
        declaration.segues.append(segue)
        return CollectionCell(declaration: declaration)
    }
}
