import GraphvizDOT
import Storyflow

/// The storyboard's own arrangement: every scene pinned where the developer placed it on Xcode's
/// canvas, scaled to the diagram's scene sizes, with wide empty stretches of canvas shortened, and
/// pushed apart where the diagram's scenes (taller or wider than Xcode's, relative to their spacing)
/// would overlap.
///
/// Graphviz's `neato` then keeps the pinned positions (`pos="x,y!"`) and routes the edges around the
/// scenes. Positions are in Graphviz's inches, `y` growing upwards.
struct CanvasArrangement {
    /// A scene's centre in points, `y` growing upwards.
    struct Point: Hashable {
        var x: Double
        var y: Double
    }

    /// The room kept between two scenes, in points: enough for an edge and its label.
    static let gap = (horizontal: 70.0, vertical: 50.0)
    /// How much wider than Xcode's the canvas is spread, so that segue labels fit between scenes.
    static let spread = 1.3

    /// Each scene's pinned centre.
    let centres: [Scene.ID: Point]
    /// Each scene's estimated size.
    private let footprints: [Scene.ID: SceneFootprint]
    /// Every node placed so far, centres with `y` growing downwards.
    private var placed: [(centre: Point, size: SceneFootprint)]

    /// The arrangement of `context`'s flow, or `nil` when a scene has no position.
    init?(context: LayoutContext) {
        let scenes = context.flow.scenes
        guard !scenes.isEmpty, scenes.allSatisfy({ $0.position != nil }) else { return nil }
        let screen = ScreenSize.of(context.flow.device)
        let xcodeWidth = context.flow.device == .pad ? 768.0 : 375.0
        let scale = Double(screen.width + 20) / xcodeWidth * Self.spread
        let typical = SceneFootprint(width: Double(screen.width) + 24, height: screen.contentHeight + 140)
        let xs = Self.compacted(scenes.compactMap { $0.position?.x }, scale: scale, largestStep: typical.width + Self.gap.horizontal * 2)
        let ys = Self.compacted(scenes.compactMap { $0.position?.y }, scale: scale, largestStep: typical.height + Self.gap.vertical * 2)
        let ordered = scenes.sorted { ($0.position?.y ?? 0, $0.position?.x ?? 0, $0.id) < ($1.position?.y ?? 0, $1.position?.x ?? 0, $1.id) }
        var placed: [(centre: Point, size: SceneFootprint)] = []
        var placedIDs: [Scene.ID] = []
        var footprints: [Scene.ID: SceneFootprint] = [:]
        for scene in ordered where footprints[scene.id] == nil {
            guard let position = scene.position else { continue }
            let size = SceneFootprint(scene: scene, context: context)
            let wanted = Point(x: xs[position.x] ?? 0, y: ys[position.y] ?? 0)
            let centre = Self.free(near: wanted, size: size, among: placed)
            placed.append((centre, size))
            placedIDs.append(scene.id)
            footprints[scene.id] = size
        }
        placed = Self.closingEmptyStretches(of: placed)
        self.centres = Dictionary(zip(placedIDs, placed.map { Point(x: $0.centre.x, y: -$0.centre.y) }), uniquingKeysWith: { first, _ in first })
        self.footprints = footprints
        self.placed = placed
    }

    /// The side of `sceneID`'s outline that faces `other` as they are placed: west or east when
    /// `other` lies wholly to its left or right, north or south when wholly above or below (the
    /// wider of the two gaps when both); `nil` when either is not placed.
    func side(of sceneID: Scene.ID, facing other: Scene.ID) -> CompassPoint? {
        guard let here = centres[sceneID], let there = centres[other], let size = footprints[sceneID], let otherSize = footprints[other] else { return nil }
        let across = abs(there.x - here.x) - (size.width + otherSize.width) / 2
        let down = abs(there.y - here.y) - (size.height + otherSize.height) / 2
        if across >= down { return there.x < here.x ? .west : .east }
        return there.y > here.y ? .north : .south
    }

    /// `placed` moved together wherever a stretch across (or down) the diagram holds no scene for
    /// longer than twice ``gap``: such a stretch is shortened to that, which keeps every scene's order
    /// and alignment and never brings two scenes closer than the stretch between them allowed. A few
    /// scenes of a big storyboard (one page of an atlas) otherwise sit far apart on empty canvas.
    static func closingEmptyStretches(of placed: [(centre: Point, size: SceneFootprint)]) -> [(centre: Point, size: SceneFootprint)] {
        let across = shifts(placed.map { ($0.centre.x - $0.size.width / 2, $0.centre.x + $0.size.width / 2) }, longest: gap.horizontal * 2)
        let down = shifts(placed.map { ($0.centre.y - $0.size.height / 2, $0.centre.y + $0.size.height / 2) }, longest: gap.vertical * 2)
        return placed.indices.map { position in
            let (centre, size) = placed[position]
            return (Point(x: centre.x - across[position], y: centre.y - down[position]), size)
        }
    }

    /// How far back each interval moves when every empty stretch between intervals is cut to `longest`.
    private static func shifts(_ intervals: [(start: Double, end: Double)], longest: Double) -> [Double] {
        let order = intervals.indices.sorted { (intervals[$0].start, $0) < (intervals[$1].start, $1) }
        var shifts = Array(repeating: 0.0, count: intervals.count)
        var reach = -Double.infinity
        var shift = 0.0
        for position in order {
            let interval = intervals[position]
            if reach > -Double.infinity, interval.start - reach > longest { shift += interval.start - reach - longest }
            reach = max(reach, interval.end)
            shifts[position] = shift
        }
        return shifts
    }

    /// Pins a stub beside its scene (right of it for the scenes after, left for those before),
    /// clear of everything placed so far; `nil` when the scene is not placed.
    mutating func pinStub(_ stub: SceneStub) -> String? {
        pinBox(saying: stub.text, beside: stub.sceneID, after: stub.side == .after)
    }

    /// Pins a hub reference (see ``HubReferences``) right of the scene its segues leave from, clear
    /// of everything placed so far; `nil` when the scene is not placed.
    mutating func pinReference(saying text: String, beside sceneID: Scene.ID) -> String? {
        pinBox(saying: text, beside: sceneID, after: true)
    }

    /// Pins a one-line box beside a scene: right of it when `after`, else left.
    private mutating func pinBox(saying text: String, beside sceneID: Scene.ID, after: Bool) -> String? {
        guard let centre = centres[sceneID], let size = footprints[sceneID] else { return nil }
        let boxSize = SceneFootprint(width: 20 + 6.5 * Double(text.count), height: 30)
        let offset = (size.width + boxSize.width) / 2 + Self.gap.horizontal
        let wanted = Point(x: centre.x + (after ? offset : -offset), y: -centre.y)
        let free = Self.free(near: wanted, size: boxSize, among: placed)
        placed.append((free, boxSize))
        return Self.pinnedPos(Point(x: free.x, y: -free.y))
    }

    /// The pinned `pos` of the entry arrow's dot: just left of the initial scene.
    func entryPos(initial sceneID: Scene.ID) -> String? {
        guard let centre = centres[sceneID], let size = footprints[sceneID] else { return nil }
        return Self.pinnedPos(Point(x: centre.x - size.width / 2 - 50, y: centre.y))
    }

    /// Where the legend goes: below the lowest scene, at the left edge, in points.
    var legendOrigin: Point {
        let bottom = centres.map { $0.value.y - (footprints[$0.key]?.height ?? 0) / 2 }.min() ?? 0
        let left = centres.map { $0.value.x - (footprints[$0.key]?.width ?? 0) / 2 }.min() ?? 0
        return Point(x: left, y: bottom - Self.gap.vertical)
    }

    /// The Graphviz `pos` of a scene: its centre in inches, pinned.
    func pos(of sceneID: Scene.ID) -> String? {
        centres[sceneID].map { Self.pinnedPos($0) }
    }

    /// A pinned `pos` value for a point.
    static func pinnedPos(_ point: Point) -> String {
        "\(inches(point.x)),\(inches(point.y))!"
    }

    /// Points as inches, rounded to a hundredth so the DOT text is short and stable.
    private static func inches(_ points: Double) -> String {
        let value = (points / 72 * 100).rounded() / 100
        return value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// Canvas coordinates along one axis mapped to the diagram's: scaled, in the same order, with any
    /// empty stretch between neighbouring coordinates shortened to `largestStep` (one scene and room
    /// for a segue), so scenes aligned in Xcode stay aligned and blank canvas does not become blank diagram.
    private static func compacted(_ coordinates: [Double], scale: Double, largestStep: Double) -> [Double: Double] {
        let sorted = Set(coordinates).sorted()
        var mapped: [Double: Double] = [:]
        var current = 0.0
        for (index, coordinate) in sorted.enumerated() {
            if index > 0 { current += min((coordinate - sorted[index - 1]) * scale, largestStep) }
            mapped[coordinate] = current
        }
        return mapped
    }

    /// The centre nearest to `wanted` (pushing right or down, whichever moves less) where a scene of
    /// `size` overlaps none of `placed`, keeping ``gap`` between scenes. Coordinates here grow downwards.
    static func free(near wanted: Point, size: SceneFootprint, among placed: [(centre: Point, size: SceneFootprint)]) -> Point {
        var centre = wanted
        for _ in 0...placed.count {
            guard let blocker = placed.first(where: { overlaps(centre, size, $0.centre, $0.size) }) else { return centre }
            let right = blocker.centre.x + (blocker.size.width + size.width) / 2 + gap.horizontal
            let down = blocker.centre.y + (blocker.size.height + size.height) / 2 + gap.vertical
            if right - centre.x <= down - centre.y {
                centre.x = right
            } else {
                centre.y = down
            }
        }
        return centre
    }

    private static func overlaps(_ a: Point, _ aSize: SceneFootprint, _ b: Point, _ bSize: SceneFootprint) -> Bool {
        abs(a.x - b.x) < (aSize.width + bSize.width) / 2 + gap.horizontal - 0.5
            && abs(a.y - b.y) < (aSize.height + bSize.height) / 2 + gap.vertical - 0.5
    }
}
