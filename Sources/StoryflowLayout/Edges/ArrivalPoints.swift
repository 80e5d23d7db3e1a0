import GraphvizDOT
import Storyflow

/// Where segues arrive, so that no two arrowheads land on the same point of a scene.
///
/// Graphviz aims every edge at the middle of its head port and clips it at the border, so segues
/// coming from the same side end on one point and a filled arrowhead hides an open one. When two or
/// more segues with an arrowhead end at the same scene, each gets its own side or corner, in flow
/// order: forward segues on the side facing their source (west, north-west, south-west, north,
/// south left to right; the top's middle and corners, then west and east top to bottom), unwinds
/// on the opposite side. A scene reached by one segue keeps Graphviz's own choice; so do unwinds when
/// they are not to be pinned (compact cards, see ``DetailSettings``), and they then do not count.
struct ArrivalPoints {
    private var points: [Key: CompassPoint] = [:]

    private struct Key: Hashable {
        let segue: Int
        let destination: Scene.ID
    }

    /// The arrival points of `flow`'s segues drawn `direction`. An unwind goes back to its target, or
    /// to each of its candidate targets; unwinds get points only when `pinsUnwinds`. Segues that end
    /// at a reference beside their source (see `hubs`) do not arrive.
    init(flow: Flow, direction: LayoutDirection, pinsUnwinds: Bool, hubs: HubReferences) {
        var arrivals: [Scene.ID: (forward: [Key], back: [Key])] = [:]
        for (index, segue) in flow.segues.enumerated() where segue.kind != .relationship && !hubs.endsAtReference(index) {
            let back = segue.kind == .unwind
            for destination in segue.destination.map({ [$0] }) ?? segue.unwind?.candidates ?? [] {
                let key = Key(segue: index, destination: destination)
                if back { arrivals[destination, default: ([], [])].back.append(key) } else { arrivals[destination, default: ([], [])].forward.append(key) }
            }
        }
        let forwardSides: [CompassPoint] = direction == .leftToRight
            ? [.west, .northWest, .southWest, .north, .south] : [.north, .northWest, .northEast, .west, .east]
        let backSides: [CompassPoint] = direction == .leftToRight ? [.east, .northEast, .southEast] : [.south, .southEast, .southWest]
        for (forward, back) in arrivals.values.map({ ($0.forward, pinsUnwinds ? $0.back : []) }) where forward.count + back.count > 1 {
            for (position, key) in forward.enumerated() { points[key] = forwardSides[position % forwardSides.count] }
            for (position, key) in back.enumerated() { points[key] = backSides[position % backSides.count] }
        }
    }

    /// The side segue number `index` of the flow arrives at on `destination`, when it needs its own.
    func point(ofSegue index: Int, at destination: Scene.ID) -> CompassPoint? {
        points[Key(segue: index, destination: destination)]
    }
}
