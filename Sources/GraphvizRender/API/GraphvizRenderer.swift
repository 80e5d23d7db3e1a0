import Foundation

/// Renders DOT text to SVG, PNG, PDF or laid-out DOT with the Graphviz library, in-process.
///
/// ```swift
/// let renderer = GraphvizRenderer(options: RenderOptions(engine: .dot, dpi: 144))
/// let svg = try renderer.render("digraph { a -> b }", as: .svg)
/// print(String(decoding: svg.data, as: UTF8.self))   // <?xml … <svg …
/// try renderer.write("digraph { a -> b }", as: .png, to: URL(fileURLWithPath: "flow.png"))
/// ```
///
/// Any number of threads and tasks may render at once: Graphviz calls are serialised by one
/// process-wide lock. Renders are deterministic: the same text gives the same bytes every time
/// in a process, clusters included. An error in one render never affects the next.
/// Graphviz's warnings come back in ``RenderResult/warnings``; nothing is printed to stderr.
public struct GraphvizRenderer: Sendable {
    /// The layout engine and resolution used for every render.
    public var options: RenderOptions

    /// A renderer with the given options.
    public init(options: RenderOptions = RenderOptions()) {
        self.options = options
    }

    /// Lays out and draws the DOT text, blocking the calling thread until Graphviz is free.
    ///
    /// - Throws: ``RenderError/syntax(message:)``, ``RenderError/unknownLayoutEngine(_:message:)``,
    ///   ``RenderError/layout(engine:message:)`` or ``RenderError/render(format:message:)``,
    ///   each with Graphviz's message.
    public func render(_ dot: String, as format: OutputFormat) throws(RenderError) -> RenderResult {
        let job = GraphvizJob(source: dot, format: format, options: options)
        return try GraphvizContext.shared.perform(job.run)
    }

    /// Lays out and draws the DOT text on Graphviz's own queue, suspending until it is done.
    ///
    /// - Throws: the errors of the synchronous `render(_:as:)`.
    public func render(_ dot: String, as format: OutputFormat) async throws(RenderError) -> RenderResult {
        try await onGraphvizQueue { () throws(RenderError) in try render(dot, as: format) }
    }

    /// Renders the DOT text and writes it to `file` atomically (temporary file in the same
    /// folder, then rename). If rendering or writing fails, an existing file is left as it was.
    ///
    /// - Returns: the result, whose `data` is what was written.
    /// - Throws: the errors of `render(_:as:)`, or ``RenderError/io(path:reason:)``
    ///   naming the file when it cannot be written.
    @discardableResult
    public func write(_ dot: String, as format: OutputFormat, to file: URL) throws(RenderError) -> RenderResult {
        let result = try render(dot, as: format)
        try AtomicFileWriter(destination: file).write(result.data)
        return result
    }

    /// Renders the DOT text and writes it to `file` atomically, on Graphviz's own queue.
    @discardableResult
    public func write(_ dot: String, as format: OutputFormat, to file: URL) async throws(RenderError) -> RenderResult {
        try await onGraphvizQueue { () throws(RenderError) in try write(dot, as: format, to: file) }
    }

    /// Runs `work` on ``GraphvizContext``'s serial queue, so waiting for the lock never blocks
    /// a thread of the cooperative pool.
    private func onGraphvizQueue(
        _ work: @escaping @Sendable () throws(RenderError) -> RenderResult
    ) async throws(RenderError) -> RenderResult {
        let outcome = await withCheckedContinuation { continuation in
            GraphvizContext.shared.queue.async {
                continuation.resume(returning: Result(catching: work))
            }
        }
        return try outcome.get()
    }
}
