import Foundation

extension RenderError: CustomStringConvertible, LocalizedError {
    /// A one-line explanation quoting Graphviz's message or naming the file.
    public var description: String {
        switch self {
        case .syntax(let message):
            "The DOT text is invalid: \(message)"
        case .unknownLayoutEngine(let name, let message):
            "Unknown layout engine '\(name)': \(message)"
        case .layout(let engine, let message):
            "Layout with '\(engine)' failed: \(message)"
        case .render(let format, let message):
            "Rendering \(format.rawValue.uppercased()) failed: \(message)"
        case .unsupportedFormat(let name):
            "Unsupported output format '\(name)'. Use one of: \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", "))."
        case .io(let path, let reason):
            "Cannot write '\(path)': \(reason)"
        }
    }

    /// The same text as ``description``, for `localizedDescription`.
    public var errorDescription: String? { description }
}
