import GraphvizDOT
import Storyflow

/// Draws a collection view as a grid of its prototype cells, three to a row: each cell a small
/// tile named by its reuse identifier (with `▨` when it holds an image), its own port, so a segue
/// leaves from the cell. Fewer prototypes than fill their rows are led by faded copies of the first
/// one, so even a single prototype reads as a grid and sits at the trailing edge its segues leave from;
/// in a scene wider than the grid, the grid keeps to that edge too.
struct GridCells {
    let palette: Palette
    let ports: PortNames

    /// Tiles per row.
    static let columns = 3
    /// A tile's size and the space around it, in points.
    static let tile = (width: 52, height: 44)
    static let spacing = 4

    /// The grid's cell and its estimated height.
    func cell(for grid: Grid) -> (cell: HTMLCell, height: Double) {
        var tiles = grid.cells.map { tile(for: $0, isCopy: false) }
        if let first = grid.cells.first {
            // The copies lead the row, so a single row's prototypes end it, where their segues leave the scene.
            while tiles.count % Self.columns != 0 { tiles.insert(tile(for: first, isCopy: true), at: 0) }
        } else {
            tiles = (0..<Self.columns).map { _ in emptyTile() }
        }
        let rows = stride(from: 0, to: tiles.count, by: Self.columns).map { HTMLRow(Array(tiles[$0..<min($0 + Self.columns, tiles.count)])) }
        // Its own size, or Graphviz would spread the tiles across a wider scene; kept to the trailing edge.
        let size = (width: Self.columns * (Self.tile.width + Self.spacing) + Self.spacing, height: rows.count * (Self.tile.height + Self.spacing) + Self.spacing)
        let table = HTMLTable(attributes: [
            .border(0), .cellBorder(0), .cellSpacing(Self.spacing), .cellPadding(0), .fixedSize(true), .width(size.width), .height(size.height), .align(.right),
        ], rows: rows)
        return (HTMLCell(.table(table), attributes: [.cellPadding(2)]), Double(size.height + 4))
    }

    private func tile(for cell: Cell, isCopy: Bool) -> HTMLCell {
        let hasImage = cell.elements.flatMap(\.selfAndDescendants).contains { if case .imageView = $0 { true } else { false } }
        let name = Typography.truncated(cell.reuseIdentifier ?? cell.text ?? "Cell", limit: 10)
        var text: [HTMLText] = []
        if hasImage { text += [Typography.text("▨", size: Typography.barButton, color: palette.secondaryText), .lineBreak()] }
        text.append(Typography.text(name, size: Typography.sectionHeader, color: isCopy ? palette.placeholder : palette.text))
        var attributes: [HTMLAttribute] = isCopy ? [] : (ports.port(for: cell.id).map { [.port($0)] } ?? [])
        attributes += [
            .border(1), .color(isCopy ? palette.separator : palette.fieldBorder), .backgroundColor(palette.imageFill),
            .width(Self.tile.width), .height(Self.tile.height), .fixedSize(true),
        ]
        if isCopy { attributes.append(.style("dashed")) }
        return HTMLCell(.text(text), attributes: attributes)
    }

    private func emptyTile() -> HTMLCell {
        HTMLCell(text: "", attributes: [.border(1), .color(palette.separator), .style("dashed"), .width(Self.tile.width), .height(Self.tile.height)])
    }
}
