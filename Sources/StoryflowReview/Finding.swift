import Storyflow

/// One problem the reviewer found in a flow: what is wrong, how serious it is, and where.
///
/// A built-in rule's finding carries its ``problem`` as data, and ``ReviewMessageGenerator`` writes
/// its ``message``; a team's own rule writes the message itself. ``diagnostic(flowName:)`` prints it
/// like every other diagnostic.
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
    /// What is wrong, in words, with scene names and identifiers in quotes and a suggested fix.
    public var message: String
    /// What is wrong, as data, for the built-in rules; `nil` for a rule that only words it.
    public var problem: ReviewProblem?
    /// Where to fix it: the DSL line or storyboard object; `nil` for problems of the whole flow.
    public var location: SourceLocation?
    /// The scenes concerned, most important first.
    public var sceneIDs: [Scene.ID]
    /// The segues concerned, in declaration order.
    public var segueIDs: [Segue.ID]

    /// Creates a finding worded by its rule, as a team's own rule does.
    public init(
        ruleID: String,
        severity: Severity,
        message: String,
        location: SourceLocation? = nil,
        sceneIDs: [Scene.ID] = [],
        segueIDs: [Segue.ID] = []
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.location = location
        self.sceneIDs = sceneIDs
        self.segueIDs = segueIDs
    }

    /// Creates a finding of a built-in problem, worded by ``ReviewMessageGenerator``.
    public init(
        ruleID: String,
        severity: Severity,
        problem: ReviewProblem,
        location: SourceLocation? = nil,
        sceneIDs: [Scene.ID] = [],
        segueIDs: [Segue.ID] = []
    ) {
        self.init(
            ruleID: ruleID, severity: severity, message: ReviewMessageGenerator.message(for: problem),
            location: location, sceneIDs: sceneIDs, segueIDs: segueIDs
        )
        self.problem = problem
    }

    /// The finding as a diagnostic with the rule's id as its code; a finding about the whole flow
    /// (no location) names the flow.
    ///
    /// ```swift
    /// finding.diagnostic(flowName: "Ratings").description
    /// // "Flows/Ratings.swift:42: warning: show segue 'PickGame' … [push-without-navigation]"
    /// ```
    public func diagnostic(flowName: String) -> Diagnostic {
        Diagnostic(severity, message, location: location, subject: flowName, code: ruleID)
    }
}
