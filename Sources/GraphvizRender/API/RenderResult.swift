import Foundation

/// What a render produced: the output bytes and the warnings Graphviz reported on the way.
public struct RenderResult: Hashable, Sendable {
    /// The rendered file's bytes (SVG/DOT text in UTF-8, or PNG/PDF binary).
    public var data: Data
    /// Graphviz's warnings, one message per element, without the `Warning: ` prefix
    /// (e.g. `using box for unknown shape foo`). Warnings never fail a render.
    public var warnings: [String]

    /// A result with the given bytes and warnings.
    public init(data: Data, warnings: [String] = []) {
        self.data = data
        self.warnings = warnings
    }
}
