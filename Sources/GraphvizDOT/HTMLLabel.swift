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
        switch self {
        case .table(let table): table.htmlSource
        case .text(let text): text.map(\.htmlSource).joined()
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
        "<TABLE\(attributes.htmlSource)>" + rows.map(\.htmlSource).joined() + "</TABLE>"
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
        switch self {
        case .cells(let cells): "<TR>" + cells.map(\.htmlSource).joined() + "</TR>"
        case .rule: "<HR/>"
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
        let inner = switch content {
        case .text(let text): text.map(\.htmlSource).joined()
        case .table(let table): table.htmlSource
        case .image(let path): "<IMG SRC=\"\(HTMLEscaping.attribute(path))\"/>"
        }
        return "<TD\(attributes.htmlSource)>\(inner)</TD>"
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
        switch self {
        case .plain(let text): HTMLEscaping.text(text)
        case .font(let face, let size, let color, let inner):
            "<FONT" + fontAttributes(face: face, size: size, color: color) + ">" + inner.map(\.htmlSource).joined() + "</FONT>"
        case .bold(let inner): "<B>" + inner.map(\.htmlSource).joined() + "</B>"
        case .italic(let inner): "<I>" + inner.map(\.htmlSource).joined() + "</I>"
        case .underline(let inner): "<U>" + inner.map(\.htmlSource).joined() + "</U>"
        case .lineBreak(let align): "<BR" + (align.map { " ALIGN=\"\($0.rawValue)\"" } ?? "") + "/>"
        }
    }

    private func fontAttributes(face: String?, size: Double?, color: Color?) -> String {
        var attributes: [HTMLAttribute] = []
        if let face { attributes.append(.face(face)) }
        if let size { attributes.append(.pointSize(size)) }
        if let color { attributes.append(.color(color)) }
        return attributes.htmlSource
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
