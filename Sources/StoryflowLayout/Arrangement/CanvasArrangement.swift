import GraphvizDOT
import Storyflow

/// The storyboard's own arrangement: every scene pinned where the developer placed it on Xcode's
/// canvas, scaled to the diagram's scene sizes, pushed apart where the diagram's scenes (taller or
/// wider than Xcode's, relative to their spacing) would overlap, then moved together where empty
/// canvas lies between them. Scenes of several storyboards keep each storyboard's canvas, and the
/// canvases are set into one another's empty corners (``BlockPacking``), unless closing up the
/// canvas the importer laid them out on side by side leaves a smaller page.
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
    /// The centre of each stub placed with the scenes; the others are pinned beside their scenes.
    private var stubCentres: [SceneStub: Point] = [:]
    /// Every node placed so far, centres with `y` growing downwards.
    private var placed: [(centre: Point, size: SceneFootprint)]
    /// Whether scenes face each other only across, west or east: scenes in columns along the
    /// segues (``LayeredArrangement``), where a segue arriving from above or below would cross the
    /// scene's title to reach its top. Segues then arrive as in `dot`'s layout left to right.
    let facesAcrossOnly: Bool

    /// The arrangement of `context`'s flow, or `nil` when a scene has no position. `stubs` will be
    /// pinned beside their scenes (see ``pinStub(_:)``): room is kept for them. Scenes `measured`
    /// keep the room of their drawn size; the others that of an estimate with room to spare.
    init?(context: LayoutContext, stubs: [SceneStub] = [], measured: [Scene.ID: SceneFootprint] = [:]) {
        let scenes = context.flow.scenes
        guard !scenes.isEmpty, scenes.allSatisfy({ $0.position != nil }) else { return nil }
        let room = Room(context: context, stubs: stubs)
        var storyboards: [[Scene]] = []
        var storyboardOfFile: [String?: Int] = [:]
        for scene in scenes {
            let file = scene.location?.file
            if storyboardOfFile[file] == nil {
                storyboardOfFile[file] = storyboards.count
                storyboards.append([])
            }
            storyboards[storyboardOfFile[file] ?? 0].append(scene)
        }
        let arranged = storyboards.map { Self.arranged($0, context: context, measured: measured, room: room) }
        guard arranged.count > 1 else {
            self.init(arranged: arranged[0])
            return
        }
        // Each storyboard keeps its own canvas, set into the others' empty corners.
        let blocks = arranged.map { storyboard in
            let positions = Dictionary(storyboard.ids.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
            return BlockPacking.Block(
                scenes: zip(storyboard.ids, storyboard.placed).map { ($1.centre, $1.size, room.before($0), room.after($0)) },
                links: context.flow.segues.compactMap { segue in
                    guard let source = positions[segue.source], let destination = segue.destination.flatMap({ positions[$0] }) else { return nil }
                    return (source, destination)
                }
            )
        }
        var homes: [Scene.ID: (block: Int, box: Int)] = [:]
        for (block, storyboard) in arranged.enumerated() {
            for (box, id) in storyboard.ids.enumerated() { homes[id] = (block, box) }
        }
        let links = context.flow.segues.compactMap { segue -> BlockPacking.Link? in
            guard segue.kind != .unwind, let from = homes[segue.source], let to = segue.destination.flatMap({ homes[$0] }), from.block != to.block else { return nil }
            return BlockPacking.Link(from: from, to: to)
        }
        let corners = BlockPacking(blocks, links: links, gap: Self.gap, cost: LayeredArrangement.cost).corners
        var placed: [(centre: Point, size: SceneFootprint)] = []
        var placedIDs: [Scene.ID] = []
        for (storyboard, (block, corner)) in zip(arranged, zip(blocks, corners)) {
            placed += storyboard.placed.map { (block.moved($0.centre, to: corner), $0.size) }
            placedIDs += storyboard.ids
        }
        // Closing the canvas the importer laid the storyboards out on sometimes leaves less.
        let whole = Self.arranged(scenes, context: context, measured: measured, room: room)
        self.init(arranged: Self.boundingArea(of: whole.placed) < Self.boundingArea(of: placed) ? whole : (placedIDs, placed))
    }

    /// Scenes `arranged` on a canvas: their ids and each one's centre (`y` growing downwards) and size.
    private init(arranged: (ids: [Scene.ID], placed: [(centre: Point, size: SceneFootprint)])) {
        centres = Dictionary(zip(arranged.ids, arranged.placed.map { Point(x: $0.centre.x, y: -$0.centre.y) }), uniquingKeysWith: { first, _ in first })
        footprints = Dictionary(zip(arranged.ids, arranged.placed.map(\.size)), uniquingKeysWith: { first, _ in first })
        placed = arranged.placed
        facesAcrossOnly = false
    }

    /// `scenes` (of one storyboard) placed as on Xcode's canvas, scaled to the diagram's scene sizes,
    /// pushed apart where they would overlap and moved together over empty canvas: their ids and
    /// each one's centre (`y` growing downwards) and size.
    private static func arranged(
        _ scenes: [Scene], context: LayoutContext, measured: [Scene.ID: SceneFootprint], room: Room
    ) -> (ids: [Scene.ID], placed: [(centre: Point, size: SceneFootprint)]) {
        let screen = ScreenSize.of(context.flow.device)
        let xcodeWidth = context.flow.device == .pad ? 768.0 : 375.0
        let scale = Double(screen.width + 20) / xcodeWidth * Self.spread
        let typical = SceneFootprint(width: Double(screen.width) + 24, height: screen.contentHeight + 140)
        let xs = Self.compacted(scenes.compactMap { $0.position?.x }, scale: scale, largestStep: typical.width + Self.gap.horizontal * 2)
        let ys = Self.compacted(scenes.compactMap { $0.position?.y }, scale: scale, largestStep: typical.height + Self.gap.vertical * 2)
        let ordered = scenes.sorted { ($0.position?.y ?? 0, $0.position?.x ?? 0, $0.id) < ($1.position?.y ?? 0, $1.position?.x ?? 0, $1.id) }
        var placed: [(centre: Point, size: SceneFootprint)] = []
        var placedIDs: [Scene.ID] = []
        var seen = Set<Scene.ID>()
        for scene in ordered where seen.insert(scene.id).inserted {
            guard let position = scene.position else { continue }
            let size = measured[scene.id] ?? SceneFootprint(scene: scene, context: context)
            let wanted = Point(x: xs[position.x] ?? 0, y: ys[position.y] ?? 0)
            placed.append((Self.free(near: wanted, size: size, among: placed), size))
            placedIDs.append(scene.id)
        }
        return (placedIDs, closingEmptyCanvas(of: placed, ids: placedIDs, room: room))
    }

    /// Scenes and stubs placed already (by ``LayeredArrangement``): each one's centre, `y` growing
    /// downwards, and size.
    init(placing scenes: [(id: Scene.ID, centre: Point, size: SceneFootprint)],
         stubs: [(stub: SceneStub, centre: Point, size: SceneFootprint)] = []) {
        centres = Dictionary(scenes.map { ($0.id, Point(x: $0.centre.x, y: -$0.centre.y)) }, uniquingKeysWith: { first, _ in first })
        footprints = Dictionary(scenes.map { ($0.id, $0.size) }, uniquingKeysWith: { first, _ in first })
        stubCentres = Dictionary(stubs.map { ($0.stub, Point(x: $0.centre.x, y: -$0.centre.y)) }, uniquingKeysWith: { first, _ in first })
        placed = scenes.map { ($0.centre, $0.size) } + stubs.map { ($0.centre, $0.size) }
        facesAcrossOnly = true
    }

    /// The side of `sceneID`'s outline that faces `other` as they are placed: west or east when
    /// `other` lies wholly to its left or right, north or south when wholly above or below (the
    /// wider of the two gaps when both; only west or east when scenes face each other only across);
    /// `nil` when either is not placed.
    func side(of sceneID: Scene.ID, facing other: Scene.ID) -> CompassPoint? {
        guard let here = centres[sceneID], let there = centres[other], let size = footprints[sceneID], let otherSize = footprints[other] else { return nil }
        if facesAcrossOnly { return there.x < here.x ? .west : .east }
        let across = abs(there.x - here.x) - (size.width + otherSize.width) / 2
        let down = abs(there.y - here.y) - (size.height + otherSize.height) / 2
        if across >= down { return there.x < here.x ? .west : .east }
        return there.y > here.y ? .north : .south
    }

    /// `placed` (scenes `ids`) moved left and up as far as each goes without coming closer than
    /// ``gap`` to a scene it faces (or, side by side, than `room` keeps for labels and pinned boxes),
    /// so the canvas between scenes closes up. Scenes keep their order across and down (one right of
    /// another stays right of it or level with it), and scenes level on the canvas move together, so
    /// they stay level. A big storyboard's scenes otherwise sit far apart on empty canvas, a few
    /// scenes to a page of an atlas.
    ///
    /// Moving left first lets a scene pass under one it no longer faces once moved, and moving up
    /// first over one: on a canvas whose scenes step down to the right either order alone can leave
    /// a staircase. Both are tried, and the one that closes into the smaller area is kept.
    static func closingEmptyCanvas(of placed: [(centre: Point, size: SceneFootprint)], ids: [Scene.ID], room: Room) -> [(centre: Point, size: SceneFootprint)] {
        let across = { (ys: [Double]) in
            packed(placed.indices.map { (centre: placed[$0].centre.x, length: placed[$0].size.width, crossCentre: ys[$0], crossLength: placed[$0].size.height) },
                   gap: { right, left in room.between(left: ids[left], right: ids[right]) }, crossGap: gap.vertical)
        }
        let down = { (xs: [Double]) in
            packed(placed.indices.map { (centre: placed[$0].centre.y, length: placed[$0].size.height, crossCentre: xs[$0], crossLength: placed[$0].size.width) },
                   gap: { _, _ in gap.vertical }, crossGap: gap.horizontal)
        }
        let leftFirst = across(placed.map(\.centre.y))
        let upFirst = down(placed.map(\.centre.x))
        let candidates = [(leftFirst, down(leftFirst)), (across(upFirst), upFirst)].map { xs, ys in
            placed.indices.map { (Point(x: xs[$0], y: ys[$0]), placed[$0].size) }
        }
        return candidates.min { boundingArea(of: $0) < boundingArea(of: $1) } ?? placed
    }

    /// The area of the smallest rectangle holding every box of `placed`.
    private static func boundingArea(of placed: [(centre: Point, size: SceneFootprint)]) -> Double {
        let left = placed.map { $0.centre.x - $0.size.width / 2 }.min() ?? 0
        let right = placed.map { $0.centre.x + $0.size.width / 2 }.max() ?? 0
        let top = placed.map { $0.centre.y - $0.size.height / 2 }.min() ?? 0
        let bottom = placed.map { $0.centre.y + $0.size.height / 2 }.max() ?? 0
        return (right - left) * (bottom - top)
    }

    /// The room two scenes side by side need between them, in points: ``gap``, or more for the
    /// labels of the segues between them and for the boxes pinned beside them (stubs, hub references).
    struct Room {
        /// The widest label line of the segues between two scenes, by the pair, with a margin.
        private var labels: [Set<Scene.ID>: Double] = [:]
        /// The widest label line of the segues leaving a scene, with a margin.
        private var leaving: [Scene.ID: Double] = [:]
        /// The widest box pinned left and right of a scene, with a gap on either side.
        private var left: [Scene.ID: Double] = [:]
        private var right: [Scene.ID: Double] = [:]

        /// The room a label line of `text` needs across the gap its edge crosses. Graphviz sets a
        /// label flush beside its edge's middle, left or right, where that is clear of scenes; between
        /// two scenes it slides the label leftwards along below the middle, in quarters of its width,
        /// and stops at the first place clear of both: a quarter of its width right of the middle. So
        /// the label needs three quarters of its width right of the middle, then 12 points for the
        /// arrowhead and a margin, and as much left of it.
        private static func labelRoom(line text: Substring) -> Double {
            2 * (Typography.width(of: text, size: Typography.edgeLabel) * 0.75 + 12)
        }

        /// The room of `context`'s flow, with `stubs` to pin.
        init(context: LayoutContext, stubs: [SceneStub]) {
            for segue in context.flow.segues {
                if let reference = context.hubs.reference(of: segue) {
                    right[segue.source] = max(right[segue.source] ?? 0, CanvasArrangement.boxRoom(saying: reference.boxText(in: context.index)))
                }
                // As the edge draws it: without the trigger when it leaves from the trigger.
                let text = context.label(of: segue, showsTrigger: context.triggerPort(of: segue) == nil)
                guard let destination = segue.destination, let text else { continue }
                let longest = text.split(separator: "\n").map(Self.labelRoom(line:)).max() ?? 0
                labels[[segue.source, destination]] = max(labels[[segue.source, destination]] ?? 0, longest)
                leaving[segue.source] = max(leaving[segue.source] ?? 0, longest)
            }
            for stub in stubs {
                if stub.side == .after {
                    right[stub.sceneID] = max(right[stub.sceneID] ?? 0, CanvasArrangement.boxRoom(saying: stub.text))
                } else {
                    left[stub.sceneID] = max(left[stub.sceneID] ?? 0, CanvasArrangement.boxRoom(saying: stub.text))
                }
            }
        }

        /// The room the boxes pinned left of `scene` need.
        func before(_ scene: Scene.ID) -> Double {
            left[scene] ?? 0
        }

        /// The room the boxes pinned right of `scene` need.
        func after(_ scene: Scene.ID) -> Double {
            right[scene] ?? 0
        }

        /// The room the widest label of the segues leaving `scene` needs beside it.
        func widestLabel(from scene: Scene.ID) -> Double {
            leaving[scene] ?? 0
        }

        /// The room between `left` and `right`, the scene right of it.
        func between(left leftScene: Scene.ID, right rightScene: Scene.ID) -> Double {
            max(gap.horizontal, labels[[leftScene, rightScene]] ?? 0, right[leftScene] ?? 0, left[rightScene] ?? 0)
        }
    }

    /// New centres along one axis for boxes given by their centre and length on it and across it:
    /// each group of boxes with the same centre, in order, as near the first as the boxes before it
    /// that it faces across the axis (their spans across, widened by `crossGap`, overlap) allow with
    /// `gap(box, other)` between them, and never before the group before it.
    private static func packed(
        _ boxes: [(centre: Double, length: Double, crossCentre: Double, crossLength: Double)], gap: (Int, Int) -> Double, crossGap: Double
    ) -> [Double] {
        let order = boxes.indices.sorted { (boxes[$0].centre, $0) < (boxes[$1].centre, $1) }
        var centres = Array(repeating: 0.0, count: boxes.count)
        var done: [Int] = []
        var start = 0
        var floor = -Double.infinity
        while start < order.count {
            var end = start
            while end < order.count, boxes[order[end]].centre == boxes[order[start]].centre { end += 1 }
            let group = order[start..<end]
            for box in group {
                for other in done where abs(boxes[box].crossCentre - boxes[other].crossCentre) < (boxes[box].crossLength + boxes[other].crossLength) / 2 + crossGap - 0.5 {
                    floor = max(floor, centres[other] + (boxes[box].length + boxes[other].length) / 2 + gap(box, other))
                }
            }
            if floor == -Double.infinity { floor = boxes[order[start]].centre }
            for box in group { centres[box] = floor }
            done += group
            start = end
        }
        return centres
    }

    /// Pins a stub where it was placed with the scenes, or else beside its scene (right of it for the
    /// scenes after, left for those before), clear of everything placed so far; `nil` when the
    /// scene is not placed.
    mutating func pinStub(_ stub: SceneStub) -> String? {
        if let centre = stubCentres[stub] { return Self.pinnedPos(centre) }
        return pinBox(saying: stub.text, beside: stub.sceneID, after: stub.side == .after)
    }

    /// Pins a hub reference (see ``HubReferences``) right of the scene its segues leave from, clear
    /// of everything placed so far; `nil` when the scene is not placed.
    mutating func pinReference(saying text: String, beside sceneID: Scene.ID) -> String? {
        pinBox(saying: text, beside: sceneID, after: true)
    }

    /// Pins a one-line box beside a scene: right of it when `after`, else left.
    private mutating func pinBox(saying text: String, beside sceneID: Scene.ID, after: Bool) -> String? {
        guard let centre = centres[sceneID], let size = footprints[sceneID] else { return nil }
        let boxSize = Self.boxSize(saying: text)
        let offset = (size.width + boxSize.width) / 2 + Self.gap.horizontal
        let wanted = Point(x: centre.x + (after ? offset : -offset), y: -centre.y)
        let free = Self.free(near: wanted, size: boxSize, among: placed)
        placed.append((free, boxSize))
        return Self.pinnedPos(Point(x: free.x, y: -free.y))
    }

    /// The size of a box saying `text`, a line under another for each line of it.
    static func boxSize(saying text: String) -> SceneFootprint {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return SceneFootprint(width: 20 + 6.5 * Double(lines.map(\.count).max() ?? 0), height: 30 + 15 * Double(lines.count - 1))
    }

    /// The room a box saying `text` takes beside a scene: the box with a gap either side.
    static func boxRoom(saying text: String) -> Double {
        boxSize(saying: text).width + gap.horizontal * 2
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
