import GraphvizDOT

/// Measures nodes as Graphviz draws them, so that the storyboard's own arrangement places scenes by
/// their drawn sizes instead of estimates: given a graph of nodes alone, each node's width and
/// height in points by node ID, or `nil` when it cannot tell (then the sizes are estimated, with
/// room to spare, and the canvas between scenes stays wider).
///
/// ```swift
/// let layout = FlowLayout(options: options) { graph in
///     let laidOut = try? GraphvizRenderer().render(graph, as: .laidOutDOT)
///     return laidOut.flatMap { try? GraphPlaces(laidOutDOT: String(decoding: $0.data, as: UTF8.self)) }?
///         .nodeSizes.mapValues { ($0.width, $0.height) }
/// }
/// ```
public typealias NodeMeasuring = @Sendable (Graph) -> [String: (width: Double, height: Double)]?
