import Storyflow

/// Writes a scene's content in the DSL: its navigation item, views, tables, cells and toolbars, each trigger
/// with the segues it fires, then the scene's manual and gesture segues.
struct ContentWriter {
    private var segues: SceneSegues

    /// A writer that attaches `segues` to the triggers it writes.
    init(segues: SceneSegues) {
        self.segues = segues
    }

    /// The content of a view controller or collection view controller.
    mutating func writeViewContent(_ content: SceneContent, into writer: inout SourceWriter) {
        if let bar = content.navigationBar { writeNavigationItem(bar, into: &writer) }
        for element in content.elements { write(element, into: &writer) }
        writeStandaloneSegues(into: &writer)
    }

    /// The content of a table view controller: navigation item, header views, then its table's cells.
    mutating func writeTableContent(_ content: SceneContent, table: TableViewControllerContent, into writer: inout SourceWriter) {
        if let bar = content.navigationBar { writeNavigationItem(bar, into: &writer) }
        for header in table.headers {
            writer.block("TableHeaderView") { inner in
                for element in header.elements { write(element, into: &inner) }
            }
        }
        writeCells(of: table.table, into: &writer)
        writeStandaloneSegues(into: &writer)
    }

    // MARK: - Navigation item

    private mutating func writeNavigationItem(_ bar: NavigationBar, into writer: inout SourceWriter) {
        writer.line("NavigationItem(\(bar.title.map(SwiftLiteral.string) ?? ""))")
        writer.indented { writer in
            for (side, items) in [("left", bar.leftItems), ("right", bar.rightItems)] where !items.isEmpty {
                writer.block(".\(side)") { inner in
                    for item in items { writeTrigger(ElementSyntax.barButton(item), firing: segues.take(firedBy: item.id), into: &inner) }
                }
            }
        }
    }

    // MARK: - Views

    private mutating func write(_ element: Element, into writer: inout SourceWriter) {
        switch element {
        case .label(let label):
            writer.line("Label(\(SwiftLiteral.string(label.text)))")
        case .button(let button):
            writeTrigger(ElementSyntax.button(button), firing: segues.take(firedBy: button.id), into: &writer)
        case .textField(let field):
            let text = field.text.map { ", text: \(SwiftLiteral.string($0))" } ?? ""
            writer.line("TextField(\(SwiftLiteral.optionalString(field.placeholder))\(text))")
        case .imageView(let image):
            writer.line("ImageView(\(SwiftLiteral.optionalString(image.image)))")
        case .containerView(let container):
            writeTrigger("ContainerView()", firing: segues.take(firedBy: container.id), into: &writer)
        case .stack(let stack):
            writer.block(stack.axis == .vertical ? "VStack" : "HStack") { inner in
                for child in stack.elements { write(child, into: &inner) }
            }
        case .toolbar(let toolbar):
            writer.block("ToolbarView") { inner in
                for item in toolbar.items { writeTrigger(ElementSyntax.barButton(item), firing: segues.take(firedBy: item.id), into: &inner) }
            }
        case .table(let table):
            writer.block(table.style == .plain ? "TableView" : "TableView(style: .\(table.style.rawValue))") { inner in
                writeCells(of: table, into: &inner)
            }
        case .control(let control):
            writer.line(ElementSyntax.control(control))
        case .group(let group) where group.elements.isEmpty:
            writer.line(Self.group(group))
        case .group(let group):
            writer.block(Self.group(group)) { inner in
                for child in group.elements { write(child, into: &inner) }
            }
        case .collection(let grid):
            writer.block("CollectionView") { inner in
                for cell in grid.cells {
                    writeCell(cell, call: "CollectionCell(\(SwiftLiteral.string(cell.reuseIdentifier ?? "")))", into: &inner)
                }
            }
        }
    }

    /// `ScrollView`, `VisualEffectView(class: "Blur")`, `CustomView("ChartView")`.
    private static func group(_ group: ViewGroup) -> String {
        let name = switch group.kind {
        case .scrollView: "ScrollView"
        case .visualEffectView: "VisualEffectView"
        case .custom: "CustomView"
        }
        switch (group.kind, group.className) {
        case (.custom, let className): return "\(name)(\(SwiftLiteral.string(className ?? "")))"
        case (_, let className?): return "\(name)(class: \(SwiftLiteral.string(className)))"
        case (_, nil): return name
        }
    }

    // MARK: - Tables

    /// A dynamic table's prototypes, or a static table's sections.
    private mutating func writeCells(of table: Table, into writer: inout SourceWriter) {
        switch table.cellContent {
        case .dynamicPrototypes:
            for cell in table.sections.flatMap(\.cells) {
                let arguments = [SwiftLiteral.string(DeclaredCell(cell, in: table).reuseIdentifier ?? "")] + Self.cellArguments(cell)
                writeCell(cell, call: "Prototype(\(arguments.joined(separator: ", ")))", into: &writer)
            }
        case .staticCells:
            for section in table.sections {
                writer.block(Self.staticSection(section)) { inner in
                    for cell in section.cells { writeCell(cell, call: Self.staticCell(cell), into: &inner) }
                }
            }
        }
    }

    private mutating func writeCell(_ cell: Cell, call: String, into writer: inout SourceWriter) {
        let fired = segues.take(firedBy: cell.id)
        if cell.elements.isEmpty {
            writeTrigger(call, firing: fired, into: &writer)
        } else {
            writer.block(call) { inner in
                for element in cell.elements { write(element, into: &inner) }
            }
            for segue in fired { writer.line(SegueSyntax.modifier(segue)) }
        }
    }

    /// `StaticSection("Header", footer: "Footer")`, `StaticSection`.
    private static func staticSection(_ section: TableSection) -> String {
        var arguments: [String] = []
        if let header = section.header { arguments.append(SwiftLiteral.string(header)) }
        if let footer = section.footer { arguments.append("footer: \(SwiftLiteral.string(footer))") }
        return arguments.isEmpty ? "StaticSection" : "StaticSection(\(arguments.joined(separator: ", ")))"
    }

    /// `StaticCell("Game", detail: "Chess", style: .rightDetail, accessory: .disclosureIndicator)`;
    /// `StaticCell` when a cell with views needs no argument, `StaticCell()` when an empty one needs none.
    private static func staticCell(_ cell: Cell) -> String {
        var arguments: [String] = []
        if let text = cell.text { arguments.append(SwiftLiteral.string(text)) }
        if let detail = cell.detailText { arguments.append("detail: \(SwiftLiteral.string(detail))") }
        arguments += cellArguments(cell, includingTexts: false)
        if let reuseIdentifier = cell.reuseIdentifier { arguments.append("reuseIdentifier: \(SwiftLiteral.string(reuseIdentifier))") }
        if arguments.isEmpty { return cell.elements.isEmpty ? "StaticCell()" : "StaticCell" }
        return "StaticCell(\(arguments.joined(separator: ", ")))"
    }

    /// A cell's `style:` (when not the DSL's default for it), `accessory:` (when not `none`) and,
    /// for a prototype, `text:` and `detail:`.
    private static func cellArguments(_ cell: Cell, includingTexts: Bool = true) -> [String] {
        var arguments: [String] = []
        if cell.style != (cell.elements.isEmpty ? .basic : .custom) { arguments.append("style: .\(cell.style.rawValue)") }
        if cell.accessory != .none { arguments.append("accessory: .\(cell.accessory.rawValue)") }
        if includingTexts, let text = cell.text { arguments.append("text: \(SwiftLiteral.string(text))") }
        if includingTexts, let detail = cell.detailText { arguments.append("detail: \(SwiftLiteral.string(detail))") }
        return arguments
    }

    // MARK: - Segues

    /// `call`, then one modifier line per segue it fires, indented under it.
    private func writeTrigger(_ call: String, firing fired: [Segue], into writer: inout SourceWriter) {
        writer.line(call)
        writer.indented { writer in
            for segue in fired { writer.line(SegueSyntax.modifier(segue)) }
        }
    }

    /// The scene's manual segues and gestures, in flow order.
    private func writeStandaloneSegues(into writer: inout SourceWriter) {
        for standalone in segues.standalone {
            switch standalone {
            case .manual(let segue):
                writer.line(SegueSyntax.manualSegue(segue))
            case .gesture(let kind, let fired):
                writeTrigger("Gesture(.\(kind.rawValue))", firing: fired, into: &writer)
            }
        }
    }
}
