import Foundation

/// Every mistake found in a flow declared with the DSL; ``Flow/init(_:device:content:)`` throws it.
///
/// ```swift
/// do {
///     let flow = try Flow("Ratings") { … }
/// } catch {
///     print(error)   // one line per problem, in source order:
///     // Ratings.swift:40: error: segue 'PickGame' goes to unknown scene 'ChoseGame'; did you mean 'ChooseGame'?
/// }
/// ```
public struct FlowDefinitionError: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
    /// The name of the flow that failed.
    public let flowName: String
    /// The problems, sorted by file and line; never empty.
    public let problems: [FlowDefinitionProblem]

    /// Creates an error for `problems`, which it sorts by file and line.
    public init(flowName: String, problems: [FlowDefinitionProblem]) {
        self.flowName = flowName
        self.problems = problems.enumerated().sorted { lhs, rhs in
            let left = (lhs.element.location.file, lhs.element.location.line ?? 0, lhs.offset)
            let right = (rhs.element.location.file, rhs.element.location.line ?? 0, rhs.offset)
            return left < right
        }.map(\.element)
    }

    /// One compiler-style line per problem.
    public var description: String {
        problems.map(\.description).joined(separator: "\n")
    }

    /// The same as ``description``.
    public var errorDescription: String? {
        description
    }
}
