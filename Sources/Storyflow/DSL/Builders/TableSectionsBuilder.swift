/// Collects the prototype cells or static sections of a ``TableView``.
///
/// ```swift
/// TableView(style: .grouped) {
///     Prototype("MessageCell", style: .subtitle)
/// }
/// ```
@resultBuilder
public enum TableSectionsBuilder: ListBuilder {
    /// A table collects ``TablePart``s.
    public typealias Part = TablePart

    /// A prototype cell.
    public static func buildExpression(_ prototype: Prototype) -> [TablePart] {
        [TablePart(content: .prototype(prototype.declaration))]
    }

    /// A static section.
    public static func buildExpression(_ section: StaticSection) -> [TablePart] {
        [TablePart(content: .section(section.declaration))]
    }

    /// Static cells belong in a section.
    @available(*, unavailable, message: "Static cells belong in a section: StaticSection { StaticCell(…) }")
    public static func buildExpression(_ cell: StaticCell) -> [TablePart] {
        []
    }
}
