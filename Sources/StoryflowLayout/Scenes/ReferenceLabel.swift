import GraphvizDOT
import Storyflow

/// Draws a storyboard reference as a dashed box: `→ Storyboard ▸ identifier`, with a warning
/// line when the referenced storyboard was not found.
struct ReferenceLabel {
    let scene: Scene
    let context: LayoutContext

    /// The reference's HTML-like label.
    func label() -> HTMLLabel {
        let palette = context.palette
        let reference = scene.reference
        let storyboard = reference?.storyboard ?? "This storyboard"
        let target = reference?.identifier ?? "initial scene"
        let isResolved = reference?.isResolved ?? false
        let marks = context.marks(of: scene.id)
        var rows = [
            HTMLRow([HTMLCell(.text([Typography.text("Storyboard Reference", size: Typography.sceneClass, color: palette.secondaryText)]))]),
            HTMLRow([HTMLCell(.text([
                Typography.text("→ ", size: Typography.body, color: palette.text),
                Typography.text(Typography.truncated(storyboard, limit: PhoneMetrics.textLimit), size: Typography.body, color: palette.text, bold: true),
                Typography.text(" ▸ " + Typography.truncated(target, limit: PhoneMetrics.textLimit), size: Typography.body, color: palette.text),
            ]))]),
        ]
        if !isResolved {
            rows.append(HTMLRow([HTMLCell(.text([Typography.text("⚠ not found", size: Typography.sceneClass, color: palette.warning, bold: true)]))]))
        }
        if let marks { rows.append(HTMLRow([MarkBadge.cell(for: marks, palette: palette)])) }
        let border = marks?.color(in: palette) ?? (isResolved ? palette.containerBorder : palette.warning)
        return .table(HTMLTable(attributes: [
            .style("rounded,dashed"), .border(marks == nil ? 1 : 2), .color(border), .backgroundColor(palette.containerFill),
            .cellBorder(0), .cellSpacing(0), .cellPadding(4),
        ], rows: rows))
    }
}
