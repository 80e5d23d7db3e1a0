extension Edge {
    /// The `class` that marks a spacer (``spacer(from:to:minimumLength:)``).
    static let spacerClass = "spacer"

    /// An invisible edge `minimumLength` ranks long between two parts of a graph that nothing else
    /// connects: it only holds them in place for `dot`'s one layout of the whole. A renderer that
    /// lays the parts out one by one and packs them drops it (see ``isSpacer``).
    public static func spacer(from tail: String, to head: String, minimumLength: Int) -> Edge {
        Edge(from: Endpoint(node: tail), to: Endpoint(node: head), [.style([.invis]), .minLength(minimumLength), .class(spacerClass)])
    }

    /// Whether the edge is a spacer, which holds unconnected parts in place and nothing else.
    public var isSpacer: Bool {
        if case .class(Self.spacerClass)? = attributes["class"] { true } else { false }
    }
}
