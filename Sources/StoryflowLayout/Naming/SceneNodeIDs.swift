import Storyflow

/// Generated names for scenes: short Graphviz node IDs (`s0`, `s1`… in scene order) and readable,
/// unique SVG ids (`scene-Players`). User text never becomes a node ID.
struct SceneNodeIDs: Sendable {
    private var nodeIDs: [Scene.ID: String] = [:]
    private var svgIDs: [Scene.ID: String] = [:]

    /// Names every scene of `flow`; a repeated scene id keeps its first name.
    init(flow: Flow) {
        var taken = Set<String>()
        for scene in flow.scenes where nodeIDs[scene.id] == nil {
            nodeIDs[scene.id] = "s\(nodeIDs.count)"
            svgIDs[scene.id] = SVGIdentifier.unique("scene-" + SVGIdentifier.sanitized(scene.id), taken: &taken)
        }
    }

    /// The node ID of a scene, `nil` for an id the flow does not have.
    func nodeID(of sceneID: Scene.ID) -> String? {
        nodeIDs[sceneID]
    }

    /// The SVG `id` of a scene's node.
    func svgID(of sceneID: Scene.ID) -> String {
        svgIDs[sceneID] ?? "scene-" + SVGIdentifier.sanitized(sceneID)
    }
}
