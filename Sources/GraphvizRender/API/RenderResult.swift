import Foundation

/// What a render produced: the output bytes and the warnings Graphviz reported on the way.
public struct RenderResult: Hashable, Sendable {
    /// The rendered file's bytes (SVG/DOT text in UTF-8, or PNG/PDF binary).
    public var data: Data
    /// Graphviz's warnings, one message per element, without the `Warning: ` prefix
    /// (e.g. `using box for unknown shape foo`). Warnings never fail a render.
    public var warnings: [String]
    /// The resolution a PNG was drawn at, in dots per inch: the requested one, or lower when
    /// ``RenderOptions/maximumPNGPixels`` or cairo's largest bitmap (32767 pixels a side) required
    /// it. `nil` for the other formats.
    public var dpi: Double?

    /// A result with the given bytes, warnings and PNG resolution.
    public init(data: Data, warnings: [String] = [], dpi: Double? = nil) {
        self.data = data
        self.warnings = warnings
        self.dpi = dpi
    }
}
