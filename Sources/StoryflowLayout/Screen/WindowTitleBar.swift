import GraphvizDOT
import Storyflow

/// Draws the top of a Mac window (flows whose device is ``Device/mac``): the red, yellow and green
/// window buttons and the window's title, then, for a tab of a tab view controller, the tabs as a
/// segmented control, the scene's own tab selected.
struct WindowTitleBar {
    let palette: Palette

    /// The colours of the close, minimize and zoom buttons.
    static let buttonColors: [Color] = ["#ff5f57", "#febc2e", "#28c840"]

    /// The rows of a window titled `title` with the given tab bar.
    func rows(title: String, tabBar: SceneChrome.TabBar?) -> (rows: [HTMLRow], height: Double) {
        let buttons = Self.buttonColors.map { Typography.text("●", size: Typography.barButton, color: $0) }
        let bar = HTMLTable(attributes: [.border(0), .cellBorder(0), .cellSpacing(0), .cellPadding(2)], rows: [HTMLRow([
            HTMLCell(.text(buttons), attributes: [.align(.left), .width(40)]),
            HTMLCell(.text([Typography.text(Typography.truncated(title, limit: PhoneMetrics.textLimit), size: Typography.barTitle,
                                            color: palette.text, bold: true)])),
            HTMLCell(text: "", attributes: [.width(40)]),
        ])])
        var rows = [HTMLRow([HTMLCell(.table(bar), attributes: [
            .backgroundColor(palette.bar), .border(1), .sides("B"), .color(palette.separator), .cellPadding(1),
        ])])]
        var height = 20.0
        if let tabBar {
            let tabs = Control(id: "", kind: .segmentedControl, titles: tabBar.titles, selectedIndex: tabBar.selectedIndex)
            let cell = ControlCells(palette: palette).cell(for: tabs)
            rows.append(HTMLRow([cell.cell]))
            height += cell.height
        }
        return (rows, height)
    }
}
