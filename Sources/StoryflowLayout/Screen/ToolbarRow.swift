import GraphvizDOT
import Storyflow

/// Draws a toolbar: a bar, like the navigation bar, with its items side by side in the middle,
/// each tinted and its own port, so a segue leaves from the item that fires it.
struct ToolbarRow {
    let palette: Palette
    let ports: PortNames

    /// The bar's cell for `toolbar` and its estimated height.
    func cell(for toolbar: Toolbar) -> (cell: HTMLCell, height: Double) {
        let buttons = NavigationBarRow(palette: palette, ports: ports)
        let items = toolbar.items.isEmpty ? [HTMLCell(text: " ")] : toolbar.items.map(buttons.button)
        let table = HTMLTable(attributes: [.border(0), .cellBorder(0), .cellSpacing(4), .cellPadding(2)], rows: [HTMLRow(items)])
        return (HTMLCell(.table(table), attributes: [
            .backgroundColor(palette.bar), .border(1), .sides("TB"), .color(palette.separator), .cellPadding(0),
        ]), 24)
    }
}
