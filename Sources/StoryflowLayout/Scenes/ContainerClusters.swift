import GraphvizDOT
import Storyflow

/// The grouped layout: each container becomes a cluster drawn around its own compact node and its
/// children (nested for a navigation controller inside a tab).
///
/// The container keeps its node, at the head of its cluster, so an edge to or from the container
/// ends at that node, exactly where it goes, even when it comes from inside the cluster or from
/// another cluster. Graphviz's compound edges (`lhead`/`ltail`, clipped at a cluster's border) are
/// never used: Graphviz 2.42 draws them into the wrong scene when the tail is inside the head's
/// cluster, warns, and for some layouts aborts (`compound.c` `makeCompoundEdge` assertion).
/// A container's relationships to the children inside its cluster are not drawn (the box says it),
/// and add no rank, so a container's node stands beside its children, mostly at the box's head.
/// A scene belongs to its first container.
struct ContainerClusters {
    /// A container drawn as a cluster.
    struct Cluster {
        /// The generated subgraph id (`c0`); Graphviz's name for it is `cluster_c0`.
        let id: String
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
            clusters[scene.id] = Cluster(id: "c\(clusters.count)", children: children)
        }
    }

    /// Whether the relationship `segue` joins a container to a child drawn inside its cluster.
    func holds(_ segue: Segue) -> Bool {
        guard segue.kind == .relationship, let child = segue.destination else { return false }
        return clusters[segue.source] != nil && parents[child] == segue.source
    }

    /// The top-level statements: scenes without a container, clusters holding the rest.
    func statements(nodes: SceneNodes) -> [GraphStatement] {
        context.flow.scenes.filter { parents[$0.id] == nil }.compactMap { statement(for: $0, nodes: nodes) }
    }

    private func statement(for scene: Scene, nodes: SceneNodes) -> GraphStatement? {
        guard let cluster = clusters[scene.id] else { return nodes.node(for: scene).map(GraphStatement.node) }
        var subgraph = Subgraph(id: cluster.id, isCluster: true, attributes: attributes(of: scene))
        if let node = nodes.node(for: scene) { subgraph.body.statements.append(.node(node)) }
        for child in cluster.children {
            if let scene = context.index.scene(id: child), let statement = statement(for: scene, nodes: nodes) {
                subgraph.body.statements.append(statement)
            }
        }
        return .subgraph(subgraph)
    }

    /// The box: an empty label (the container's node names it; a cluster would otherwise repeat the
    /// flow's title), the border coloured by the container's marks.
    private func attributes(of container: Scene) -> Attributes {
        let palette = context.palette
        let marks = context.marks(of: container.id)
        var classes = ["cluster", container.kind.rawValue]
        if let marks { classes += ["marked", marks.severity.description] }
        let sceneID = context.sceneIDs.svgID(of: container.id)
        return [
            .label(.text("")), .style([.rounded, .filled]), .fillColor(palette.clusterFill), .color(marks?.color(in: palette) ?? palette.clusterBorder),
            .penWidth(marks == nil ? 1 : 2), .margin(14),
            .id("group-" + sceneID.dropFirst("scene-".count)), .class(classes.joined(separator: " ")),
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
