import Storyflow

/// What a scene shows, as short lines for the viewer's details panel; nested elements are indented
/// by two spaces.
///
/// ```
/// navigation bar “Add Player”
///   left: Cancel
///   right: Done
/// table, grouped, static cells
///   section “Player Name”
///     cell, basic
///       text field “Name”
/// ```
enum SceneContentOutline {
    /// The lines of `scene`: navigation bar, elements, then its tab bar item and reference.
    static func lines(for scene: Scene) -> [String] {
        var lines: [String] = []
        if let bar = scene.content.navigationBar {
            lines.append("navigation bar" + quoted(bar.title))
            if !bar.leftItems.isEmpty { lines.append("  left: " + bar.leftItems.map(\.displayText).joined(separator: ", ")) }
            if !bar.rightItems.isEmpty { lines.append("  right: " + bar.rightItems.map(\.displayText).joined(separator: ", ")) }
        }
        lines += scene.content.elements.flatMap { self.lines(for: $0, depth: 0) }
        if let tab = scene.tabBarItem { lines.append("tab bar item" + quoted(tab.title)) }
        if let reference = scene.reference {
            lines.append("reference to " + (reference.storyboard ?? "this storyboard") + " ▸ " + (reference.identifier ?? "initial scene"))
        }
        return lines
    }

    private static func lines(for element: Element, depth: Int) -> [String] {
        let indent = String(repeating: "  ", count: depth)
        switch element {
        case .table(let table):
            let cells = table.cellContent == .staticCells ? "static cells" : "prototype cells"
            return [indent + "table, \(table.style.rawValue), \(cells)"] + table.sections.flatMap { section in
                ["\(indent)  section" + quoted(section.header)] + section.cells.flatMap { lines(for: $0, depth: depth + 2) }
            }
        case .stack(let stack):
            return [indent + "\(stack.axis.rawValue) stack"] + stack.elements.flatMap { lines(for: $0, depth: depth + 1) }
        case .label(let label): return [indent + "label" + quoted(label.text)]
        case .button(let button): return [indent + "button" + quoted(button.displayText)]
        case .textField(let field): return [indent + "text field" + quoted(field.placeholder ?? field.text)]
        case .imageView(let image): return [indent + "image" + quoted(image.image)]
        case .containerView: return [indent + "container view"]
        case .toolbar(let toolbar): return [indent + "toolbar: " + toolbar.items.map(\.displayText).joined(separator: ", ")]
        case .control(let control):
            let detail = control.titles.isEmpty ? quoted(control.text) : " " + control.titles.map { "“\($0)”" }.joined(separator: " | ")
            return [indent + control.kind.displayName.lowercased() + detail]
        case .group(let group):
            return [indent + group.displayName] + group.elements.flatMap { lines(for: $0, depth: depth + 1) }
        case .collection(let grid):
            return [indent + "collection view"] + grid.cells.flatMap { lines(for: $0, depth: depth + 1) }
        }
    }

    private static func lines(for cell: Cell, depth: Int) -> [String] {
        let indent = String(repeating: "  ", count: depth)
        var line = indent + (cell.reuseIdentifier.map { "prototype \($0)" } ?? "cell") + quoted(cell.text)
        if let detail = cell.detailText { line += " · \(detail)" }
        line += ", \(cell.style.rawValue)"
        if cell.accessory != .none { line += " \(cell.accessory.glyph)" }
        return [line] + cell.elements.flatMap { lines(for: $0, depth: depth + 1) }
    }

    /// ` “text”`, or nothing for `nil` or empty text.
    private static func quoted(_ text: String?) -> String {
        guard let text, !text.isEmpty else { return "" }
        return " “\(text)”"
    }
}
