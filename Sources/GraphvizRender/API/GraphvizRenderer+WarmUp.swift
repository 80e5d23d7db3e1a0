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
    public static func warmUp() {
        GraphvizContext.shared.queue.async {
            // A one-node graph with a label exercises the layout plugin, the text measurer and the
            // SVG writer; its result and any error are of no interest.
            _ = try? GraphvizRenderer().render("digraph { node [label=\"Warm up\"]; warm }", as: .svg)
        }
    }
}
