import Storyflow

/// One check the reviewer runs on a flow.
///
/// A rule is a small value with a stable id, a one-line summary and a default severity; it returns
/// every problem it finds, in declaration order. The built-in rules live in ``ReviewRules``.
///
/// ```swift
/// struct NoEmptyTitles: ReviewRule {
///     var id: String { "no-empty-titles" }
///     var summary: String { "every scene has a title" }
///     var defaultSeverity: Severity { .note }
///     func findings(in context: ReviewContext) -> [Finding] { … }
/// }
/// FlowReviewer(rules: ReviewRules.all + [NoEmptyTitles()]).review(flow)
/// ```
public protocol ReviewRule: Sendable {
    /// The stable kebab-case id printed after each finding, e.g. `push-without-navigation`.
    var id: String { get }
    /// What the rule checks, in one line, e.g. for `storyflow review --list-rules`.
    var summary: String { get }
    /// The severity of its findings (a rule may lower it for a milder case, and says so in its summary).
    var defaultSeverity: Severity { get }
    /// Every problem the rule finds in the flow.
    func findings(in context: ReviewContext) -> [Finding]
}

extension ReviewRule {
    /// A finding of this rule, at its default severity unless told otherwise.
    func finding(
        _ problem: ReviewProblem,
        severity: Severity? = nil,
        at location: SourceLocation?,
        scenes: [Scene.ID],
        segues: [Segue.ID] = []
    ) -> Finding {
        Finding(
            ruleID: id, severity: severity ?? defaultSeverity, problem: problem,
            location: location, sceneIDs: scenes, segueIDs: segues
        )
    }
}
