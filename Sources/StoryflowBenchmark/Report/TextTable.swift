/// A plain-text table with aligned columns: text left-aligned, figures right-aligned.
struct TextTable {
    /// The column headings.
    var headings: [String]
    /// The rows; each has one cell per heading.
    var rows: [[String]] = []
    /// The columns aligned to the left (the others align right).
    var leftAligned: Set<Int> = [0]

    /// The table, a line per row under a heading line and a rule.
    var text: String {
        let widths = headings.indices.map { column in
            ([headings[column]] + rows.map { $0[column] }).map(\.count).max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return leftAligned.contains(column) ? cell + padding : padding + cell
            }.joined(separator: "  ")
        }
        let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
        return ([line(headings), rule] + rows.map(line)).joined(separator: "\n")
    }
}
