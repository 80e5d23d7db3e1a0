/// A scene with what leads to it and what it leads to, up to a number of segues away: the part of a
/// big flow worth drawing around one scene, and a summary of the rest.
///
/// Steps follow every segue but unwinds (which go back along the way already counted), relationships
/// included, so a scene's navigation controller is one step before it. Each shown scene that leads on
/// to scenes not shown records them (``hiddenAfter``), and each that is reached from scenes not shown
/// records those (``hiddenBefore``): everything beyond it that way, counted once per shown scene.
///
/// ```swift
/// let around = FlowNeighbourhood(flow: ratings, centre: "AddPlayer", depth: 1)
/// around.sceneIDs                      // ["AddPlayerNav", "AddPlayer", "ChooseGame"]
/// around.hiddenBefore["AddPlayerNav"]  // ["Players", "PlayersNav", "Tabs"]
/// ```
public struct FlowNeighbourhood: Sendable {
    /// The scene in the middle.
    public let centre: Scene.ID
    /// How many segues away from the centre scenes are shown.
    public let depth: Int
    /// The scenes shown, in flow order.
    public let sceneIDs: [Scene.ID]
    /// For shown scenes that lead on to scenes not shown: those scenes, in the order they are reached.
    public let hiddenAfter: [Scene.ID: [Scene.ID]]
    /// For shown scenes reached from scenes not shown: those scenes, in the order they are reached.
    public let hiddenBefore: [Scene.ID: [Scene.ID]]

    /// The neighbourhood of `centre` in `flow`, `depth` segues each way.
    public init(flow: Flow, centre: Scene.ID, depth: Int) {
        let index = FlowIndex(flow: flow)
        let forward = { (id: Scene.ID) in index.segues(from: id).filter { $0.kind != .unwind }.compactMap(\.destination) }
        let backward = { (id: Scene.ID) in index.segues(to: id).filter { $0.kind != .unwind }.map(\.source) }
        let shown = Self.reach(from: [centre], by: forward, depth: depth)
            .union(Self.reach(from: [centre], by: backward, depth: depth))
            .filter { index.scene(id: $0) != nil }
        self.centre = centre
        self.depth = depth
        var seen = Set<Scene.ID>()
        sceneIDs = flow.scenes.map(\.id).filter { shown.contains($0) && seen.insert($0).inserted }
        var after: [Scene.ID: [Scene.ID]] = [:]
        var before: [Scene.ID: [Scene.ID]] = [:]
        for id in sceneIDs {
            let onwards = Self.hidden(from: id, by: forward, shown: shown)
            if !onwards.isEmpty { after[id] = onwards }
            let earlier = Self.hidden(from: id, by: backward, shown: shown)
            if !earlier.isEmpty { before[id] = earlier }
        }
        hiddenAfter = after
        hiddenBefore = before
    }

    /// The scenes within `depth` steps of `start`.
    private static func reach(from start: [Scene.ID], by next: (Scene.ID) -> [Scene.ID], depth: Int) -> Set<Scene.ID> {
        var reached = Set(start)
        var frontier = start
        for _ in 0..<max(depth, 0) {
            frontier = frontier.flatMap(next).filter { reached.insert($0).inserted }
            if frontier.isEmpty { break }
        }
        return reached
    }

    /// The scenes not shown that `id` reaches through scenes not shown, breadth first.
    private static func hidden(from id: Scene.ID, by next: (Scene.ID) -> [Scene.ID], shown: Set<Scene.ID>) -> [Scene.ID] {
        var found: [Scene.ID] = []
        var seen = Set<Scene.ID>()
        var queue = next(id).filter { !shown.contains($0) }
        var position = 0
        while position < queue.count {
            let current = queue[position]
            position += 1
            guard seen.insert(current).inserted else { continue }
            found.append(current)
            queue += next(current).filter { !shown.contains($0) && !seen.contains($0) }
        }
        return found
    }
}
