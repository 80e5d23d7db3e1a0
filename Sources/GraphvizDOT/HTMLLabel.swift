/// An HTML-like label, built from structure so that every piece of text is XML-escaped.
///
/// ```swift
/// let label = HTMLLabel.table(HTMLTable(attributes: [.border(0)], rows: [
///     HTMLRow([HTMLCell(.text("<Save & \"Exit\">"), attributes: [.port("save")])])
/// ]))
/// label.htmlSource   // <TABLE BORDER="0"><TR><TD PORT="save">&lt;Save &amp; &quot;Exit&quot;&gt;</TD></TR></TABLE>
/// ```
public enum HTMLLabel: Hashable, Sendable {
    /// A table: rows of cells.
    case table(HTMLTable)
    /// Formatted text.
    case text([HTMLText])

    /// The label's source, without the enclosing `<…>` of DOT.
    public var htmlSource: String {
        var source = ""
        write(to: &source)
        return source
    }

    /// Appends the label's source to `output`.
    func write(to output: inout String) {
        switch self {
        case .table(let table): table.write(to: &output)
        case .text(let text): text.forEach { $0.write(to: &output) }
        }
    }
}

/// A `<TABLE>` of an HTML-like label.
public struct HTMLTable: Hashable, Sendable {
    /// The table's attributes (`BORDER`, `CELLSPACING`, `BGCOLOR`, …).
    public var attributes: [HTMLAttribute]
    /// The rows, top to bottom.
    public var rows: [HTMLRow]

    /// Creates a table.
    public init(attributes: [HTMLAttribute] = [], rows: [HTMLRow] = []) {
        self.attributes = attributes
        self.rows = rows
    }

    /// `<TABLE …>…</TABLE>`.
    public var htmlSource: String {
        var source = ""
        write(to: &source)
        return source
    }

    /// Appends the table's source to `output`. Graphviz rejects a table without rows (the whole label
    /// fails to parse), so a table with none is written with one empty cell.
    func write(to output: inout String) {
        output += "<TABLE"
        attributes.write(to: &output)
        output += ">"
        if rows.contains(where: \.hasCells) {
            rows.forEach { $0.write(to: &output) }
        } else {
            HTMLRow([]).write(to: &output)
        }
        output += "</TABLE>"
    }
}

/// A row of an HTML table, or a horizontal rule between rows.
public enum HTMLRow: Hashable, Sendable {
    case cells([HTMLCell])
    /// `<HR/>`: a rule between two rows (needs cell borders off to show).
    case rule

    /// A row of cells.
    public init(_ cells: [HTMLCell]) {
        self = .cells(cells)
    }

    /// `<TR>…</TR>` or `<HR/>`.
    public var htmlSource: String {
        var source = ""
        write(to: &source)
        return source
    }

    /// Whether the row is cells rather than a rule.
    var hasCells: Bool {
        if case .cells = self { true } else { false }
    }

    /// Appends the row's source to `output`. Graphviz rejects a row without cells, so a row of none
    /// is written with one empty cell.
    func write(to output: inout String) {
        switch self {
        case .cells(let cells):
            output += "<TR>"
            if cells.isEmpty {
                output += "<TD></TD>"
            }
            cells.forEach { $0.write(to: &output) }
            output += "</TR>"
        case .rule:
            output += "<HR/>"
        }
    }
}

/// A `<TD>` cell: text, a nested table, or an image.
public struct HTMLCell: Hashable, Sendable {
    /// What a cell holds.
    public enum Content: Hashable, Sendable {
        case text([HTMLText])
        case table(HTMLTable)
        case image(path: String)
        /// An image scaled to fill its cell, keeping its proportions (`<IMG SCALE="TRUE">`): give
        /// the cell `FIXEDSIZE`, `WIDTH` and `HEIGHT`.
        case scaledImage(path: String)
    }

    /// The cell's content.
    public var content: Content
    /// The cell's attributes (`PORT`, `BGCOLOR`, `ALIGN`, `COLSPAN`, …).
    public var attributes: [HTMLAttribute]

    /// Creates a cell.
    public init(_ content: Content, attributes: [HTMLAttribute] = []) {
        self.content = content
        self.attributes = attributes
    }

    /// A cell holding plain text.
    public init(text: String, attributes: [HTMLAttribute] = []) {
        self.init(.text([.plain(text)]), attributes: attributes)
    }

    /// `<TD …>…</TD>`.
    public var htmlSource: String {
        var source = ""
        write(to: &source)
        return source
    }

    /// Appends the cell's source to `output`.
    func write(to output: inout String) {
        output += "<TD"
        attributes.write(to: &output)
        output += ">"
        switch content {
        case .text(let text): text.forEach { $0.write(to: &output) }
        case .table(let table): table.write(to: &output)
        case .image(let path): output += "<IMG SRC=\"" + HTMLEscaping.attribute(path) + "\"/>"
        case .scaledImage(let path): output += "<IMG SCALE=\"TRUE\" SRC=\"" + HTMLEscaping.attribute(path) + "\"/>"
        }
        output += "</TD>"
    }
}

/// Text inside an HTML label: plain strings (escaped), fonts, bold/italic/underline, line breaks.
public indirect enum HTMLText: Hashable, Sendable {
    case plain(String)
    case font(face: String? = nil, size: Double? = nil, color: Color? = nil, [HTMLText])
    case bold([HTMLText])
    case italic([HTMLText])
    case underline([HTMLText])
    case lineBreak(align: HTMLAlignment? = nil)

    /// The text's HTML source, with user text XML-escaped.
    public var htmlSource: String {
        var source = ""
        write(to: &source)
        return source
    }

    /// Appends the text's source to `output`.
    func write(to output: inout String) {
        switch self {
        case .plain(let text):
            output += HTMLEscaping.text(text)
        case .font(let face, let size, let color, let inner):
            output += "<FONT"
            if let face { HTMLAttribute.face(face).write(to: &output) }
            if let size { HTMLAttribute.pointSize(size).write(to: &output) }
            if let color { HTMLAttribute.color(color).write(to: &output) }
            output += ">"
            inner.forEach { $0.write(to: &output) }
            output += "</FONT>"
        case .bold(let inner): Self.write(inner, tag: "B", to: &output)
        case .italic(let inner): Self.write(inner, tag: "I", to: &output)
        case .underline(let inner): Self.write(inner, tag: "U", to: &output)
        case .lineBreak(let align):
            output += "<BR"
            if let align { output += " ALIGN=\"" + align.rawValue + "\"" }
            output += "/>"
        }
    }

    private static func write(_ inner: [HTMLText], tag: String, to output: inout String) {
        output += "<" + tag + ">"
        inner.forEach { $0.write(to: &output) }
        output += "</" + tag + ">"
    }
}

/// Horizontal alignment in HTML labels.
public enum HTMLAlignment: String, Hashable, Sendable, CaseIterable {
    case left = "LEFT", center = "CENTER", right = "RIGHT"
}

/// Vertical alignment of a cell's content.
public enum HTMLVerticalAlignment: String, Hashable, Sendable, CaseIterable {
    case top = "TOP", middle = "MIDDLE", bottom = "BOTTOM"
}
