import GraphvizDOT
import Storyflow

/// Draws a scene's header above its screen, like Xcode's scene dock: the name in bold, the custom
/// class small and grey below it, and a badge when the scene is marked.
struct SceneHeader {
    let palette: Palette
    /// The width of the screen below the header, which a badge aligns to.
    let screenWidth: Int

    /// The header cell of `scene` with its `marks`; `port` names it, for segues that leave from it.
    func cell(for scene: Scene, marks: SceneMarks?, port: String) -> HTMLCell {
        var text: [HTMLText] = [
            Typography.text(Typography.truncated(scene.displayName, limit: PhoneMetrics.textLimit),
                            size: Typography.sceneName, color: palette.text, bold: true),
        ]
        if let customClass = scene.customClass, customClass != scene.displayName {
            text += [.lineBreak(align: .left),
                     Typography.text(Typography.truncated(customClass, limit: 40), size: Typography.sceneClass, color: palette.secondaryText)]
        }
        var cells = [HTMLCell(.text(text), attributes: [.align(.left), .balign(.left)])]
        if let marks {
            // The name takes the width the badge leaves, so the badge sits at the right edge.
            cells[0].attributes.append(.width(screenWidth - MarkBadge.width(of: marks) - 8))
            cells.append(MarkBadge.cell(for: marks, palette: palette))
        }
        let table = HTMLTable(attributes: [.border(0), .cellBorder(0), .cellSpacing(0), .cellPadding(1)], rows: [HTMLRow(cells)])
        return HTMLCell(.table(table), attributes: [.port(port), .cellPadding(2)])
    }
}
