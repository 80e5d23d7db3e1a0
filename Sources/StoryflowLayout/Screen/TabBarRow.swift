import GraphvizDOT

/// Draws a tab bar: every tab's dot and title, the scene's own tab tinted.
struct TabBarRow {
    let palette: Palette

    /// The bar's cell for `tabBar`.
    func cell(for tabBar: SceneChrome.TabBar) -> HTMLCell {
        let items = tabBar.titles.enumerated().map { index, title in
            let color = index == tabBar.selectedIndex ? palette.tint : palette.secondaryText
            return HTMLCell(.text([
                Typography.text("●", size: Typography.tabIcon, color: color),
                .lineBreak(),
                Typography.text(Typography.truncated(title, limit: 12), size: Typography.tabItem, color: color,
                                bold: index == tabBar.selectedIndex),
            ]), attributes: [.cellPadding(2)])
        }
        let table = HTMLTable(attributes: [.border(0), .cellBorder(0), .cellSpacing(0), .cellPadding(0)], rows: [HTMLRow(items)])
        return HTMLCell(.table(table), attributes: [
            .backgroundColor(palette.bar), .border(1), .sides("T"), .color(palette.separator), .cellPadding(1),
        ])
    }
}
