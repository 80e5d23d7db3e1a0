import GraphvizDOT
import Storyflow

/// Turns scenes into nodes: a generated ID, the label for the scene's kind (phone screen, compact
/// container or reference), and the SVG id, class and tooltip.
struct SceneNodes {
    let context: LayoutContext

    /// The node of `scene`; `nil` for a scene whose id repeats an earlier one.
    func node(for scene: Scene) -> Node? {
        guard let nodeID = context.sceneIDs.nodeID(of: scene.id), context.index.scene(id: scene.id) == scene else { return nil }
        let marks = context.marks(of: scene.id)
        let label: HTMLLabel = switch scene.kind {
        case .reference: ReferenceLabel(scene: scene, context: context).label()
        case _ where scene.kind.isContainer: ContainerLabel(scene: scene, context: context).label()
        case _ where context.detail.compactScenes: CompactScreenLabel(scene: scene, context: context).label()
        default: ScreenLabel(scene: scene, context: context).label()
        }
        var classes = [SVGClass.scene.rawValue, scene.kind.rawValue]
        if let marks { classes += ["marked", marks.severity.description] }
        let node = Node(nodeID, [
            .label(.html(label)),
            .id(context.sceneIDs.svgID(of: scene.id)),
            .class(classes.joined(separator: " ")),
            .tooltip(Self.tooltip(for: scene, marks: marks)),
        ])
        return ChangeDecoration(context: context)?.decorate(node, scene: scene.id) ?? node
    }

    /// The scene's tooltip: name and class, kind and ids, then one line per mark.
    static func tooltip(for scene: Scene, marks: SceneMarks?) -> String {
        var lines = [scene.displayName + (scene.customClass.map { $0 == scene.displayName ? "" : " — \($0)" } ?? "")]
        var details = [scene.kind.rawValue, "id \(scene.id)"]
        if let identifier = scene.storyboardIdentifier { details.append("storyboard id \(identifier)") }
        lines.append(details.joined(separator: " · "))
        if let reference = scene.reference {
            let target = (reference.storyboard ?? "this storyboard") + " ▸ " + (reference.identifier ?? "initial scene")
            lines.append("→ \(target)" + (reference.isResolved ? "" : " (not found)"))
        }
        return LongText.cut((lines + (marks?.tooltipLines ?? [])).joined(separator: "\n"), limit: LongText.tooltip)
    }
}
