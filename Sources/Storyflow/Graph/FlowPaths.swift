/// Every way from one scene to another: the scenes and segues that lie on some sequence of segues
/// leading from `from` to `to` (any kind of segue, unwinds included: going back is a way too).
///
/// ```swift
/// let ways = FlowPaths(flow: ratings, from: "Players", to: "ChooseGame")
/// ways.sceneIDs     // ["Players", "AddPlayerNav", "AddPlayer", "ChooseGame"]
/// ways.segueIDs     // ["AddPlayer.PickGame", …]
/// ways.isEmpty      // false
/// ```
public struct FlowPaths: Sendable {
    /// The scenes on some way, in flow order; empty when there is none.
    public let sceneIDs: [Scene.ID]
    /// The ids of the segues on some way.
    public let segueIDs: Set<Segue.ID>

    /// Whether no way leads from the one scene to the other.
    public var isEmpty: Bool { segueIDs.isEmpty }

    /// The ways from `from` to `to` in `flow`.
    public init(flow: Flow, from: Scene.ID, to: Scene.ID) {
        let index = FlowIndex(flow: flow)
        let reachable = Self.closure(of: from) { index.segues(from: $0).compactMap(\.destination) }
        let leading = Self.closure(of: to) { index.segues(to: $0).map(\.source) }
        let onWay = reachable.intersection(leading)
        var segues = Set<Segue.ID>()
        for segue in flow.segues {
            guard let destination = segue.destination, onWay.contains(segue.source), onWay.contains(destination) else { continue }
            // A segue into the start or out of the end only goes round in a circle.
            if destination != from, segue.source != to { segues.insert(segue.id) }
        }
        segueIDs = segues
        var seen = Set<Scene.ID>()
        sceneIDs = segues.isEmpty ? [] : flow.scenes.map(\.id).filter { onWay.contains($0) && seen.insert($0).inserted }
    }

    private static func closure(of start: Scene.ID, next: (Scene.ID) -> [Scene.ID]) -> Set<Scene.ID> {
        var reached: Set<Scene.ID> = [start]
        var stack = [start]
        while let current = stack.popLast() {
            for following in next(current) where reached.insert(following).inserted { stack.append(following) }
        }
        return reached
    }
}
