import Foundation
import GraphvizDOT

extension GraphvizRenderer {
    /// Lays out and draws a typed graph (its `dotSource`).
    ///
    /// ```swift
    /// var graph = Graph(name: "flow")
    /// graph.append(Edge(from: "players", to: "detail"))
    /// let png = try GraphvizRenderer().render(graph, as: .png)
    /// ```
    public func render(_ graph: Graph, as format: OutputFormat) throws(RenderError) -> RenderResult {
        try render(graph.dotSource, as: format)
    }

    /// Lays out and draws a typed graph on Graphviz's own queue.
    public func render(_ graph: Graph, as format: OutputFormat) async throws(RenderError) -> RenderResult {
        try await render(graph.dotSource, as: format)
    }

    /// Lays out a typed graph once and draws it in each format (see `render(_:as:)` for DOT text).
    public func render(_ graph: Graph, as formats: [OutputFormat]) throws(RenderError) -> [OutputFormat: RenderResult] {
        try render(graph.dotSource, as: formats)
    }

    /// Lays out a typed graph once and draws it in each format, on Graphviz's own queue.
    public func render(_ graph: Graph, as formats: [OutputFormat]) async throws(RenderError) -> [OutputFormat: RenderResult] {
        try await render(graph.dotSource, as: formats)
    }

    /// Renders a typed graph and writes it to `file` atomically, as for DOT text.
    @discardableResult
    public func write(_ graph: Graph, as format: OutputFormat, to file: URL) throws(RenderError) -> RenderResult {
        try write(graph.dotSource, as: format, to: file)
    }

    /// Renders a typed graph and writes it to `file` atomically, on Graphviz's own queue.
    @discardableResult
    public func write(_ graph: Graph, as format: OutputFormat, to file: URL) async throws(RenderError) -> RenderResult {
        try await write(graph.dotSource, as: format, to: file)
    }
}
