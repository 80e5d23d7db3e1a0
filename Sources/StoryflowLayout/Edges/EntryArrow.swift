import GraphvizDOT
import Storyflow

/// Xcode's entry arrow: a short thick arrow from a small dot to the initial scene.
struct EntryArrow {
    let context: LayoutContext

    /// The dot and the arrow; `nil` when the flow has no (known) initial scene.
    func statements() -> (node: Node, edge: Edge)? {
        guard let initial = context.flow.initialSceneID else { return nil }
        var attributes = EdgeStyle.initialArrow(palette: context.palette)
        guard let nodeID = context.sceneIDs.nodeID(of: initial), let scene = context.index.scene(id: initial) else { return nil }
        let isScreen = !scene.kind.isContainer && scene.kind != .reference
        let head = Edge.Endpoint(node: nodeID, port: isScreen ? ScreenLabel.screenPort : nil)
        attributes.set(.id("entry-arrow"))
        attributes.set(.class("initial"))
        let name = context.index.scene(id: initial)?.displayName ?? initial
        attributes.set(.tooltip(LongText.cut("Initial scene: " + name, limit: LongText.tooltip)))
        var point = EdgeStyle.entryPoint(palette: context.palette)
        point.set(.id("entry"))
        point.set(.class("entry"))
        return (Node("entry", point), Edge(from: .init(node: "entry"), to: head, attributes))
    }
}
