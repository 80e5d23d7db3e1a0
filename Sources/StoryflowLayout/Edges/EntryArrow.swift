import GraphvizDOT
import Storyflow

/// Xcode's entry arrow: a short thick arrow from a small dot to the initial scene.
struct EntryArrow {
    let context: LayoutContext

    /// The dot and the arrow; `nil` when the flow has no (known) initial scene. A diff diagram also
    /// points one at the base's initial scene, under another `id`.
    func statements(to target: Scene.ID? = nil, id: String = "entry") -> (node: Node, edge: Edge)? {
        guard let initial = target ?? context.flow.initialSceneID else { return nil }
        var attributes = EdgeStyle.initialArrow(palette: context.palette)
        guard let nodeID = context.sceneIDs.nodeID(of: initial), let scene = context.index.scene(id: initial) else { return nil }
        let isScreen = !scene.kind.isContainer && scene.kind != .reference
        let head = Edge.Endpoint(node: nodeID, port: isScreen ? ScreenLabel.screenPort : nil)
        attributes.set(.id(id + "-arrow"))
        attributes.set(.class("initial"))
        let name = context.index.scene(id: initial)?.displayName ?? initial
        attributes.set(.tooltip(LongText.cut("Initial scene: " + name, limit: LongText.tooltip)))
        var point = EdgeStyle.entryPoint(palette: context.palette)
        point.set(.id(id))
        point.set(.class("entry"))
        return (Node(id, point), Edge(from: .init(node: id), to: head, attributes))
    }
}
