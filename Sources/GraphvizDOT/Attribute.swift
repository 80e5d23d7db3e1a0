/// A Graphviz attribute with a typed value. ``custom(_:_:)`` is the escape hatch for the rest.
///
/// ```swift
/// let attributes: Attributes = [.shape(.plaintext), .style([.dashed, .bold]), .arrowHead(.openDiamond)]
/// ```
public enum Attribute: Hashable, Sendable {
    case shape(Shape)
    case style([Style])
    case color(Color)
    case fillColor(Color)
    case fontColor(Color)
    case backgroundColor(Color)
    case fontName(String)
    case fontSize(Double)
    case arrowHead(ArrowType)
    case arrowTail(ArrowType)
    case arrowSize(Double)
    case direction(EdgeDirection)
    case penWidth(Double)
    case label(Label)
    case xlabel(String)
    case headLabel(String)
    case tailLabel(String)
    case tooltip(String)
    case url(String)
    case id(String)
    case `class`(String)
    case headPort(String)
    case tailPort(String)
    case constraint(Bool)
    case weight(Int)
    case minLength(Int)
    case rankDirection(RankDirection)
    case rank(Rank)
    case rankSeparation(Double)
    case nodeSeparation(Double)
    case splines(Splines)
    case margin(Double)
    case padding(Double)
    case width(Double)
    case height(Double)
    case fixedSize(Bool)
    case labelLocation(LabelLocation)
    case labelJustification(LabelJustification)
    case compound(Bool)
    case newRank(Bool)
    case outputOrder(OutputOrder)
    case dpi(Double)
    /// Any attribute not modelled above, written as `name="value"` (the value is escaped).
    case custom(String, String)

    /// The attribute's name as Graphviz spells it.
    public var name: String {
        switch self {
        case .shape: "shape"
        case .style: "style"
        case .color: "color"
        case .fillColor: "fillcolor"
        case .fontColor: "fontcolor"
        case .backgroundColor: "bgcolor"
        case .fontName: "fontname"
        case .fontSize: "fontsize"
        case .arrowHead: "arrowhead"
        case .arrowTail: "arrowtail"
        case .arrowSize: "arrowsize"
        case .direction: "dir"
        case .penWidth: "penwidth"
        case .label: "label"
        case .xlabel: "xlabel"
        case .headLabel: "headlabel"
        case .tailLabel: "taillabel"
        case .tooltip: "tooltip"
        case .url: "URL"
        case .id: "id"
        case .class: "class"
        case .headPort: "headport"
        case .tailPort: "tailport"
        case .constraint: "constraint"
        case .weight: "weight"
        case .minLength: "minlen"
        case .rankDirection: "rankdir"
        case .rank: "rank"
        case .rankSeparation: "ranksep"
        case .nodeSeparation: "nodesep"
        case .splines: "splines"
        case .margin: "margin"
        case .padding: "pad"
        case .width: "width"
        case .height: "height"
        case .fixedSize: "fixedsize"
        case .labelLocation: "labelloc"
        case .labelJustification: "labeljust"
        case .compound: "compound"
        case .newRank: "newrank"
        case .outputOrder: "outputorder"
        case .dpi: "dpi"
        case .custom(let name, _): name
        }
    }

    /// Appends the value as it is written in DOT to `output`; an HTML label is written in place.
    func writeDOTValue(to output: inout String) {
        switch self {
        case .label(.html(let html)):
            output += "<"
            html.write(to: &output)
            output += ">"
        case .color(let color), .fillColor(let color), .fontColor(let color), .backgroundColor(let color):
            DOTEscaping.appendQuoted(color.rawValue, to: &output)
        case .label(.text(let text)), .fontName(let text), .xlabel(let text), .headLabel(let text), .tailLabel(let text),
             .tooltip(let text), .id(let text), .class(let text), .headPort(let text), .tailPort(let text), .custom(_, let text):
            DOTEscaping.appendQuoted(text, to: &output)
        default:
            output += dotValue
        }
    }

    /// The value as it is written in DOT: a quoted, escaped string or an HTML label `<…>`.
    public var dotValue: String {
        switch self {
        case .shape(let shape): DOTEscaping.quoted(shape.rawValue)
        case .style(let styles): DOTEscaping.quoted(styles.map(\.rawValue).joined(separator: ","))
        case .color(let color), .fillColor(let color), .fontColor(let color), .backgroundColor(let color):
            DOTEscaping.quoted(color.rawValue)
        case .arrowHead(let arrow), .arrowTail(let arrow): DOTEscaping.quoted(arrow.rawValue)
        case .direction(let direction): DOTEscaping.quoted(direction.rawValue)
        case .label(.text(let text)): DOTEscaping.quoted(text)
        case .label(.html(let html)): "<\(html.htmlSource)>"
        case .fontName(let text), .xlabel(let text), .headLabel(let text), .tailLabel(let text), .tooltip(let text),
             .id(let text), .class(let text), .headPort(let text), .tailPort(let text), .custom(_, let text):
            DOTEscaping.quoted(text)
        case .url(let url): DOTEscaping.quoted(DOTEscaping.url(url))
        case .fontSize(let number), .arrowSize(let number), .penWidth(let number), .rankSeparation(let number),
             .nodeSeparation(let number), .margin(let number), .padding(let number), .width(let number),
             .height(let number), .dpi(let number):
            DOTEscaping.number(number)
        case .weight(let integer), .minLength(let integer): String(integer)
        case .constraint(let flag), .fixedSize(let flag), .compound(let flag), .newRank(let flag): flag ? "true" : "false"
        case .rankDirection(let direction): direction.rawValue
        case .rank(let rank): rank.rawValue
        case .splines(let splines): splines.rawValue
        case .labelLocation(let location): location.rawValue
        case .labelJustification(let justification): justification.rawValue
        case .outputOrder(let order): order.rawValue
        }
    }
}

/// A node or graph label: plain text (escaped) or an HTML-like label built from structure.
public enum Label: Hashable, Sendable {
    case text(String)
    case html(HTMLLabel)
}
