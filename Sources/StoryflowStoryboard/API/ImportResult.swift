import Storyflow

/// What an import produces: one flow, and the problems worked around to build it.
///
/// ```swift
/// let result = try StoryboardImporter().importFlow(paths: ["App/Base.lproj"])
/// result.flow.scenes.count
/// result.warnings.forEach { print($0) }
/// ```
public struct ImportResult: Hashable, Sendable {
    /// The flow of every storyboard read, references between them resolved.
    public var flow: Flow
    /// Problems met, in file order; empty when everything resolved.
    public var warnings: [ImportWarning]

    /// Creates a result.
    public init(flow: Flow, warnings: [ImportWarning]) {
        self.flow = flow
        self.warnings = warnings
    }
}
