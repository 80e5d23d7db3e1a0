/// Node shapes; raw values are Graphviz's tokens.
public enum Shape: String, Hashable, Sendable, CaseIterable {
    case box, rect, plaintext, plain, none, ellipse, circle, point, doublecircle, diamond, note, tab, folder, component, record
}

/// Node, edge and cluster styles; a list combines them (`dashed,bold`).
public enum Style: String, Hashable, Sendable, CaseIterable {
    case solid, dashed, dotted, bold, invis, filled, rounded, striped, wedged, diagonals, tapered
}

/// A colour: a name (`grey40`), `#rrggbb` or `#rrggbbaa`.
public struct Color: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    public var rawValue: String

    /// Creates a colour from Graphviz's spelling.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A colour literal: `"#1d6fe0"` or `"grey40"`.
    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    public static let black: Color = "black"
    public static let white: Color = "white"
    public static let transparent: Color = "transparent"
}

/// An arrowhead shape; several combine left to right (`.dot.then(.normal)`).
public struct ArrowType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String

    /// Creates an arrow type from Graphviz's spelling, e.g. `onormal`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public static let normal = ArrowType(rawValue: "normal")
    public static let empty = ArrowType(rawValue: "empty")
    public static let vee = ArrowType(rawValue: "vee")
    public static let openVee = ArrowType(rawValue: "ovee")
    public static let diamond = ArrowType(rawValue: "diamond")
    public static let openDiamond = ArrowType(rawValue: "odiamond")
    public static let box = ArrowType(rawValue: "box")
    public static let openBox = ArrowType(rawValue: "obox")
    public static let dot = ArrowType(rawValue: "dot")
    public static let openDot = ArrowType(rawValue: "odot")
    public static let tee = ArrowType(rawValue: "tee")
    public static let inverted = ArrowType(rawValue: "inv")
    public static let none = ArrowType(rawValue: "none")

    /// This arrow followed by `other`, nearer the node: `ArrowType.openDot.then(.normal)` is `odotnormal`.
    public func then(_ other: ArrowType) -> ArrowType {
        ArrowType(rawValue: rawValue + other.rawValue)
    }
}

/// Which ends of an edge get arrowheads.
public enum EdgeDirection: String, Hashable, Sendable, CaseIterable {
    case forward, back, both, none
}

/// The direction ranks run in.
public enum RankDirection: String, Hashable, Sendable, CaseIterable {
    case topToBottom = "TB", leftToRight = "LR", bottomToTop = "BT", rightToLeft = "RL"
}

/// Rank constraints of a subgraph's nodes.
public enum Rank: String, Hashable, Sendable, CaseIterable {
    case same, min, max, source, sink
}

/// How edges are drawn.
public enum Splines: String, Hashable, Sendable, CaseIterable {
    case spline = "true", line, polyline, ortho, curved, none
}

/// Vertical placement of a graph or cluster label.
public enum LabelLocation: String, Hashable, Sendable, CaseIterable {
    case top = "t", center = "c", bottom = "b"
}

/// Horizontal placement of a graph or cluster label.
public enum LabelJustification: String, Hashable, Sendable, CaseIterable {
    case left = "l", center = "c", right = "r"
}

/// The order in which the SVG/PNG draws nodes and edges.
public enum OutputOrder: String, Hashable, Sendable, CaseIterable {
    case breadthFirst = "breadthfirst", nodesFirst = "nodesfirst", edgesFirst = "edgesfirst"
}
