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

    /// The legend cluster.
    func subgraph() -> Subgraph {
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
            names.append(Node("l\(index)", [
                .shape(.plaintext), .label(.text(entry.name)), .fontSize(Typography.edgeLabel), .fontColor(palette.text),
                .height(0.2), .margin(0.02),
            ]))
            if index > 0, !leftToRight {
                names.append(Edge(from: .init(node: "l\(index - 1)"), to: .init(node: "l\(index)"), [.style([.invis])]))
            }
        }
        legend.append(names)
        for (index, entry) in entries.enumerated() {
            var attributes = entry.attributes
            attributes.set(.constraint(true))
            attributes.set(.class("legend-entry"))
            attributes.set(.tailPort(leftToRight ? "e" : "s"))
            legend.append(Node("l\(index)e", [.shape(.point), .width(0.03), .color(palette.canvas)]))
            legend.append(Edge(from: .init(node: "l\(index)"), to: .init(node: "l\(index)e"), attributes))
        }
        return legend
    }
}
