/// A static table section as declared: header, footer and cells.
struct SectionDeclaration: Hashable, Sendable {
    let header: String?
    let footer: String?
    let cells: [CellDeclaration]
}
