import Storyflow

/// Reads table views and their cells.
enum TableReader {
    /// A `tableView`: prototype cells (one section) or static sections with header and footer titles.
    static func table(_ node: XMLTreeNode) -> Table {
        let style: Table.Style = switch node["style"] {
        case "grouped": .grouped
        case "insetGrouped": .insetGrouped
        default: .plain
        }
        let staticSections = node.child("sections")
        let isStatic = node["dataMode"] == "static" || (node["dataMode"] == nil && staticSections != nil)
        let sections: [TableSection]
        if isStatic {
            sections = staticSections?.children.filter { $0.name == "tableViewSection" }.map { section in
                TableSection(
                    header: section["headerTitle"],
                    footer: section["footerTitle"],
                    cells: section.child("cells")?.children.filter { $0.name == "tableViewCell" }.map(cell) ?? []
                )
            } ?? []
        } else {
            let prototypes = node.child("prototypes")?.children.filter { $0.name == "tableViewCell" }.map(cell) ?? []
            sections = prototypes.isEmpty ? [] : [TableSection(cells: prototypes)]
        }
        return Table(
            id: node.id ?? "line\(node.line)",
            style: style,
            cellContent: isStatic ? .staticCells : .dynamicPrototypes,
            sections: sections
        )
    }

    /// An AppKit `tableView` or `outlineView` (`NSTableView`, `NSOutlineView`): one section headed by
    /// the titles of its visible columns when the table shows its header, holding one prototype row with
    /// each column's cell, side by side: the views of its `tableCellView` (view-based), else its data cell (cell-based).
    static func columnTable(_ node: XMLTreeNode) -> Table {
        let columns = node.child("tableColumns")?.children.filter { $0.name == "tableColumn" && $0["hidden"] != "YES" } ?? []
        let titles = columns.compactMap { $0.child("tableHeaderCell", key: "headerCell")?["title"] }
        let header = node["headerView"] != nil && !titles.isEmpty ? titles.joined(separator: " · ") : nil
        let row = Cell(id: columns.first?.id ?? "line\(node.line)", style: .custom, elements: columns.flatMap(columnCell))
        return Table(
            id: node.id ?? "line\(node.line)",
            cellContent: .dynamicPrototypes,
            sections: columns.isEmpty ? [] : [TableSection(header: header, cells: [row])]
        )
    }

    /// What one column's cell shows: its first prototype cell view's views, else its data cell as a
    /// label, button or image.
    private static func columnCell(_ column: XMLTreeNode) -> [Element] {
        if let cellView = column.child("prototypeCellViews")?.children.first(where: { $0.name == "tableCellView" }) {
            return ContentReader.elements(inSubviewsOf: cellView)
        }
        guard let dataCell = column.child(key: "dataCell") else { return [] }
        let id = dataCell.id ?? "line\(dataCell.line)"
        switch dataCell.name {
        case "textFieldCell": return [.label(Label(id: id, text: dataCell["title"] ?? ""))]
        case "buttonCell": return [.button(Button(id: id, title: dataCell["title"] ?? ""))]
        case "imageCell": return [.imageView(ImageView(id: id, image: dataCell["image"]))]
        default: return []
        }
    }

    /// A `tableViewCell`. A built-in style shows its text and detail labels, and keeps the views added
    /// beside them (an extra label); a custom cell keeps its views.
    static func cell(_ node: XMLTreeNode) -> Cell {
        let contentView = node.child(key: "contentView")
        let textLabel = node["textLabel"].flatMap { contentView?.descendant(id: $0) }
        let detailLabel = node["detailTextLabel"].flatMap { contentView?.descendant(id: $0) }
        let style = cellStyle(token: node["style"], hasTextLabel: textLabel != nil, hasDetailLabel: detailLabel != nil)
        return Cell(
            id: node.id ?? "line\(node.line)",
            style: style,
            text: textLabel?.labelText,
            detailText: detailLabel?.labelText,
            accessory: node["accessoryType"].flatMap(Cell.Accessory.init(rawValue:)) ?? .none,
            reuseIdentifier: node["reuseIdentifier"],
            elements: (contentView.map(ContentReader.elements(inSubviewsOf:)) ?? []).filter { element in
                style == .custom || (element.id != textLabel?.id && element.id != detailLabel?.id)
            }
        )
    }

    /// The cell style from Interface Builder's `IBUITableViewCellStyle…` token, else from which labels it names.
    private static func cellStyle(token: String?, hasTextLabel: Bool, hasDetailLabel: Bool) -> Cell.Style {
        switch token {
        case "IBUITableViewCellStyleDefault": .basic
        case "IBUITableViewCellStyleSubtitle": .subtitle
        case "IBUITableViewCellStyleValue1": .rightDetail
        case "IBUITableViewCellStyleValue2": .leftDetail
        default: hasTextLabel ? (hasDetailLabel ? .subtitle : .basic) : .custom
        }
    }
}
