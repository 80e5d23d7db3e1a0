/// Part of a table as the DSL declares it: a ``Prototype`` cell or a ``StaticSection``.
///
/// A table holds prototypes (dynamic) or static sections, never both; ``Flow/init(_:device:content:)``
/// reports a table that mixes them.
public struct TablePart: Hashable, Sendable {
    enum Content: Hashable, Sendable {
        case prototype(CellDeclaration)
        case section(SectionDeclaration)
    }

    let content: Content
}
