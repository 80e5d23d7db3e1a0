/// A rectangle in a laid-out graph, in points, `y` growing upwards as Graphviz's layout has it.
struct PlacedBox: Hashable, Sendable {
    typealias Point = (x: Double, y: Double)

    var minX, minY, maxX, maxY: Double

    init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        (self.minX, self.minY, self.maxX, self.maxY) = (minX, minY, maxX, maxY)
    }

    init(centre: Point, width: Double, height: Double) {
        (minX, maxX) = (centre.x - width / 2, centre.x + width / 2)
        (minY, maxY) = (centre.y - height / 2, centre.y + height / 2)
    }

    /// Whether this box and `other` overlap, or come within `margin` points of each other.
    func overlaps(_ other: PlacedBox, margin: Double) -> Bool {
        minX < other.maxX + margin && other.minX < maxX + margin && minY < other.maxY + margin && other.minY < maxY + margin
    }

    /// Whether `point` lies more than `inset` points inside the box.
    func contains(_ point: Point, inset: Double) -> Bool {
        point.x > minX + inset && point.x < maxX - inset && point.y > minY + inset && point.y < maxY - inset
    }

    /// The box grown by `margin` points on every side.
    func widened(by margin: Double) -> PlacedBox {
        PlacedBox(minX: minX - margin, minY: minY - margin, maxX: maxX + margin, maxY: maxY + margin)
    }

    /// The four corners.
    var corners: [Point] {
        [(minX, minY), (maxX, minY), (maxX, maxY), (minX, maxY)]
    }

    /// Whether the straight line from `start` to `end` passes through the box's inside (touching
    /// its outline does not count): Liang and Barsky's clipping of the line to the box.
    func isCrossed(from start: Point, to end: Point) -> Bool {
        let inset = 0.01
        let (dx, dy) = (end.x - start.x, end.y - start.y)
        var (enter, leave) = (0.0, 1.0)
        let sides = [(-dx, start.x - (minX + inset)), (dx, (maxX - inset) - start.x), (-dy, start.y - (minY + inset)), (dy, (maxY - inset) - start.y)]
        for (direction, room) in sides {
            if direction == 0 {
                if room <= 0 { return false }
                continue
            }
            let share = room / direction
            if direction < 0 { enter = max(enter, share) } else { leave = min(leave, share) }
            if enter >= leave { return false }
        }
        return true
    }
}

extension GraphPlaces {
    /// Each node's drawn box, by node ID; nodes without a position or size are left out.
    var nodeBoxes: [String: PlacedBox] {
        nodePositions.reduce(into: [:]) { boxes, entry in
            guard let centre = GraphPlaces.points(in: entry.value).first, let size = nodeSizes[entry.key] else { return }
            boxes[entry.key] = PlacedBox(centre: centre, width: size.width, height: size.height)
        }
    }
}
