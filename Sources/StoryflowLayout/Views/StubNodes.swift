import GraphvizDOT
import Storyflow

/// Draws ``SceneStub``s: a small dashed box with the stub's text, joined to its scene by a dashed edge.
/// A stub of several lines is one box with a line each, each line its own link and tooltip.
struct StubNodes {
    let context: LayoutContext

    /// The node and edge of the `index`th stub; `nil` when its scene is not drawn.
    func statements(for stub: SceneStub, index: Int) -> (node: Node, edge: Edge)? {
        let palette = context.palette
        guard let sceneNode = context.sceneIDs.nodeID(of: stub.sceneID) else { return nil }
        var attributes: Attributes = [
            .shape(.box), .style([.rounded, .dashed]), .color(palette.secondaryText), .fontColor(palette.secondaryText),
            .fontSize(Typography.body), .margin(0.08), .id("stub-\(index)"), .class("stub"),
        ]
        if stub.lines.count == 1, let line = stub.lines.first {
            attributes.set(.label(.text(line.text)))
            attributes.set(.tooltip(line.tooltip.isEmpty ? line.text : line.tooltip))
            if let link = line.link { attributes.set(.url(link)) }
        } else {
            attributes.set(.label(.html(Self.table(of: stub.lines))))
            attributes.set(.tooltip(stub.text))
        }
        let node = Node("stub\(index)", attributes)
        let edgeAttributes: Attributes = [
            .style([.dashed]), .color(palette.secondaryText), .arrowHead(.normal), .id("stub-link-\(index)"), .class("stub-link"),
        ]
        let scene = Edge.Endpoint(node: sceneNode)
        let edge = stub.side == .after
            ? Edge(from: scene, to: Edge.Endpoint(node: node.id), edgeAttributes)
            : Edge(from: Edge.Endpoint(node: node.id), to: scene, edgeAttributes)
        return (node, edge)
    }

    /// A line a row, each cell linking where its line does.
    private static func table(of lines: [SceneStub.Line]) -> HTMLLabel {
        .table(HTMLTable(attributes: [.border(0), .cellBorder(0), .cellSpacing(0), .cellPadding(1)], rows: lines.map { line in
            var cell: [HTMLAttribute] = [.tooltip(line.tooltip.isEmpty ? line.text : line.tooltip)]
            if let link = line.link { cell.append(.href(link)) }
            return HTMLRow([HTMLCell(text: line.text, attributes: cell)])
        }))
    }
}
