import GraphvizDOT

extension GraphvizRenderer {
    /// Starts loading what Graphviz loads on its first render (its plugins, the font configuration,
    /// the text shaper) on Graphviz's own queue, and returns at once. A program that will render
    /// soon calls it before its other work (reading input, building the graph), so that on a
    /// machine with more than one core the first render does not wait for Graphviz to start.
    ///
    /// ```swift
    /// GraphvizRenderer.warmUp()
    /// let graph = try buildGraph()          // meanwhile Graphviz loads
    /// let svg = try GraphvizRenderer().render(graph, as: .svg)
    /// ```
    ///
    /// Warming up changes no output: renders are the same bytes with or without it.
    ///
    /// - Parameter fontName: The font the coming renders name (Graphviz's `fontname`, e.g.
    ///   `DejaVu Sans,Symbola`): its regular and bold faces are loaded too. `nil` for Graphviz's default.
    public static func warmUp(fontName: String? = nil) {
        var graph = Graph(name: "warm", nodeDefaults: Attributes([.shape(.plain)] + (fontName.map { [Attribute.fontName($0)] } ?? [])))
        graph.append(Node("warm", [.label(.html(.text([.plain("Warm "), .bold([.plain("up")])])))]))
        let source = graph.dotSource
        GraphvizContext.shared.queue.async {
            // A one-node graph with a label exercises the layout plugin, the text measurer and the
            // SVG writer; its result and any error are of no interest.
            _ = try? GraphvizRenderer().render(source, as: .svg)
        }
    }
}
