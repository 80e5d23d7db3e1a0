import GraphvizDOT
import Storyflow

/// A small cluster that draws one short edge of every kind after its name, entry arrow included.
///
/// Names are nodes rather than edge labels, which would add a rank to each entry; the entries
/// stack into a column left to right and line up in a row top to bottom.
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
        for (index, entry) in entries.enumerated() {
            let name = Node("l\(index)", [
                .shape(.plaintext), .label(.text(entry.name)), .fontSize(Typography.edgeLabel), .fontColor(palette.text),
                .height(0.2), .margin(0.02),
            ])
            let end = Node("l\(index)e", [.shape(.point), .width(0.03), .color(palette.canvas)])
            var attributes = entry.attributes
            attributes.set(.constraint(true))
            attributes.set(.class("legend-entry"))
            attributes.set(.tailPort(leftToRight ? "e" : "s"))
            legend.append(name)
            legend.append(end)
            legend.append(Edge(from: .init(node: name.id), to: .init(node: end.id), attributes))
        }
        return legend
    }
}
