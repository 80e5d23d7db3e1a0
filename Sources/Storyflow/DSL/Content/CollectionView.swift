/// A collection view and its prototype cells, drawn as a grid; a cell fires segues as a table
/// cell does.
///
/// ```swift
/// CollectionViewController("Photos", class: "PhotosViewController") {
///     CollectionView {
///         CollectionCell("PhotoCell") { ImageView("photo") }
///             .segue(.show, to: "Photo", identifier: "showPhoto")
///     }
/// }
/// ```
/// The flow names it `<scene>.collectionView0` and its cells `<scene>.collectionView0.cell<n>`.
public struct CollectionView: ElementConvertible {
    let cells: [CollectionCell]

    /// A collection view with the prototype cells `cells` declares.
    public init(@CollectionCellBuilder _ cells: () -> [CollectionCell]) {
        self.cells = cells()
    }

    /// The collection view as the DSL records it.
    public var elementDeclaration: ElementDeclaration {
        ElementDeclaration(node: .collection(cells: cells.map(\.declaration)))
    }
}
