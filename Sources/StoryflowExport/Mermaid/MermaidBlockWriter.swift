import Storyflow
import StoryflowDiff

/// Writes one Mermaid flowchart: the scenes of one part of a flow (containers as subgraphs), the
/// links that leave them, and a stub for each scene of another part a link goes to.
struct MermaidBlockWriter {
    let scenes: MermaidScenes
    let marks: MermaidMarks
    /// `LR` or `TB`.
    let direction: String

    /// The length of a block without scenes: its comments and header.
    var emptyBlockLength: Int {
        block(members: [], part: 1, partCount: 1, partOf: [:]).text.count
    }

    /// A written block and how many links it has.
    struct Block {
        var text: String
        var linkCount: Int
    }

    /// The block of `members` (scene ids), part `part` of `partCount`; `partOf` says where every
    /// other scene is drawn.
    func block(members: Set<Scene.ID>, part: Int, partCount: Int, partOf: [Scene.ID: Int]) -> Block {
        var lines = ["%% Storyflow: " + MermaidText.comment(scenes.flow.name) + (partCount > 1 ? " (part \(part) of \(partCount))" : ""),
                     MermaidLink.legend, "flowchart \(direction)"]
        var linkStyles: [String] = []
        var linkCount = 0
        func addLink(_ line: String, status: String?) {
            lines.append("  " + line)
            if let status, let style = MermaidMarks.linkStyle(status) { linkStyles.append("  linkStyle \(linkCount) \(style)") }
            linkCount += 1
        }
        let initialChanged = marks.baseInitialScene != nil
        if let initial = scenes.flow.initialSceneID, members.contains(initial), let id = scenes.nodeIDs[initial] {
            lines.append("  entry([\"▶ start\"])")
            addLink("entry --> \(id)", status: initialChanged ? "changed" : nil)
        }
        if case .some(.some(let initial)) = marks.baseInitialScene, members.contains(initial), let id = scenes.nodeIDs[initial] {
            lines.append("  baseEntry([\"▶ start before the change\"])")
            addLink("baseEntry -.-> \(id)", status: "removed")
        }
        let memberScenes = scenes.scenes(in: members)
        for scene in memberScenes where !(scenes.parent[scene.id].map(members.contains) ?? false) {
            write(scene, members: members, indent: "  ", into: &lines)
        }
        var stubs: [Scene.ID: String] = [:]
        func endpoint(_ id: Scene.ID) -> String? {
            guard let nodeID = scenes.nodeIDs[id] else { return nil }
            if members.contains(id) { return nodeID }
            if let stub = stubs[id] { return stub }
            let stub = "x\(nodeID.dropFirst())"
            stubs[id] = stub
            let name = scenes.index.scene(id: id)?.displayName ?? id
            lines.append("  \(stub)[\"↗ \(MermaidText.label(name)) · part \(partOf[id].map(String.init) ?? "?")\"]:::elsewhere")
            return stub
        }
        for segue in memberScenes.flatMap({ scenes.index.segues(from: $0.id) })
        where !(scenes.isMembership(segue) && segue.destination.map(members.contains) == true) {
            guard let source = endpoint(segue.source) else { continue }
            let mark = marks.segues[segue.id]
            let label = linkLabel(segue, mark: mark).map { "|\"\($0)\"|" } ?? ""
            let token = MermaidLink.token(for: segue.kind)
            for target in segue.destination.map({ [$0] }) ?? segue.unwind?.candidates ?? [] {
                guard let head = endpoint(target) else { continue }
                addLink("\(source) \(token)\(label) \(head)", status: mark?.status)
            }
        }
        if !marks.isEmpty || !stubs.isEmpty {
            lines += MermaidMarks.classDefinitions.map { "  " + $0 }
            for scene in memberScenes {
                guard let mark = marks.scenes[scene.id], let id = scenes.nodeIDs[scene.id] else { continue }
                lines.append("  class \(id) \(mark.status)")
            }
        }
        lines += linkStyles
        return Block(text: lines.joined(separator: "\n") + "\n", linkCount: linkCount)
    }

    /// The scene's node, or its subgraph with its children in this block inside.
    private func write(_ scene: Scene, members: Set<Scene.ID>, indent: String, into lines: inout [String]) {
        guard let id = scenes.nodeIDs[scene.id] else { return }
        let children = (scenes.children[scene.id] ?? []).filter(members.contains)
        let label = nodeLabel(scene)
        guard children.isEmpty else {
            lines.append("\(indent)subgraph \(id) [\"\(label)\"]")
            for child in children {
                if let childScene = scenes.index.scene(id: child) { write(childScene, members: members, indent: indent + "  ", into: &lines) }
            }
            lines.append("\(indent)end")
            return
        }
        let shape = switch scene.kind {
        case .reference: ">\"\(label)\"]"
        case _ where scene.kind.isContainer: "[[\"\(label)\"]]"
        default: "[\"\(label)\"]"
        }
        lines.append("\(indent)\(id)\(shape)")
    }

    /// Name, class (or container kind), and for a diff the change and its notes.
    private func nodeLabel(_ scene: Scene) -> String {
        let mark = marks.scenes[scene.id]
        var first = scene.displayName
        if scene.kind.isContainer { first = (scene.kind == .tabBarController ? "▦ " : scene.kind == .navigationController ? "❮ " : "") + first }
        if scene.kind == .reference, let reference = scene.reference {
            first = "→ " + (reference.storyboard ?? "this storyboard") + " ▸ " + (reference.identifier ?? "initial scene")
        }
        if let mark { first = mark.symbol + " " + first }
        var lines = [first]
        if scene.kind.isContainer {
            lines.append(MermaidText.words(scene.kind.rawValue))
        } else if let customClass = scene.customClass, customClass != scene.displayName {
            lines.append(customClass)
        }
        lines += mark?.notes ?? []
        return MermaidText.label(lines: lines)
    }

    /// What the link says: identifier · trigger, the role, the action; a diff's change before it.
    private func linkLabel(_ segue: Segue, mark: MermaidMarks.Mark?) -> String? {
        var text: String? = switch segue.kind {
        case .relationship: segue.relationshipRole.map(SegueText.role)
        case .unwind: segue.unwind?.action ?? segue.identifier
        default:
            [segue.customClass.map { "«\($0)»" }, segue.identifier, segue.trigger.title].compactMap { $0 }.joined(separator: " · ")
        }
        if text?.isEmpty == true { text = nil }
        if let mark {
            text = ([mark.symbol, text].compactMap { $0 }.joined(separator: " ")) + (mark.notes.isEmpty ? "" : " (" + mark.notes.joined(separator: "; ") + ")")
        }
        return text.map(MermaidText.label)
    }
}
