/// Collects the cells of a ``StaticSection``.
///
/// ```swift
/// StaticSection {
///     for field in ["Name", "Phone", "Organization"] {
///         StaticCell(field, style: .leftDetail)
///     }
/// }
/// ```
@resultBuilder
public enum StaticCellBuilder: ListBuilder {
    /// A section collects ``StaticCell``s.
    public typealias Part = StaticCell

    /// A static cell.
    public static func buildExpression(_ cell: StaticCell) -> [StaticCell] {
        [cell]
    }

    /// Prototypes belong directly in a dynamic table.
    @available(*, unavailable, message: "A StaticSection holds static cells; put prototype cells directly in the TableViewController (a table has one or the other)")
    public static func buildExpression(_ prototype: Prototype) -> [StaticCell] {
        []
    }
}
