import Storyflow

/// What a scene shows, as a list of short descriptions (`bar button '+'`, `cell 'Game'`,
/// `label 'Second Tab'`), so two versions of a scene compare item by item.
enum ContentItems {
    /// The scene's items, top to bottom.
    static func of(_ content: SceneContent) -> [String] {
        var items: [String] = []
        if let bar = content.navigationBar {
            if let title = bar.title { items.append("navigation title '\(title)'") }
            items += (bar.leftItems + bar.rightItems).map { "bar button '\($0.displayText)'" }
        }
        for element in content.allElements {
            items += describe(element)
        }
        return items
    }

    /// What only `base` and what only `head` have, each in its own order; a repeated item counts
    /// as many times as it appears.
    static func difference(base: [String], head: [String]) -> (removed: [String], added: [String]) {
        (Multiset.subtracting(head, from: base), Multiset.subtracting(base, from: head))
    }

    private static func describe(_ element: Element) -> [String] {
        switch element {
        case .table(let table):
            table.sections.flatMap { section in
                (section.header.map { ["section '\($0)'"] } ?? []) + section.cells.map { cell in
                    table.cellContent == .dynamicPrototypes
                        ? "prototype '\(cell.reuseIdentifier ?? cell.text ?? cell.id)'"
                        : "cell '\(cell.text ?? cell.reuseIdentifier ?? cell.id)'"
                }
            }
        case .label(let label): ["label '\(label.text)'"]
        case .button(let button): ["button '\(button.title)'"]
        case .textField(let field): ["text field '\(field.placeholder ?? field.text ?? "")'"]
        case .imageView(let image): ["image '\(image.image ?? "")'"]
        case .containerView: ["container view"]
        case .toolbar(let toolbar): toolbar.items.map { "toolbar button '\($0.displayText)'" }
        case .control(let control):
            ["\(control.kind.displayName.lowercased())" + ((control.text ?? (control.titles.isEmpty ? nil : control.titles.joined(separator: ", "))).map { " '\($0)'" } ?? "")]
        case .group(let group): [group.className.map { "view '\($0)'" } ?? group.displayName.lowercased()]
        case .collection(let grid): grid.cells.map { "collection cell '\($0.reuseIdentifier ?? $0.text ?? $0.id)'" }
        case .stack: []
        }
    }
}
