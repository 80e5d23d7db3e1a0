import GraphvizDOT
import Storyflow

/// Draws one table view cell in its style, with its accessory, as a full-width row whose port
/// is the cell's, so a segue leaves from the cell's edge.
///
/// | style | drawn as |
/// |---|---|
/// | basic | text |
/// | subtitle | text over a small detail |
/// | right detail | text left, grey detail right |
/// | left detail | small tinted text right-aligned at the left, detail beside it (UIKit's `value2`) |
/// | custom | its elements side by side |
///
/// A styled cell's own views (an extra label) follow its text.
///
/// Prototypes without text show their reuse identifier, since that is what the code names.
struct CellRow {
    let palette: Palette
    let ports: PortNames
    let isPrototype: Bool

    /// The row cell of `cell` and its estimated height; `background` fills it (grouped tables).
    func cell(for cell: Cell, background: Color?) -> (cell: HTMLCell, height: Double) {
        var columns = content(of: cell)
        if cell.style != .custom, !cell.elements.isEmpty {
            // Views added to a styled cell (an extra label) follow its text.
            let extras = cell.elements.map(ElementCells(palette: palette, ports: ports).cell(for:))
            columns.cells += extras.map(\.cell)
            columns.height = max(columns.height, (extras.map(\.height).max() ?? 0) + 8)
        }
        if cell.accessory != .none {
            columns.cells.append(HTMLCell(
                .text([Typography.text(cell.accessory.glyph, size: Typography.accessory, color: palette.secondaryText)]),
                attributes: [.align(.right)]
            ))
        }
        let table = HTMLTable(attributes: [.border(0), .cellSpacing(0), .cellPadding(4)], rows: [HTMLRow(columns.cells)])
        var attributes: [HTMLAttribute] = ports.port(for: cell.id).map { [.port($0)] } ?? []
        attributes += [.border(1), .sides("B"), .color(palette.separator), .cellPadding(0)]
        if let background { attributes.append(.backgroundColor(background)) }
        return (HTMLCell(.table(table), attributes: attributes), columns.height)
    }

    private func content(of cell: Cell) -> (cells: [HTMLCell], height: Double) {
        let title = (cell.text ?? (isPrototype ? cell.reuseIdentifier : nil) ?? (cell.style == .custom ? nil : "Title"))
            .map { Typography.truncated($0, limit: PhoneMetrics.textLimit) }
        let text = title.map { Typography.text($0, size: Typography.body, color: palette.text) }
        switch cell.style {
        case .basic:
            return ([left([text ?? .plain("")])], 22)
        case .subtitle:
            let detail = Typography.text(Typography.truncated(cell.detailText ?? "Subtitle", limit: 40), size: Typography.detail, color: palette.secondaryText)
            return ([left([text ?? .plain(""), .lineBreak(align: .left), detail])], 30)
        case .rightDetail:
            let detail = Typography.text(Typography.truncated(cell.detailText ?? "Detail", limit: 16), size: Typography.body, color: palette.secondaryText)
            return ([left([text ?? .plain("")]), HTMLCell(.text([detail]), attributes: [.align(.right)])], 22)
        case .leftDetail:
            let tinted = title.map { Typography.text($0, size: Typography.detail, color: palette.tint) } ?? .plain("")
            let detail = Typography.text(Typography.truncated(cell.detailText ?? "Detail", limit: 22), size: Typography.body, color: palette.text)
            return ([HTMLCell(.text([tinted]), attributes: [.align(.right), .width(64)]), left([detail])], 22)
        case .custom:
            return custom(cell, text: text)
        }
    }

    /// A custom cell's elements side by side; a prototype names its reuse identifier above them.
    private func custom(_ cell: Cell, text: HTMLText?) -> (cells: [HTMLCell], height: Double) {
        guard !cell.elements.isEmpty else { return ([left([text ?? .plain("")])], 22) }
        let elements = ElementCells(palette: palette, ports: ports)
        let cells = cell.elements.map(elements.cell(for:))
        var rows = [HTMLRow(cells.map(\.cell))]
        var height = (cells.map(\.height).max() ?? 18) + 8
        if isPrototype, let reuseIdentifier = cell.reuseIdentifier {
            let tag = HTMLCell(.text([Typography.text(reuseIdentifier, size: Typography.sectionHeader, color: palette.secondaryText)]),
                               attributes: [.align(.left), .columnSpan(cells.count)])
            rows.insert(HTMLRow([tag]), at: 0)
            height += 10
        }
        let table = HTMLTable(attributes: [.border(0), .cellSpacing(2), .cellPadding(0)], rows: rows)
        return ([HTMLCell(.table(table), attributes: [.align(.left)])], height)
    }

    private func left(_ text: [HTMLText]) -> HTMLCell {
        HTMLCell(.text(text), attributes: [.align(.left), .balign(.left)])
    }
}
