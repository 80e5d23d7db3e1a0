import Storyflow

/// One problem the reviewer found in a flow: what is wrong, how serious it is, and where.
///
/// A finding carries data; ``message`` turns it into words (see ``ReviewMessageGenerator``),
/// and ``DiagnosticFormatter`` prints it like a compiler diagnostic.
///
/// ```swift
/// let findings = FlowReviewer().review(flow)
/// findings.first?.ruleID     // "push-without-navigation"
/// findings.first?.message    // "show segue 'PickGame' from 'Add Player' has no navigation controller …"
/// findings.first?.sceneIDs   // ["AddPlayer", "ChooseGame"]: what a diagram can highlight
/// ```
public struct Finding: Hashable, Sendable {
    /// The stable kebab-case id of the rule that found it, e.g. `segue-back`.
    public var ruleID: String
    /// How serious it is.
    public var severity: Severity
    /// What is wrong, as data.
    public var problem: ReviewProblem
    /// Where to fix it: the DSL line or storyboard object; `nil` for problems of the whole flow.
    public var location: SourceLocation?
    /// The scenes concerned, most important first.
    public var sceneIDs: [Scene.ID]
    /// The segues concerned, in declaration order.
    public var segueIDs: [Segue.ID]

    /// Creates a finding.
    public init(
        ruleID: String,
        severity: Severity,
        problem: ReviewProblem,
        location: SourceLocation? = nil,
        sceneIDs: [Scene.ID] = [],
        segueIDs: [Segue.ID] = []
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.problem = problem
        self.location = location
        self.sceneIDs = sceneIDs
        self.segueIDs = segueIDs
    }

    /// The problem in words, with scene names and identifiers in quotes and a suggested fix.
    public var message: String {
        ReviewMessageGenerator.message(for: problem)
    }
}
