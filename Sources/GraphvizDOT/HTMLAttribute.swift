/// An attribute of an HTML-like `TABLE`, `TD` or `FONT`; values are escaped when written.
public enum HTMLAttribute: Hashable, Sendable {
    case border(Int)
    case cellBorder(Int)
    case cellSpacing(Int)
    case cellPadding(Int)
    case backgroundColor(Color)
    case color(Color)
    case port(String)
    case width(Int)
    case height(Int)
    case fixedSize(Bool)
    case align(HTMLAlignment)
    case verticalAlign(HTMLVerticalAlignment)
    case balign(HTMLAlignment)
    case columnSpan(Int)
    case rowSpan(Int)
    /// Which borders to draw, e.g. `"B"` or `"LR"`.
    case sides(String)
    /// `ROUNDED` or `RADIAL`.
    case style(String)
    case href(String)
    case tooltip(String)
    case id(String)
    case face(String)
    case pointSize(Double)

    /// The attribute's name and its escaped value.
    var nameAndValue: (name: String, value: String) {
        switch self {
        case .border(let value): ("BORDER", String(value))
        case .cellBorder(let value): ("CELLBORDER", String(value))
        case .cellSpacing(let value): ("CELLSPACING", String(value))
        case .cellPadding(let value): ("CELLPADDING", String(value))
        case .backgroundColor(let color): ("BGCOLOR", HTMLEscaping.attribute(color.rawValue))
        case .color(let color): ("COLOR", HTMLEscaping.attribute(color.rawValue))
        case .port(let port): ("PORT", HTMLEscaping.attribute(port))
        case .width(let value): ("WIDTH", String(value))
        case .height(let value): ("HEIGHT", String(value))
        case .fixedSize(let flag): ("FIXEDSIZE", flag ? "TRUE" : "FALSE")
        case .align(let alignment): ("ALIGN", alignment.rawValue)
        case .verticalAlign(let alignment): ("VALIGN", alignment.rawValue)
        case .balign(let alignment): ("BALIGN", alignment.rawValue)
        case .columnSpan(let value): ("COLSPAN", String(value))
        case .rowSpan(let value): ("ROWSPAN", String(value))
        case .sides(let sides): ("SIDES", HTMLEscaping.attribute(sides))
        case .style(let style): ("STYLE", HTMLEscaping.attribute(style))
        case .href(let url): ("HREF", HTMLEscaping.attribute(url))
        case .tooltip(let text): ("TOOLTIP", HTMLEscaping.attribute(text))
        case .id(let id): ("ID", HTMLEscaping.attribute(id))
        case .face(let face): ("FACE", HTMLEscaping.attribute(face))
        case .pointSize(let size): ("POINT-SIZE", DOTEscaping.number(size))
        }
    }
}

extension HTMLAttribute {
    /// Appends ` NAME="value"` to `output`.
    func write(to output: inout String) {
        let (name, value) = nameAndValue
        output += " " + name + "=\"" + value + "\""
    }
}

extension [HTMLAttribute] {
    /// Appends ` NAME="value"` for each attribute, in order, to `output`.
    func write(to output: inout String) {
        forEach { $0.write(to: &output) }
    }
}
