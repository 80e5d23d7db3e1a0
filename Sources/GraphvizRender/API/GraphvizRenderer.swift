import Foundation

/// Renders DOT text to SVG, PNG, PDF or laid-out DOT with the Graphviz library, in-process.
///
/// ```swift
/// let renderer = GraphvizRenderer(options: RenderOptions(engine: .dot, dpi: 144))
/// let svg = try renderer.render("digraph { a -> b }", as: .svg)
/// print(String(decoding: svg.data, as: UTF8.self))   // <?xml … <svg …
/// try renderer.write("digraph { a -> b }", as: .png, to: URL(fileURLWithPath: "flow.png"))
///
/// let both = try renderer.render("digraph { a -> b }", as: [.svg, .png])   // one layout, two drawings
/// both[.png]?.dpi   // 144
/// ```
///
/// Any number of threads and tasks may render at once: Graphviz calls are serialised by one
/// process-wide lock. Renders are deterministic: the same text gives the same bytes every time
/// in a process, clusters included. An error in one render never affects the next.
/// Graphviz's warnings come back in ``RenderResult/warnings``; nothing is printed to stderr.
public struct GraphvizRenderer: Sendable {
    /// The layout engine, PNG resolution and PNG pixel budget used for every render.
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
        let job = GraphvizJob(source: dot, formats: [format], options: options)
        let results = try GraphvizContext.shared.perform(job.run)
        return results[0]
    }

    /// Lays out the DOT text once and draws it in each format, blocking the calling thread until
    /// Graphviz is free. Each result is byte for byte what `render(_:as:)` gives for its format,
    /// for the cost of one layout (usually most of the time) plus one drawing per format.
    ///
    /// A format listed twice is drawn once. With no formats the text is only laid out: that
    /// checks it for every error a render would report, and returns an empty dictionary.
    ///
    /// - Returns: one result per format; their warnings start with the layout's.
    /// - Throws: the errors of `render(_:as:)`; nothing is returned when any format fails.
    public func render(_ dot: String, as formats: [OutputFormat]) throws(RenderError) -> [OutputFormat: RenderResult] {
        let unique = Self.distinct(formats)
        let job = GraphvizJob(source: dot, formats: unique, options: options)
        let results = try GraphvizContext.shared.perform(job.run)
        return Dictionary(uniqueKeysWithValues: zip(unique, results))
    }

    /// Lays out the DOT text once, draws it in each format and hands the drawings to `deliver` as
    /// soon as they are made, before Graphviz frees the laid-out graph; returns once it is freed.
    ///
    /// Freeing a big layout takes about a twentieth of its render: a process that passes drawings
    /// on (a worker answering its parent) sends them while Graphviz frees. `deliver` runs while
    /// Graphviz's process-wide lock is held: it must not render, and every other render waits for
    /// it (hence package access only).
    ///
    /// - Throws: the errors of `render(_:as:)`; `deliver` is not called then.
    package func render(
        _ dot: String, as formats: [OutputFormat], beforeFreeing deliver: ([OutputFormat: RenderResult]) -> Void
    ) throws(RenderError) {
        let unique = Self.distinct(formats)
        // The job runs, and calls `deliver`, before this method returns.
        try withoutActuallyEscaping(deliver) { (deliver) throws(RenderError) in
            var job = GraphvizJob(source: dot, formats: unique, options: options)
            job.deliver = { results in deliver(Dictionary(uniqueKeysWithValues: zip(unique, results))) }
            _ = try GraphvizContext.shared.perform(job.run)
        }
    }

    /// Lays out the DOT text once and draws it in each format, on Graphviz's own queue.
    ///
    /// - Throws: the errors of the synchronous `render(_:as:)`.
    public func render(_ dot: String, as formats: [OutputFormat]) async throws(RenderError) -> [OutputFormat: RenderResult] {
        try await onGraphvizQueue { () throws(RenderError) in try render(dot, as: formats) }
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

    /// The formats in order, each once.
    private static func distinct(_ formats: [OutputFormat]) -> [OutputFormat] {
        var unique: [OutputFormat] = []
        for format in formats where !unique.contains(format) { unique.append(format) }
        return unique
    }

    /// Runs `work` on ``GraphvizContext``'s serial queue, so waiting for the lock never blocks
    /// a thread of the cooperative pool.
    private func onGraphvizQueue<Output: Sendable>(
        _ work: @escaping @Sendable () throws(RenderError) -> Output
    ) async throws(RenderError) -> Output {
        let outcome = await withCheckedContinuation { continuation in
            GraphvizContext.shared.queue.async {
                continuation.resume(returning: Result(catching: work))
            }
        }
        return try outcome.get()
    }
}
