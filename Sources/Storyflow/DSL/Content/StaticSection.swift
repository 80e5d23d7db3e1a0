/// A section of a static table, with optional header and footer titles.
///
/// ```swift
/// StaticSection("Player Name") { StaticCell { TextField("Name") } }
/// ```
public struct StaticSection: Hashable, Sendable {
    let declaration: SectionDeclaration

    /// A section titled `header` (and `footer`) holding the cells `cells` declares.
    public init(_ header: String? = nil, footer: String? = nil, @StaticCellBuilder _ cells: () -> [StaticCell]) {
        declaration = SectionDeclaration(header: header, footer: footer, cells: cells().map(\.declaration))
    }
}
