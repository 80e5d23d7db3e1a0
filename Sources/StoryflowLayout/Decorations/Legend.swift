import GraphvizDOT
import Storyflow

/// A small cluster that draws one short edge of every kind after its name, entry arrow included.
///
/// Names are nodes rather than edge labels, which would add a rank to each entry; the entries
/// stack into a column left to right and line up in a row top to bottom, in ``SegueKind`` order.
struct Legend {
    let context: LayoutContext

    /// The name shown for each segue kind.
    static func name(of kind: SegueKind) -> String {
        switch kind {
        case .relationship: "relationship"
        case .show: "show (push)"
        case .showDetail: "show detail"
        case .present: "present modally"
        case .popover: "popover"
        case .embed: "embed"
        case .custom: "custom"
        case .unwind: "unwind"
        }
    }

    /// The legend's cluster; with `pinnedBelow`, every entry is pinned in a column from that point
    /// down (for the storyboard arrangement, whose `neato` places pinned nodes only).
    func subgraph(pinnedBelow origin: CanvasArrangement.Point? = nil) -> Subgraph {
        let palette = context.palette
        let leftToRight = context.options.direction == .leftToRight
        var legend = Subgraph(id: "legend", isCluster: true, attributes: [
            .label(.html(.text([Typography.text("Legend", size: Typography.containerKind, color: palette.secondaryText, bold: true)]))),
            .labelJustification(.left), .style([.rounded]), .color(palette.clusterBorder), .margin(10),
            .id("legend"), .class("legend"),
        ])
        let entries: [(name: String, attributes: Attributes)] =
            [("initial scene", EdgeStyle.initialArrow(palette: palette))]
            + SegueKind.allCases.map { (Self.name(of: $0), EdgeStyle.attributes(for: $0, palette: palette)) }
        // Top to bottom the names share a rank, kept in order by invisible edges between neighbours;
        // left to right they stack in declaration order on their own.
        var names = Subgraph(attributes: leftToRight ? [] : [.rank(.same)])
        for (index, entry) in entries.enumerated() {
            var name = Node("l\(index)", [
                .shape(.plaintext), .label(.text(entry.name)), .fontSize(Typography.edgeLabel), .fontColor(palette.text),
                .height(0.2), .margin(0.02),
            ])
            if let origin { name.attributes.set(.custom("pos", Self.pinnedPos(row: index, column: 55, below: origin))) }
            names.append(name)
            if index > 0, !leftToRight {
                names.append(Edge(from: .init(node: "l\(index - 1)"), to: .init(node: "l\(index)"), [.style([.invis])]))
            }
        }
        legend.append(names)
        for (index, entry) in entries.enumerated() {
            var attributes = entry.attributes
            attributes.set(.constraint(true))
            attributes.set(.class(SVGClass.legendEntry.rawValue))
            attributes.set(.tailPort(leftToRight ? "e" : "s"))
            var end = Node("l\(index)e", [.shape(.point), .width(0.03), .color(palette.canvas)])
            if let origin { end.attributes.set(.custom("pos", Self.pinnedPos(row: index, column: 190, below: origin))) }
            legend.append(end)
            legend.append(Edge(from: .init(node: "l\(index)"), to: .init(node: "l\(index)e"), attributes))
        }
        return legend
    }

    /// The pinned position of an entry's name (column 55) or line end (column 190), one row of 24 points each.
    private static func pinnedPos(row: Int, column: Double, below origin: CanvasArrangement.Point) -> String {
        CanvasArrangement.pinnedPos(.init(x: origin.x + column, y: origin.y - 20 - 24 * Double(row)))
    }
}
