import GraphvizDOT

extension HTMLCell {
    /// `cell` with a small margin around it, so a bordered box does not touch what surrounds it.
    static func inset(_ cell: HTMLCell) -> HTMLCell {
        let table = HTMLTable(attributes: [.border(0), .cellSpacing(4), .cellPadding(3)], rows: [HTMLRow([cell])])
        return HTMLCell(.table(table), attributes: [.cellPadding(0)])
    }
}
