import GraphvizDOT
import Storyflow

/// Draws ``SceneStub``s: a small dashed box with the stub's text, joined to its scene by a dashed edge.
struct StubNodes {
    let context: LayoutContext

    /// The node and edge of the `index`th stub; `nil` when its scene is not drawn.
    func statements(for stub: SceneStub, index: Int) -> (node: Node, edge: Edge)? {
        let palette = context.palette
        guard let sceneNode = context.sceneIDs.nodeID(of: stub.sceneID) else { return nil }
        var attributes: Attributes = [
            .shape(.box), .style([.rounded, .dashed]), .color(palette.secondaryText), .fontColor(palette.secondaryText),
            .fontSize(Typography.body), .label(.text(stub.text)), .margin(0.08),
            .id("stub-\(index)"), .class("stub"), .tooltip(stub.tooltip.isEmpty ? stub.text : stub.tooltip),
        ]
        if let link = stub.link { attributes.set(.url(link)) }
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
}
