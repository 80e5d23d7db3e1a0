import GraphvizDOT
import Storyflow

/// Draws a navigation bar: bar buttons at each side (tinted, each its own port) and the bold title
/// in the middle; a pushed scene without leading buttons shows a back button.
struct NavigationBarRow {
    let palette: Palette
    let ports: PortNames

    /// The bar's cell: `bar`'s items, `title` in the middle.
    func cell(bar: NavigationBar?, title: String?, isPushed: Bool) -> HTMLCell {
        let leading = bar?.leftItems ?? []
        // Items are listed outermost first: the trailing side reads right to left.
        let trailing = (bar?.rightItems ?? []).reversed()
        let back = leading.isEmpty && isPushed
            ? [HTMLCell(.text([Typography.text("‹ Back", size: Typography.barButton, color: palette.tint)]), attributes: [.align(.left)])]
            : []
        let titleText = Typography.truncated(title ?? "", limit: 22)
        let row = HTMLRow([
            side(back + leading.map(button), align: .left),
            HTMLCell(.text([Typography.text(titleText, size: Typography.barTitle, color: palette.text, bold: true)]), attributes: [.cellPadding(5)]),
            side(trailing.map(button), align: .right),
        ])
        let table = HTMLTable(attributes: [.border(0), .cellBorder(0), .cellSpacing(0), .cellPadding(0)], rows: [row])
        return HTMLCell(.table(table), attributes: [
            .backgroundColor(palette.bar), .border(1), .sides("B"), .color(palette.separator), .cellPadding(0),
        ])
    }

    private func side(_ items: [HTMLCell], align: HTMLAlignment) -> HTMLCell {
        guard !items.isEmpty else { return HTMLCell(text: "", attributes: [.width(44)]) }
        let table = HTMLTable(attributes: [.border(0), .cellSpacing(0), .cellPadding(3)], rows: [HTMLRow(items)])
        return HTMLCell(.table(table), attributes: [.width(44), .align(align)])
    }

    /// One bar button: its text, tinted, larger for a symbol (`+`), in a cell carrying its port.
    func button(_ item: BarButton) -> HTMLCell {
        let isSymbol = item.title == nil && item.systemItem.map { $0.displayText.count == 1 } == true
        let size = isSymbol ? Typography.systemBarButton : Typography.barButton
        var attributes: [HTMLAttribute] = ports.port(for: item.id).map { [.port($0)] } ?? []
        attributes.append(.align(.center))
        let text = Typography.truncated(item.displayText, limit: 14)
        return HTMLCell(.text([Typography.text(text, size: size, color: palette.tint)]), attributes: attributes)
    }
}
