import Storyflow

/// Splits a flow too large for one Mermaid diagram into parts that fit: each top-level container
/// with everything inside it, with the scenes its segues lead to (its navigation stacks and the
/// screens they present), packed in flow order; a group too large alone is cut into runs of scenes.
struct MermaidPartition {
    let scenes: MermaidScenes
    let writer: MermaidBlockWriter
    let limits: MermaidExporter.Limits

    /// The share of a limit a part may fill by estimate: the rest is room for stubs and class lines.
    static let headroom = 0.85

    /// The parts, each a set of scene ids, in flow order.
    func parts() -> [Set<Scene.ID>] {
        let costs = sceneCosts()
        let textBudget = Int(Double(limits.maxTextSize) * Self.headroom)
        let linkBudget = Int(Double(limits.maxEdges) * Self.headroom)
        var parts: [Set<Scene.ID>] = []
        var current = Set<Scene.ID>()
        var text = 0, links = 0
        func place(_ group: [Scene.ID]) {
            let groupText = group.reduce(0) { $0 + costs[$1, default: (0, 0)].text }
            let groupLinks = group.reduce(0) { $0 + costs[$1, default: (0, 0)].links }
            if !current.isEmpty, text + groupText > textBudget || links + groupLinks > linkBudget {
                parts.append(current)
                current = []
                text = 0
                links = 0
            }
            current.formUnion(group)
            text += groupText
            links += groupLinks
        }
        for group in groups() {
            let groupText = group.reduce(0) { $0 + costs[$1, default: (0, 0)].text }
            let groupLinks = group.reduce(0) { $0 + costs[$1, default: (0, 0)].links }
            if groupText > textBudget || groupLinks > linkBudget {
                group.forEach { place([$0]) }
            } else {
                place(group)
            }
        }
        if !current.isEmpty { parts.append(current) }
        return parts
    }

    /// The groups, in flow order: a top-level scene with what it contains, joined by the scenes that
    /// its members segue to and that no container holds.
    private func groups() -> [[Scene.ID]] {
        var groupOf: [Scene.ID: Scene.ID] = [:]
        for scene in scenes.scenes where scenes.parent[scene.id] != nil || !scenes.children[scene.id, default: []].isEmpty {
            groupOf[scene.id] = scenes.root(of: scene.id)
        }
        var changed = true
        while changed {
            changed = false
            for scene in scenes.scenes where groupOf[scene.id] == nil {
                let sources = scenes.index.segues(to: scene.id).filter { $0.kind != .unwind && $0.source != scene.id }.map(\.source)
                if let group = sources.lazy.compactMap({ groupOf[$0] }).first {
                    groupOf[scene.id] = group
                    changed = true
                }
            }
        }
        var order: [Scene.ID] = []
        var members: [Scene.ID: [Scene.ID]] = [:]
        for scene in scenes.scenes {
            let group = groupOf[scene.id] ?? scene.id
            if members[group] == nil { order.append(group) }
            members[group, default: []].append(scene.id)
        }
        return order.map { members[$0] ?? [] }
    }

    /// Each scene's share of a block: its own lines and the links that leave it.
    private func sceneCosts() -> [Scene.ID: (text: Int, links: Int)] {
        var costs: [Scene.ID: (text: Int, links: Int)] = [:]
        for scene in scenes.scenes {
            let block = writer.block(members: [scene.id], part: 1, partCount: 1, partOf: [:])
            // Alone, a scene stubs every scene it links to; in a part, most of them are drawn there.
            let stubs = block.text.split(separator: "\n").filter { $0.hasSuffix(":::elsewhere") }.reduce(0) { $0 + $1.count + 1 }
            costs[scene.id] = (block.text.count - stubs - writer.emptyBlockLength, block.linkCount)
        }
        return costs
    }
}
