import GraphvizDOT
import Storyflow

/// Draws a scene as a compact card for huge flows (``DetailLevel/huge``): the scene's name, then one
/// row for each element that fires a segue, each its own port. Graphviz measures every piece of
/// text in a label, so a card of a few rows lays out and draws several times faster than a phone
/// screen, and the diagram stays readable where a phone screen would be too small to read anyway.
struct CompactScreenLabel {
    let scene: Scene
    let context: LayoutContext

    /// The widest name or trigger text, in characters, before it is cut.
    static let textLimit = 24

    /// The scene's HTML-like label.
    func label() -> HTMLLabel {
        let palette = context.palette
        let marks = context.marks(of: scene.id)
        var name = [Typography.text(Typography.truncated(scene.displayName, limit: Self.textLimit),
                                    size: Typography.sceneName, color: palette.text, bold: true)]
        if let marks {
            name.append(Typography.text("  " + marks.badge, size: Typography.badge, color: marks.color(in: palette), bold: true))
        }
        let ports = context.ports(of: scene.id)
        var rows = [HTMLRow([HTMLCell(.text(name), attributes: [.port(ScreenLabel.arrivalPort), .align(.left)])])]
        for trigger in triggers() {
            guard let port = ports.port(for: trigger.id) else { continue }
            rows.append(HTMLRow([HTMLCell(
                .text([Typography.text(Typography.truncated(trigger.text, limit: Self.textLimit), size: Typography.body, color: palette.tint)]),
                attributes: [.port(port), .align(.left), .border(1), .sides("T"), .color(palette.separator)]
            )]))
        }
        return .table(HTMLTable(attributes: [
            .port(ScreenLabel.screenPort), .style("rounded"), .border(marks == nil ? 1 : 2),
            .color(marks?.color(in: palette) ?? palette.phoneFrame), .backgroundColor(palette.screen),
            .cellBorder(0), .cellSpacing(0), .cellPadding(4),
        ], rows: rows))
    }

    /// The elements of the scene that fire a segue, in the order a phone screen draws them, with their text.
    private func triggers() -> [(id: String, text: String)] {
        var elements: [(id: String, text: String)] = []
        if let bar = scene.content.navigationBar {
            elements += (bar.leftItems + bar.rightItems).map { ($0.id, $0.displayText) }
        }
        for element in scene.content.allElements {
            switch element {
            case .table, .collection: elements += element.cells.map { ($0.id, $0.text ?? $0.reuseIdentifier ?? "Cell") }
            case .button(let button): elements.append((button.id, button.displayText))
            case .containerView(let container):
                elements.append((container.id, ElementCells.containerText(embedding: context.embeddedNames(in: scene.id)[container.id])))
            case .toolbar(let toolbar): elements += toolbar.items.map { ($0.id, $0.displayText) }
            case .stack, .label, .textField, .imageView, .control, .group: break
            }
        }
        return elements.filter { context.firesSegue(elementID: $0.id, in: scene.id) }
    }
}
