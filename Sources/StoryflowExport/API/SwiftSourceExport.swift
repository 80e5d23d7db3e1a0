import Storyflow

/// A flow written as Swift source in the DSL, with what the source could not say.
///
/// ```swift
/// let export = SwiftSourceExporter().export(flow, functionName: "ratingsFlow")
/// try export.source.write(toFile: "RatingsFlow.swift", atomically: true, encoding: .utf8)
/// export.losses.isEmpty   // true when the source declares exactly the flow
/// ```
public struct SwiftSourceExport: Hashable, Sendable {
    /// A complete Swift file: `import Storyflow` and one function returning the flow.
    public var source: String
    /// The name of the function the source declares, e.g. `mainFlow`.
    public var functionName: String
    /// What the DSL cannot express, in the order of the `// Export loss:` comments in ``source``.
    public var losses: [ExportLoss]

    /// Creates an export.
    public init(source: String, functionName: String, losses: [ExportLoss]) {
        self.source = source
        self.functionName = functionName
        self.losses = losses
    }
}
