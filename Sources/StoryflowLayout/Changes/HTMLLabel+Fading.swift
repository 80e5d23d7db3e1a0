import GraphvizDOT

extension HTMLLabel {
    /// The label with every `#rrggbb` colour (borders, backgrounds, text) faded toward the canvas.
    func faded(fade: Fade) -> HTMLLabel {
        switch self {
        case .table(let table): .table(table.faded(fade: fade))
        case .text(let text): .text(text.map { $0.faded(fade: fade) })
        }
    }
}

extension HTMLTable {
    func faded(fade: Fade) -> HTMLTable {
        HTMLTable(attributes: attributes.map { $0.faded(fade: fade) }, rows: rows.map { row in
            guard case .cells(let cells) = row else { return row }
            return .cells(cells.map { cell in
                let content: HTMLCell.Content = switch cell.content {
                case .table(let table): .table(table.faded(fade: fade))
                case .text(let text): .text(text.map { $0.faded(fade: fade) })
                case .image, .scaledImage: cell.content
                }
                return HTMLCell(content, attributes: cell.attributes.map { $0.faded(fade: fade) })
            })
        })
    }
}

extension HTMLText {
    func faded(fade: Fade) -> HTMLText {
        switch self {
        case .font(let face, let size, let color, let inner):
            .font(face: face, size: size, color: color.map { fade.apply(to: $0) }, inner.map { $0.faded(fade: fade) })
        case .bold(let inner): .bold(inner.map { $0.faded(fade: fade) })
        case .italic(let inner): .italic(inner.map { $0.faded(fade: fade) })
        case .underline(let inner): .underline(inner.map { $0.faded(fade: fade) })
        case .plain, .lineBreak: self
        }
    }
}

extension HTMLAttribute {
    func faded(fade: Fade) -> HTMLAttribute {
        switch self {
        case .color(let color): .color(fade.apply(to: color))
        case .backgroundColor(let color): .backgroundColor(fade.apply(to: color))
        default: self
        }
    }
}
