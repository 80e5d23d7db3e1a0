import GraphvizDOT
import Storyflow

/// Draws a table view: each section's header (small capitals, grey), its cells and its footer.
///
/// A table of prototypes without section headers is headed `PROTOTYPE CELLS`, as in Interface
/// Builder; grouped tables put their cells on the grouped background.
struct TableRows {
    let palette: Palette
    let ports: PortNames

    /// The rows of `table`.
    func rows(for table: Table) -> ScreenRows {
        var rows = ScreenRows()
        let isGrouped = table.style != .plain
        let cellRows = CellRow(palette: palette, ports: ports, isPrototype: table.cellContent == .dynamicPrototypes)
        for (index, section) in table.sections.enumerated() {
            let header = section.header ?? (table.cellContent == .dynamicPrototypes && index == 0 ? "Prototype Cells" : nil)
            if let header {
                rows.append(caption(header.uppercased(), isGrouped: isGrouped), height: 16)
            } else if isGrouped {
                rows.append(HTMLCell(text: "", attributes: [.backgroundColor(palette.groupedBackground), .height(8)]), height: 8)
            }
            for cell in section.cells {
                let row = cellRows.cell(for: cell, background: isGrouped ? palette.screen : nil)
                rows.append(row.cell, height: row.height)
            }
            if let footer = section.footer {
                rows.append(caption(footer, isGrouped: isGrouped), height: 16)
            }
        }
        return rows
    }

    private func caption(_ text: String, isGrouped: Bool) -> HTMLCell {
        HTMLCell(.text([Typography.text(Typography.truncated(text, limit: PhoneMetrics.textLimit + 8), size: Typography.sectionHeader,
                                        color: palette.secondaryText)]), attributes: [
            .align(.left), .cellPadding(3), .backgroundColor(isGrouped ? palette.groupedBackground : palette.bar),
        ])
    }
}
