/// Why a render failed. Graphviz's cases carry its own message text; file cases carry the path.
///
/// ```swift
/// do {
///     try GraphvizRenderer().render("digraph { a -> -> b }", as: .svg)
/// } catch {
///     print(error)   // The DOT text is invalid: syntax error in line 1 near '->'
/// }
/// ```
public enum RenderError: Error, Hashable, Sendable {
    /// The DOT text could not be read; `message` is Graphviz's, e.g. `syntax error in line 1 near '->'`.
    case syntax(message: String)
    /// No installed layout engine has this name; Graphviz's message lists the ones it knows.
    case unknownLayoutEngine(String, message: String)
    /// The layout reported errors, e.g. a malformed HTML-like label, which Graphviz would
    /// otherwise silently draw as the node's ID.
    case layout(engine: String, message: String)
    /// Drawing the laid-out graph in the format failed.
    case render(format: OutputFormat, message: String)
    /// The name is not one of the formats in ``OutputFormat``.
    case unsupportedFormat(String)
    /// The output file at `path` could not be written; `reason` is the system's explanation.
    case io(path: String, reason: String)
}
