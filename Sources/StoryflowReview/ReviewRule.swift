import Storyflow

/// One check the reviewer runs on a flow.
///
/// A rule is a small value with a stable id, a one-line summary and a default severity; it returns
/// every problem it finds, in declaration order. The built-in rules live in ``ReviewRules``; a team
/// writes its own in its own package and runs them with the built-in ones:
///
/// ```swift
/// struct ScenesHaveTitles: ReviewRule {
///     var id: String { "scenes-have-titles" }
///     var summary: String { "every screen has a title" }
///     var defaultSeverity: Severity { .note }
///     func findings(in context: ReviewContext) -> [Finding] {
///         context.flow.scenes.filter { !$0.kind.isContainer && $0.title == nil }.map { scene in
///             finding("scene '\(scene.id)' has no title", at: scene.location, scenes: [scene.id])
///         }
///     }
/// }
/// FlowReviewer(rules: ReviewRules.all + [ScenesHaveTitles()]).review(flow)
/// // or, in a flows executable: await StoryflowCLI.main(rules: [ScenesHaveTitles()]) { [try checkout()] }
/// ```
public protocol ReviewRule: Sendable {
    /// The stable kebab-case id printed after each finding, e.g. `push-without-navigation`.
    var id: String { get }
    /// What the rule checks, in one line, as `storyflow rules` lists it.
    var summary: String { get }
    /// The severity of its findings (a rule may lower it for a milder case, and says so in its summary).
    var defaultSeverity: Severity { get }
    /// Every problem the rule finds in the flow.
    func findings(in context: ReviewContext) -> [Finding]
}

extension ReviewRule {
    /// A finding of this rule in the rule's own words, at its default severity unless told otherwise.
    public func finding(
        _ message: String,
        severity: Severity? = nil,
        at location: SourceLocation?,
        scenes: [Scene.ID],
        segues: [Segue.ID] = []
    ) -> Finding {
        Finding(
            ruleID: id, severity: severity ?? defaultSeverity, message: message,
            location: location, sceneIDs: scenes, segueIDs: segues
        )
    }

    /// A finding of a built-in problem, worded by ``ReviewMessageGenerator``, at the rule's default
    /// severity unless told otherwise.
    public func finding(
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
