/// Collects the prototype cells of a ``CollectionView``.
///
/// ```swift
/// CollectionView {
///     for style in ["Small", "Large"] { CollectionCell("\(style)Cell") }
/// }
/// ```
@resultBuilder
public enum CollectionCellBuilder: ListBuilder {
    /// A collection view collects its cells.
    public typealias Part = CollectionCell

    /// A prototype cell, with the segues it fires.
    public static func buildExpression(_ cell: CollectionCell) -> [CollectionCell] {
        [cell]
    }

    /// Views belong in a cell.
    @available(*, unavailable, message: "A collection view holds cells: CollectionCell(\"ReuseID\") { … views … }")
    public static func buildExpression(_ element: some ElementConvertible) -> [CollectionCell] {
        []
    }
}
