import GraphvizDOT
import Storyflow

/// Draws a container as a compact node, as Xcode does: a rounded box with the kind's glyph, the
/// kind and the container's name. A tab bar controller also lists its tabs, one port each, so
/// every tab's relationship leaves from its tab.
struct ContainerLabel {
    let scene: Scene
    let context: LayoutContext

    /// The container's HTML-like label.
    func label() -> HTMLLabel {
        let palette = context.palette
        let marks = context.marks(of: scene.id)
        let kindName = scene.kind.displayName(on: context.flow.device)
        var title: [HTMLText] = [Typography.text(kindName, size: Typography.containerKind, color: palette.text, bold: true)]
        // The name goes below the kind, unless it only repeats it (`Navigation Controller`).
        if scene.displayName.caseInsensitiveCompare(kindName) != .orderedSame {
            title += [.lineBreak(align: .left),
                      Typography.text(Typography.truncated(scene.displayName, limit: PhoneMetrics.textLimit),
                                      size: Typography.sceneClass, color: palette.secondaryText)]
        }
        var top = [
            HTMLCell(.text([Typography.text(scene.kind.glyph, size: Typography.containerGlyph, color: palette.secondaryText)]),
                     attributes: [.cellPadding(4)]),
            HTMLCell(.text(title), attributes: [.align(.left), .balign(.left), .width(100)]),
        ]
        if let marks { top.append(MarkBadge.cell(for: marks, palette: palette)) }
        var rows = [HTMLRow(top)]
        if scene.kind == .tabBarController, let tabs = tabList() {
            if context.options.direction == .leftToRight {
                rows[0] = HTMLRow(top + [HTMLCell(.table(tabs), attributes: [.border(1), .sides("L"), .color(palette.separator)])])
            } else {
                rows.append(HTMLRow([HTMLCell(.table(tabs), attributes: [.columnSpan(top.count), .border(1), .sides("T"), .color(palette.separator)])]))
            }
        }
        return .table(HTMLTable(attributes: [
            .style("rounded"), .border(marks == nil ? 1 : 2), .color(marks?.color(in: palette) ?? palette.containerBorder),
            .backgroundColor(palette.containerFill), .cellBorder(0), .cellSpacing(2), .cellPadding(2),
        ], rows: rows))
    }

    /// The tabs: a column at the right when the flow runs left to right, a strip at the bottom otherwise,
    /// so each tab's relationship leaves from the side facing its child.
    private func tabList() -> HTMLTable? {
        let tabs = SceneChrome.tabChildren(of: scene.id, in: context.index)
        guard !tabs.isEmpty else { return nil }
        let palette = context.palette
        let items = tabs.enumerated().map { position, child in
            let title = context.index.scene(id: child).map { $0.tabBarItem?.title ?? $0.displayName } ?? child
            return HTMLCell(.text([
                Typography.text("● ", size: Typography.tabItem, color: palette.secondaryText),
                Typography.text(Typography.truncated(title, limit: 14), size: Typography.detail, color: palette.text),
            ]), attributes: [.port(PortNames.tabPort(at: position)), .align(.left)])
        }
        let rows = context.options.direction == .leftToRight ? items.map { HTMLRow([$0]) } : [HTMLRow(items)]
        return HTMLTable(attributes: [.border(0), .cellBorder(0), .cellSpacing(0), .cellPadding(3)], rows: rows)
    }
}
