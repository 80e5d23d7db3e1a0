/// An edge that Graphviz's spline router could not route, which fails the whole layout: Graphviz
/// 2.42 reports `lost s866 s11 edge` when it finds no way to the compass point an edge is pinned
/// to. The same edge without compass points routes, or failing that without ports
/// (GraphvizDOT's `Graph.freeingLostEdge(between:and:)`).
///
/// ```swift
/// LostEdge(message: "in routesplines, Pshortestpath failed\nlost s866 s11 edge")   // s866 → s11
/// ```
public struct LostEdge: Hashable, Sendable {
    /// The node the edge leaves.
    public var tail: String
    /// The node the edge enters.
    public var head: String

    /// The edge that a Graphviz error message says was lost; `nil` when it says no such thing.
    public init?(message: String) {
        guard let match = message.firstMatch(of: /lost (\S+) (\S+) edge/) else { return nil }
        tail = String(match.1)
        head = String(match.2)
    }
}
