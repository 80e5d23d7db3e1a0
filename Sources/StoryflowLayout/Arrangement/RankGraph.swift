import Storyflow

/// The scenes and the segues that set ranks in `dot` (all but unwinds, which go back, and segues that
/// end at a hub reference beside their source), as indices,
/// with each scene's estimated size: what ``CompactArrangement`` plans with.
struct RankGraph {
    /// A segue that sets ranks: from scene index to scene index, and the segue's id.
    struct RankEdge {
        let from: Int
        let to: Int
        let segue: Segue.ID
    }

    /// The estimated room between neighbours in a rank (`nodesep`), in points.
    static let gapAcross = 32.0

    /// The estimated room between ranks, in points: `ranksep`, twice when segue labels sit on the
    /// edges (each label takes a rank of its own), plus the label.
    let gapAlong: Double

    /// The scenes' ids, by index.
    let sceneIDs: [Scene.ID]
    /// The estimated size of each scene, by index.
    let footprints: [SceneFootprint]
    /// The rank-setting segues, in flow order.
    let edges: [RankEdge]
    /// The indices into ``edges`` of each scene's outgoing segues.
    let outgoing: [[Int]]

    /// The graph of `context`'s flow.
    init(context: LayoutContext) {
        var indices: [Scene.ID: Int] = [:]
        var footprints: [SceneFootprint] = []
        var sceneIDs: [Scene.ID] = []
        for scene in context.flow.scenes where indices[scene.id] == nil {
            indices[scene.id] = footprints.count
            footprints.append(SceneFootprint(scene: scene, context: context))
            sceneIDs.append(scene.id)
        }
        var edges: [RankEdge] = []
        var outgoing = [[Int]](repeating: [], count: footprints.count)
        for segue in context.flow.segues where segue.kind != .unwind && !context.hubs.endsAtReference(segue) {
            guard let from = indices[segue.source], let to = segue.destination.flatMap({ indices[$0] }), from != to else { continue }
            outgoing[from].append(edges.count)
            edges.append(RankEdge(from: from, to: to, segue: segue.id))
        }
        self.gapAlong = context.detail.edgeLabels == .onEdge ? 110 : 70
        self.footprints = footprints
        self.sceneIDs = sceneIDs
        self.edges = edges
        self.outgoing = outgoing
    }

    /// Each scene's rank: the longest path to it from a scene nothing leads to, each edge as long as
    /// `lengths` says, once the edges that close a cycle (found depth first, in flow order) are left out.
    func longestPathRanks(lengths: [Int]) -> [Int] {
        let order = topologicalOrder()
        var position = [Int](repeating: 0, count: footprints.count)
        for (index, node) in order.enumerated() { position[node] = index }
        var ranks = [Int](repeating: 0, count: footprints.count)
        for node in order {
            for edgeIndex in outgoing[node] where position[edges[edgeIndex].to] > position[node] {
                let edge = edges[edgeIndex]
                ranks[edge.to] = max(ranks[edge.to], ranks[node] + lengths[edgeIndex])
            }
        }
        return ranks
    }

    /// The scenes in an order where every edge that is not part of a cycle goes forward
    /// (reverse post-order of an iterative depth-first search, so long chains need no deep stack).
    private func topologicalOrder() -> [Int] {
        var visited = [Bool](repeating: false, count: footprints.count)
        var postOrder: [Int] = []
        postOrder.reserveCapacity(footprints.count)
        for root in footprints.indices where !visited[root] {
            visited[root] = true
            var stack: [(node: Int, next: Int)] = [(root, 0)]
            while let top = stack.last {
                if top.next < outgoing[top.node].count {
                    stack[stack.count - 1].next += 1
                    let next = edges[outgoing[top.node][top.next]].to
                    if !visited[next] {
                        visited[next] = true
                        stack.append((next, 0))
                    }
                } else {
                    postOrder.append(top.node)
                    stack.removeLast()
                }
            }
        }
        return postOrder.reversed()
    }

    /// The connected parts (edges taken either way), each a list of scene indices.
    func components() -> [[Int]] {
        var parent = Array(footprints.indices)
        func root(_ node: Int) -> Int {
            var node = node
            while parent[node] != node {
                parent[node] = parent[parent[node]]
                node = parent[node]
            }
            return node
        }
        for edge in edges {
            let (a, b) = (root(edge.from), root(edge.to))
            if a != b { parent[a] = b }
        }
        var parts: [Int: [Int]] = [:]
        for node in footprints.indices { parts[root(node), default: []].append(node) }
        return parts.values.sorted { $0[0] < $1[0] }
    }
}
