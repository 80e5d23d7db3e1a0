import GraphvizDOT
import Storyflow

/// Draws a single element (label, button, text field, image, container view, stack, toolbar, control,
/// group, collection view) as one cell.
///
/// Buttons, container views, toolbar items and collection cells carry their port, so segues leave from them.
struct ElementCells {
    let palette: Palette
    let ports: PortNames
    /// The name of the controller each container view embeds, by the container's element id.
    var embedded: [String: String] = [:]

    /// The cell of `element` and its estimated height.
    func cell(for element: Element) -> (cell: HTMLCell, height: Double) {
        switch element {
        case .label(let label):
            labelCell(label)
        case .button(let button):
            (HTMLCell(.text([buttonText(button)]), attributes: portAttributes(button.id) + [.cellPadding(3)]), 18)
        case .textField(let field):
            (textField(field), 26)
        case .imageView(let image):
            (.inset(HTMLCell(.text([Typography.text("▨ " + (image.image ?? "Image"), size: Typography.detail, color: palette.secondaryText)]),
                            attributes: [.backgroundColor(palette.imageFill), .height(40)])), 48)
        case .containerView(let container):
            (.inset(HTMLCell(.text([Typography.text(Self.containerText(embedding: embedded[container.id]), size: Typography.detail, color: palette.secondaryText)]),
                            attributes: portAttributes(container.id) + [
                                .border(1), .style("dashed"), .color(palette.fieldBorder), .height(40),
                            ])), 50)
        case .stack(let stack):
            self.stack(stack)
        case .table(let table):
            nestedTable(table)
        case .toolbar(let toolbar):
            ToolbarRow(palette: palette, ports: ports).cell(for: toolbar)
        case .control(let control):
            ControlCells(palette: palette).cell(for: control)
        case .group(let group):
            self.group(group)
        case .collection(let grid):
            GridCells(palette: palette, ports: ports).cell(for: grid)
        }
    }

    /// What a container view says: the controller it embeds ("⊞ Embeds Map"), when an embed segue names one.
    static func containerText(embedding name: String?) -> String {
        name.map { "⊞ Embeds " + Typography.truncated($0, limit: PhoneMetrics.textLimit) } ?? "⊞ Container View"
    }

    /// A button's title; an image-only button shows its symbol's glyph large, or its image name small.
    private func buttonText(_ button: Storyflow.Button) -> HTMLText {
        let text = Typography.truncated(button.displayText, limit: PhoneMetrics.textLimit)
        guard button.title.isEmpty, let image = button.image else {
            return Typography.text(text, size: Typography.body, color: palette.tint)
        }
        return text == image
            ? Typography.text("▨ " + text, size: Typography.detail, color: palette.tint)
            : Typography.text(text, size: Typography.systemBarButton, color: palette.tint)
    }

    /// A box around the group's views, its class or kind named small at its top.
    private func group(_ group: ViewGroup) -> (cell: HTMLCell, height: Double) {
        let children = group.elements.map(cell(for:))
        let caption = HTMLCell(.text([Typography.text(Typography.truncated(group.displayName, limit: PhoneMetrics.textLimit + 4),
                                                      size: Typography.sectionHeader, color: palette.secondaryText)]),
                               attributes: [.align(.left), .cellPadding(2)])
        let filler = children.isEmpty ? [HTMLRow([HTMLCell(text: "", attributes: [.height(24)])])] : []
        let table = HTMLTable(attributes: [
            .border(1), .color(palette.fieldBorder), .cellBorder(0), .cellSpacing(1), .cellPadding(0),
            .backgroundColor(group.kind == .visualEffectView ? palette.groupedBackground : palette.screen),
        ] + (group.kind == .scrollView ? [.style("dashed")] : []),
                              rows: [HTMLRow([caption])] + children.map { HTMLRow([$0.cell]) } + filler)
        let height = 14 + (children.isEmpty ? 24 : children.map(\.height).reduce(0, +))
        return (HTMLCell(.table(table), attributes: [.cellPadding(3)]), height + 6)
    }

    /// A label's text, wrapped to the screen's width.
    private func labelCell(_ label: Storyflow.Label) -> (cell: HTMLCell, height: Double) {
        let lines = Typography.wrapped(label.text, width: PhoneMetrics.textLimit + 4, maxLines: 4)
        let text = Typography.paragraph(label.text, width: PhoneMetrics.textLimit + 4, maxLines: 4, size: Typography.body, color: palette.text)
        return (HTMLCell(.text(text), attributes: [.cellPadding(3)]), 6 + 12 * Double(lines.count))
    }

    private func textField(_ field: TextField) -> HTMLCell {
        let text = field.text.map { Typography.text($0, size: Typography.body, color: palette.text) }
            ?? Typography.text(field.placeholder ?? "Text Field", size: Typography.body, color: palette.placeholder)
        return .inset(HTMLCell(.text([text]), attributes: [
            .border(1), .style("rounded"), .color(palette.fieldBorder), .backgroundColor(palette.screen), .align(.left),
        ]))
    }

    private func stack(_ stack: StackView) -> (cell: HTMLCell, height: Double) {
        let cells = stack.elements.map(cell(for:))
        let rows: [HTMLRow] = switch stack.axis {
        case .vertical: cells.map { HTMLRow([$0.cell]) }
        case .horizontal: cells.isEmpty ? [] : [HTMLRow(cells.map(\.cell))]
        }
        let height = switch stack.axis {
        case .vertical: cells.map(\.height).reduce(0, +)
        case .horizontal: cells.map(\.height).max() ?? 0
        }
        let table = HTMLTable(attributes: [
            .border(1), .style("dashed"), .color(palette.stackBorder), .cellBorder(0), .cellSpacing(2), .cellPadding(0),
        ], rows: rows.isEmpty ? [HTMLRow([HTMLCell(text: " ")])] : rows)
        return (HTMLCell(.table(table), attributes: [.cellPadding(3)]), height + 10)
    }

    /// A table's sections; one without any is an empty list, drawn as a blank stretch of screen.
    private func nestedTable(_ table: Table) -> (cell: HTMLCell, height: Double) {
        var rows = TableRows(palette: palette, ports: ports).rows(for: table)
        if rows.rows.isEmpty {
            rows.append(HTMLCell(text: "", attributes: [.height(Self.emptyTableHeight)]), height: Double(Self.emptyTableHeight))
        }
        let nested = HTMLTable(attributes: [.border(0), .cellBorder(0), .cellSpacing(0), .cellPadding(0)], rows: rows.rows)
        return (HTMLCell(.table(nested)), rows.estimatedHeight)
    }

    /// The height an empty table takes, as one row of a plain list.
    private static let emptyTableHeight = 24

    private func portAttributes(_ elementID: String) -> [HTMLAttribute] {
        ports.port(for: elementID).map { [.port($0)] } ?? []
    }
}
