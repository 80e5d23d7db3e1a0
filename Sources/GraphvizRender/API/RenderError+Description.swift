import Foundation

extension RenderError: CustomStringConvertible, LocalizedError {
    /// A one-line explanation quoting Graphviz's message or naming the file, in lower case and without
    /// a full stop, as compilers word diagnostics.
    public var description: String {
        switch self {
        case .syntax(let message):
            "the DOT text is invalid: \(message)"
        case .unknownLayoutEngine(let name, let message):
            "unknown layout engine '\(name)': \(message)"
        case .layout(let engine, let message):
            "layout with '\(engine)' failed: \(message)"
        case .render(let format, let message):
            "rendering \(format.rawValue.uppercased()) failed: \(message)"
        case .unsupportedFormat(let name):
            "unsupported output format '\(name)'; use one of: \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", "))"
        case .io(let path, let reason):
            "cannot write '\(path)': \(reason)"
        }
    }

    /// The same text as ``description``, for `localizedDescription`.
    public var errorDescription: String? { description }
}
