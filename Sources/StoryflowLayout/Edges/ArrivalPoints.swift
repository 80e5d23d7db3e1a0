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
        let segue: Segue.ID
        let destination: Scene.ID
    }

    /// The arrival points of `flow`'s segues drawn `direction`. An unwind goes back to its target, or
    /// to each of its candidate targets; unwinds get points only when `pinsUnwinds`. Segues that end
    /// at a reference beside their source (see `hubs`) do not arrive.
    ///
    /// With scenes pinned where the storyboard places them (`canvas`), each segue arrives on the side
    /// of its destination that faces its source, then that side's corners; a fourth segue from the
    /// same side gets Graphviz's choice.
    init(flow: Flow, direction: LayoutDirection, pinsUnwinds: Bool, hubs: HubReferences, canvas: CanvasArrangement? = nil) {
        var arrivals: [Scene.ID: (forward: [Key], back: [Key])] = [:]
        for segue in flow.segues where segue.kind != .relationship && !hubs.endsAtReference(segue) {
            let back = segue.kind == .unwind
            for destination in segue.destination.map({ [$0] }) ?? segue.unwind?.candidates ?? [] {
                let key = Key(segue: segue.id, destination: destination)
                if back { arrivals[destination, default: ([], [])].back.append(key) } else { arrivals[destination, default: ([], [])].forward.append(key) }
            }
        }
        let forwardSides: [CompassPoint] = direction == .leftToRight
            ? [.west, .northWest, .southWest, .north, .south] : [.north, .northWest, .northEast, .west, .east]
        let backSides: [CompassPoint] = direction == .leftToRight ? [.east, .northEast, .southEast] : [.south, .southEast, .southWest]
        if let canvas {
            // Each segue's place in the flow and its source, to take the arrivals in the flow's order.
            let segues = Dictionary(flow.segues.enumerated().map { ($1.id, (order: $0, source: $1.source)) }, uniquingKeysWith: { first, _ in first })
            for (destination, keys) in arrivals {
                let arriving = keys.forward + (pinsUnwinds ? keys.back : [])
                guard arriving.count > 1 else { continue }
                var used: [CompassPoint: Int] = [:]
                for key in arriving.sorted(by: { segues[$0.segue]!.order < segues[$1.segue]!.order }) {
                    guard let source = segues[key.segue]?.source, let side = canvas.side(of: destination, facing: source) else { continue }
                    let sides = Self.sideAndCorners(side)
                    let position = used[side, default: 0]
                    used[side] = position + 1
                    if position < sides.count { points[key] = sides[position] }
                }
            }
            return
        }
        for (forward, back) in arrivals.values.map({ ($0.forward, pinsUnwinds ? $0.back : []) }) where forward.count + back.count > 1 {
            for (position, key) in forward.enumerated() { points[key] = forwardSides[position % forwardSides.count] }
            for (position, key) in back.enumerated() { points[key] = backSides[position % backSides.count] }
        }
    }

    /// `side` then its two corners: west, north-west, south-west.
    private static func sideAndCorners(_ side: CompassPoint) -> [CompassPoint] {
        switch side {
        case .west: [.west, .northWest, .southWest]
        case .east: [.east, .northEast, .southEast]
        case .north: [.north, .northWest, .northEast]
        case .south: [.south, .southWest, .southEast]
        default: [side]
        }
    }

    /// The side the segue `id` arrives at on `destination`, when it needs its own.
    func point(of id: Segue.ID, at destination: Scene.ID) -> CompassPoint? {
        points[Key(segue: id, destination: destination)]
    }
}
