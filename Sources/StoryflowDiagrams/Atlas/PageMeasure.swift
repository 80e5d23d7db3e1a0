import Foundation

/// How readable a drawn diagram is, read from Graphviz's SVG of it: its size in points, the size of
/// the text inside its scenes (the nodes of class `scene`, or on an overview those of class `part`)
/// and how much of the page they cover.
/// What ``PageReadability`` judges at a PNG resolution, and what the corpus test reports per page.
///
/// ```swift
/// let measure = PageMeasure(svg: svgText)
/// measure?.medianSceneTextPoints   // 9.0
/// measure?.sceneCoverage           // 0.31
/// ```
public struct PageMeasure: Hashable, Sendable {
    /// The drawing's width and height in points, as the SVG root gives them.
    public let width: Double
    /// The drawing's height in points.
    public let height: Double
    /// The font size of every text inside a scene, in points, in the order drawn.
    public let sceneTextPoints: [Double]
    /// Each scene's bounding box, in the SVG's coordinates.
    public let sceneBoxes: [Box]

    /// A rectangle in points.
    public struct Box: Hashable, Sendable {
        /// The left edge.
        public let minX: Double
        /// The top edge.
        public let minY: Double
        /// The right edge.
        public let maxX: Double
        /// The bottom edge.
        public let maxY: Double

        /// A box from its edges.
        public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
            self.minX = minX
            self.minY = minY
            self.maxX = maxX
            self.maxY = maxY
        }

        /// The box's area in square points.
        public var area: Double { (maxX - minX) * (maxY - minY) }

        /// How far this box and `other` overlap along the axis they overlap least on; 0 when they do not.
        public func overlap(with other: Box) -> Double {
            let across = min(maxX, other.maxX) - max(minX, other.minX)
            let down = min(maxY, other.maxY) - max(minY, other.minY)
            return max(0, min(across, down))
        }
    }

    /// The area the scenes' outlines cover, in square points (each scene's bounding box).
    public var sceneArea: Double { sceneBoxes.reduce(0) { $0 + $1.area } }

    /// How many scenes the page draws.
    public var sceneCount: Int { sceneBoxes.count }

    /// The pairs of scenes whose outlines overlap by more than half a point.
    public var overlappingScenePairs: Int {
        var count = 0
        let boxes = sceneBoxes.sorted { $0.minX < $1.minX }
        for (position, box) in boxes.enumerated() {
            for other in boxes[(position + 1)...] {
                if other.minX >= box.maxX { break }
                if box.overlap(with: other) > 0.5 { count += 1 }
            }
        }
        return count
    }

    /// The measure of `svg`, or `nil` when it is not a Graphviz SVG with a size in points.
    public init?(svg: String) {
        guard let root = svg.range(of: "<svg "),
              let width = Self.number(after: "width=\"", in: svg[root.lowerBound...]),
              let height = Self.number(after: "height=\"", in: svg[root.lowerBound...]) else { return nil }
        self.width = width
        self.height = height
        var texts: [Double] = []
        var boxes: [Box] = []
        for group in Self.sceneGroups(in: svg) {
            texts += Self.attributeValues("font-size", in: group).compactMap(Double.init)
            var xs: [Double] = []
            var ys: [Double] = []
            for points in Self.attributeValues("points", in: group) + Self.attributeValues("d", in: group) {
                let numbers = Self.numbers(in: points)
                for pair in stride(from: 0, to: numbers.count - 1, by: 2) {
                    xs.append(numbers[pair])
                    ys.append(numbers[pair + 1])
                }
            }
            if let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() {
                boxes.append(Box(minX: minX, minY: minY, maxX: maxX, maxY: maxY))
            }
        }
        sceneTextPoints = texts
        sceneBoxes = boxes
    }

    /// The median font size of the text inside scenes, in points; `nil` when no scene has text.
    public var medianSceneTextPoints: Double? {
        let sorted = sceneTextPoints.sorted()
        guard !sorted.isEmpty else { return nil }
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    /// The share of the page the scenes cover, 0 to 1.
    public var sceneCoverage: Double {
        width * height > 0 ? min(1, sceneArea / (width * height)) : 0
    }

    /// The SVG of each scene (or part) node: from its `<g … class="node scene …">` to the `</g>` closing it.
    private static func sceneGroups(in svg: String) -> [Substring] {
        var groups: [Substring] = []
        var rest = svg[...]
        while let start = rest.range(of: "class=\"node (scene|part)[ \"]", options: .regularExpression) {
            guard let open = rest[..<start.lowerBound].range(of: "<g ", options: .backwards) else { break }
            var depth = 0
            var cursor = open.lowerBound
            var end = rest.endIndex
            while let next = rest[cursor...].range(of: "<g[ >]|</g>", options: .regularExpression) {
                depth += rest[next].hasPrefix("</") ? -1 : 1
                cursor = next.upperBound
                if depth == 0 { end = next.upperBound; break }
            }
            groups.append(rest[open.lowerBound..<end])
            rest = rest[end...]
        }
        return groups
    }

    /// Every value of `name="…"` in `text`.
    private static func attributeValues(_ name: String, in text: Substring) -> [Substring] {
        var values: [Substring] = []
        var rest = text
        let marker = " \(name)=\""
        while let start = rest.range(of: marker), let end = rest[start.upperBound...].firstIndex(of: "\"") {
            values.append(rest[start.upperBound..<end])
            rest = rest[end...]
        }
        return values
    }

    /// The numbers in a list of points or a path (`M10,20C30,40 …`, `10.5,-3 7,8`), in order.
    private static func numbers(in text: Substring) -> [Double] {
        var numbers: [Double] = []
        var current = ""
        for character in text {
            if character.isNumber || character == "." || (character == "-" && current.isEmpty) {
                current.append(character)
            } else {
                if let value = Double(current) { numbers.append(value) }
                current = character == "-" ? "-" : ""
            }
        }
        if let value = Double(current) { numbers.append(value) }
        return numbers
    }

    /// The number that follows `marker` in `text` (`width="612pt"` → 612).
    private static func number(after marker: String, in text: Substring) -> Double? {
        guard let start = text.range(of: marker) else { return nil }
        return Double(text[start.upperBound...].prefix { $0.isNumber || $0 == "." })
    }
}
