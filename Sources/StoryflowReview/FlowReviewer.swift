import Storyflow

/// Runs review rules on a flow and collects every finding.
///
/// Findings come rule by rule, in the order of ``rules``, and within a rule in declaration order,
/// so the same flow always gives the same list.
///
/// ```swift
/// let findings = FlowReviewer().review(flow)
/// for finding in findings { print(finding.diagnostic(flowName: flow.name)) }
/// print(DiagnosticFormatter.summary(of: findings.map(\.severity)))   // "1 error, 2 warnings"
/// ```
public struct FlowReviewer: Sendable {
    /// The rules to run, in order.
    public var rules: [any ReviewRule]

    /// Creates a reviewer; by default with every built-in rule.
    public init(rules: [any ReviewRule] = ReviewRules.all) {
        self.rules = rules
    }

    /// Every finding of every rule.
    public func review(_ flow: Flow) -> [Finding] {
        let context = ReviewContext(flow: flow)
        return rules.flatMap { $0.findings(in: context) }
    }
}
