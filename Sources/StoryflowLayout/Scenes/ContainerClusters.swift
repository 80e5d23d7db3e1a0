import GraphvizDOT
import Storyflow

/// The grouped layout: each container becomes a cluster drawn around its children (nested for a
/// navigation controller inside a tab), instead of a compact node with relationship edges.
///
/// A scene belongs to its first container; edges that start or end at a container attach to the
/// cluster (`ltail`/`lhead`) through its first child, its anchor.
struct ContainerClusters {
    /// A container drawn as a cluster.
    struct Cluster {
        /// The cluster's name in DOT (`cluster_c0`).
        let dotName: String
        /// The generated subgraph id (`c0`).
        let id: String
        /// The node edges to or from the container attach to.
        let anchorNodeID: String
        /// The container's children, in tab or declaration order.
        let children: [Scene.ID]
    }

    private let context: LayoutContext
    private var clusters: [Scene.ID: Cluster] = [:]
    private var parents: [Scene.ID: Scene.ID] = [:]

    /// Finds the containers of `context.flow` that have children.
    init(context: LayoutContext) {
        self.context = context
        let flow = context.flow
        for segue in flow.segues where segue.kind == .relationship {
            guard let child = segue.destination, parents[child] == nil, context.index.scene(id: child) != nil,
                  context.index.scene(id: segue.source)?.kind.isContainer == true, !isAncestor(child, of: segue.source) else { continue }
            parents[child] = segue.source
        }
        for scene in flow.scenes where clusters[scene.id] == nil && scene.kind.isContainer {
            let children = orderedChildren(of: scene)
            guard !children.isEmpty else { continue }
            let id = "c\(clusters.count)"
            clusters[scene.id] = Cluster(dotName: "cluster_\(id)", id: id, anchorNodeID: "", children: children)
        }
        for (containerID, cluster) in clusters {
            clusters[containerID] = Cluster(dotName: cluster.dotName, id: cluster.id,
                                            anchorNodeID: anchor(of: containerID), children: cluster.children)
        }
    }

    /// Whether the scene is a container drawn as a cluster.
    func isCluster(_ sceneID: Scene.ID) -> Bool {
        clusters[sceneID] != nil
    }

    /// The cluster of a container, if it is drawn as one.
    func cluster(of sceneID: Scene.ID) -> Cluster? {
        clusters[sceneID]
    }

    /// The top-level statements: scenes without a container, clusters holding the rest.
    func statements(nodes: SceneNodes) -> [GraphStatement] {
        context.flow.scenes.filter { parents[$0.id] == nil }.compactMap { statement(for: $0, nodes: nodes) }
    }

    private func statement(for scene: Scene, nodes: SceneNodes) -> GraphStatement? {
        guard let cluster = clusters[scene.id] else { return nodes.node(for: scene).map(GraphStatement.node) }
        var subgraph = Subgraph(id: cluster.id, isCluster: true, attributes: attributes(of: scene))
        for child in cluster.children {
            if let scene = context.index.scene(id: child), let statement = statement(for: scene, nodes: nodes) {
                subgraph.body.statements.append(statement)
            }
        }
        return .subgraph(subgraph)
    }

    private func attributes(of container: Scene) -> Attributes {
        let palette = context.palette
        let marks = context.marks(of: container.id)
        var title: [HTMLText] = [
            Typography.text(container.kind.glyph + "  ", size: Typography.containerKind, color: palette.secondaryText),
            Typography.text(container.kind.displayName(on: context.flow.device), size: Typography.containerKind, color: palette.text, bold: true),
            Typography.text("  " + Typography.truncated(container.displayName, limit: PhoneMetrics.textLimit),
                            size: Typography.containerKind, color: palette.secondaryText),
        ]
        if let marks {
            title.append(Typography.text("  " + marks.badge, size: Typography.containerKind, color: marks.color(in: palette), bold: true))
        }
        var classes = ["cluster", container.kind.rawValue]
        if let marks { classes += ["marked", marks.severity.description] }
        return [
            .label(.html(.text(title))), .labelJustification(.left), .labelLocation(.top),
            .style([.rounded, .filled]), .fillColor(palette.clusterFill), .color(marks?.color(in: palette) ?? palette.clusterBorder),
            .penWidth(marks == nil ? 1 : 2), .margin(14),
            .id(context.sceneIDs.svgID(of: container.id)), .class(classes.joined(separator: " ")),
            .tooltip(SceneNodes.tooltip(for: container, marks: marks)),
        ]
    }

    private func orderedChildren(of container: Scene) -> [Scene.ID] {
        let children = container.kind == .tabBarController
            ? SceneChrome.tabChildren(of: container.id, in: context.index)
            : context.index.children(of: container.id).map(\.scene)
        var seen = Set<Scene.ID>()
        return children.filter { parents[$0] == container.id && seen.insert($0).inserted }
    }

    private func anchor(of containerID: Scene.ID) -> String {
        var current = containerID
        while let first = clusters[current]?.children.first {
            current = first
        }
        return context.sceneIDs.nodeID(of: current) ?? ""
    }

    private func isAncestor(_ candidate: Scene.ID, of sceneID: Scene.ID) -> Bool {
        var current: Scene.ID? = sceneID
        var visited = Set<Scene.ID>()
        while let scene = current, visited.insert(scene).inserted {
            if scene == candidate { return true }
            current = parents[scene]
        }
        return false
    }
}
