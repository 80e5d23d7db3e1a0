import Foundation
import GraphvizDOT
import GraphvizRender
import Storyflow

/// Turns a flow's graph into the bytes of the formats asked for, laying it out in this process
/// or, for large flows, in a supervised child process with a time limit.
struct DiagramRenderer {
    /// Where Graphviz's layout runs.
    enum Isolation {
        /// In this process: no start-up cost; a Graphviz crash would end the command.
        case inProcess
        /// In a `storyflow render-worker` of the pool, stopped after `timeout` seconds; a crash or
        /// a hang becomes an error and nothing is written.
        case worker(RenderWorkerPool, timeout: Double)
    }

    /// The flow's name, for messages.
    let flowName: String
    /// The resolution and pixel budget of Graphviz's output.
    let output: GraphvizOutput
    let isolation: Isolation
    /// Where the render's warnings go: standard error, as each comes.
    var report: @Sendable (Diagnostic) -> Void = { StandardError.print($0) }

    /// The diagram in each format, in the order given: the generated DOT source for `.dotSource`,
    /// Graphviz's rendering for the others.
    ///
    /// A graph of unconnected parts is laid out part by part and its parts packed by their real
    /// sizes (``PackedParts``); a graph `neato` routes around pinned scenes gets the edges that run
    /// through a scene routed around it (``RouteClearance``) and the labels that lie over a scene,
    /// another label or their own arrowhead moved clear (``LabelClearance``). The DOT then written
    /// is the one drawn, every place pinned.
    func render(_ graph: Graph, as formats: [DiagramFormat]) async throws -> [Data] {
        let graphvizFormats = formats.compactMap(\.graphvizFormat)
        var (dot, rendered) = (graph.dotSource, [RenderResult]())
        if !graphvizFormats.isEmpty {
            var drawn = try await packingParts(of: graph) ?? graph
            if let cleared = try await clearingRoutesAndLabels(of: drawn) { drawn = cleared }
            (dot, rendered) = try await renderRoutingLostEdges(drawn, dot: drawn.dotSource, as: graphvizFormats)
        }
        for (format, result) in zip(graphvizFormats, rendered) where format == .png {
            if let warning = PNGLegibility(result: result, requestedDPI: output.dpi, pixelBudget: output.maximumPNGPixels)?.warning {
                report(Diagnostic(.warning, warning, subject: flowName))
            }
        }
        return formats.map { format in
            format == .dotSource ? Data(dot.utf8) : rendered.removeFirst().data
        }
    }

    /// Graphviz's layout of `graph`, as laid-out DOT (every node's and edge's place).
    func laidOutDOT(of graph: Graph) async throws -> String {
        let (_, results) = try await renderRoutingLostEdges(graph, dot: graph.dotSource, as: [.laidOutDOT])
        return String(decoding: results.first?.data ?? Data(), as: UTF8.self)
    }

    /// `graph` with its parts laid out one by one and packed, pinned where they go; `nil` when it
    /// has no parts to pack, the packing cannot place all of it, or Graphviz's own layout of the
    /// whole is smaller.
    private func packingParts(of graph: Graph) async throws -> Graph? {
        guard let packed = PackedParts(graph) else { return nil }
        let oneLayout = try GraphPlaces(laidOutDOT: try await laidOutDOT(of: graph))
        var parts: [GraphPlaces] = []
        for part in packed.parts {
            parts.append(try GraphPlaces(laidOutDOT: try await laidOutDOT(of: part)))
        }
        var title: GraphPlaces?
        if let titleGraph = packed.title { title = try GraphPlaces(laidOutDOT: try await laidOutDOT(of: titleGraph)) }
        return packed.pinned(parts: parts, title: title, unlessLargerThan: oneLayout)
    }

    /// `graph`, laid out by `neato` around pinned scenes, drawn where that puts everything but with
    /// the edges that run through a scene routed around it (``RouteClearance``), then the labels that
    /// lie over a scene, another label or their own arrowhead moved clear along their edges
    /// (``LabelClearance``); `nil` when it is not laid out by `neato` or nothing needs moving.
    private func clearingRoutesAndLabels(of graph: Graph) async throws -> Graph? {
        guard graph.body.attributes["layout"] == .custom("layout", "neato") else { return nil }
        let places = try GraphPlaces(laidOutDOT: try await laidOutDOT(of: graph))
        let rerouted = RouteClearance(graph: graph, places: places).clearedPlaces()
        guard let cleared = LabelClearance(graph: graph, places: rerouted ?? places).clearedPlaces() ?? rerouted else { return nil }
        let pinned = PinnedLayout(cleared)
        return pinned.places(graph) ? pinned.pin(graph) : nil
    }

    /// Renders `graph`; when Graphviz's router loses an edge (which fails the whole layout), renders
    /// again with that edge free to attach anywhere on its ports, then, if need be, anywhere on its
    /// scenes, and once drawn says so, once per edge. Returns the DOT that was drawn.
    private func renderRoutingLostEdges(_ graph: Graph, dot: String, as formats: [OutputFormat]) async throws -> (String, [RenderResult]) {
        var (graph, dot) = (graph, dot)
        // Each freed edge by name, in the order they were freed, and whether its ports went too.
        var freedEdges: [(name: String, portsFreed: Bool)] = []
        while true {
            do {
                let results = try await renderWithGraphviz(dot, as: formats)
                for edge in freedEdges {
                    let drawn = edge.portsFreed ? "from scene to scene, not from the element that fires it" : "to their nearest sides"
                    report(Diagnostic(
                        .warning, "the arrow of \(edge.name) could not be routed to the sides of the scenes chosen for it; it is drawn \(drawn)",
                        subject: flowName
                    ))
                }
                return (dot, results)
            } catch CommandError.renderFailed(let flow, let format, let message) {
                guard let lost = LostEdge(message: message) else {
                    throw CommandError.renderFailed(flow: flow, format: format, message: message)
                }
                let (freed, edges, portsFreed) = graph.freeingLostEdge(between: lost.tail, and: lost.head)
                guard !edges.isEmpty else { throw CommandError.renderFailed(flow: flow, format: format, message: message) }
                (graph, dot) = (freed, freed.dotSource)
                for edge in edges {
                    let name = edge.attributes["id"].flatMap { attribute -> String? in
                        guard case .id(let id) = attribute else { return nil }
                        return id.hasPrefix("segue-") ? "segue '\(id.dropFirst("segue-".count))'" : "'\(id)'"
                    } ?? "from \(edge.tail.node) to \(edge.head.node)"
                    if let known = freedEdges.firstIndex(where: { $0.name == name }) {
                        freedEdges[known].portsFreed = portsFreed
                    } else {
                        freedEdges.append((name, portsFreed))
                    }
                }
            }
        }
    }

    private func renderWithGraphviz(_ dot: String, as formats: [OutputFormat]) async throws -> [RenderResult] {
        switch isolation {
        case .inProcess:
            do {
                let results = try output.render(dot, as: formats)
                GraphvizWarningText.diagnostics(for: results.flatMap(\.warnings), flowName: flowName).forEach(report)
                return results
            } catch {
                throw CommandError.renderFailed(flow: flowName, format: formats.map(\.rawValue).joined(separator: ","), message: error.description)
            }
        case .worker(let pool, let timeout):
            return try await IsolatedRender(flowName: flowName, output: output, pool: pool, timeout: timeout).render(dot, as: formats)
        }
    }
}

extension DiagramFormat {
    /// The Graphviz output format, or `nil` for `.dotSource`, which is the generated source itself
    /// (`.html` starts from the SVG).
    var graphvizFormat: OutputFormat? {
        switch self {
        case .svg, .html: .svg
        case .png: .png
        case .pdf: .pdf
        case .dotSource: nil
        }
    }
}
