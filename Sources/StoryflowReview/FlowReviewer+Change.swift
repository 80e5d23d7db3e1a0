import Storyflow

extension FlowReviewer {
    /// The findings of `head` that `base` does not have: what a change introduces. Findings
    /// compare by rule and message, so one that only moved to another line is not new; a finding
    /// that appears more often than before counts its extra copies.
    ///
    /// ```swift
    /// FlowReviewer().findingsIntroduced(from: before, to: after).map(\.ruleID)   // ["push-navigation-controller"]
    /// ```
    public func findingsIntroduced(from base: Flow, to head: Flow) -> [Finding] {
        var before = Dictionary(review(base).map { (Self.key(of: $0), 1) }, uniquingKeysWith: +)
        return review(head).filter { finding in
            let key = Self.key(of: finding)
            guard let count = before[key], count > 0 else { return true }
            before[key] = count - 1
            return false
        }
    }

    private static func key(of finding: Finding) -> String {
        finding.ruleID + "\u{1}" + finding.message
    }
}
