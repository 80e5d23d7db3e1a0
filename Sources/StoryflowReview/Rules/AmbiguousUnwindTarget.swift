import Storyflow

extension ReviewRules {
    /// An unwind segue should have one possible target: when several scenes implement its action,
    /// UIKit returns to whichever it meets first on the way back.
    ///
    /// ```swift
    /// // Imported: both Players and Detail implement 'done:'.
    /// // Main.storyboard:90 (Qz2-ab-c2d): warning: unwind segue from 'Add Player' with action 'done:' could return to 'Players' or 'Detail'; … [ambiguous-unwind-target]
    /// ```
    public struct AmbiguousUnwindTarget: ReviewRule {
        /// The rule's stable id.
        public var id: String { "ambiguous-unwind-target" }
        /// What the rule checks, in one line.
        public var summary: String { "an unwind segue has a single possible target" }
        /// A warning: the unwind works, but may land on the wrong scene.
        public var defaultSeverity: Severity { .warning }

        /// Creates the rule.
        public init() {}

        /// One finding per unwind whose resolution is ambiguous, in declaration order.
        public func findings(in context: ReviewContext) -> [Finding] {
            context.flow.segues.compactMap { segue in
                guard segue.kind == .unwind, let unwind = segue.unwind, unwind.resolution == .ambiguous else { return nil }
                return finding(
                    .ambiguousUnwindTarget(context.reviewed(segue), candidates: unwind.candidates.map(context.name(of:))),
                    at: context.location(of: segue), scenes: [segue.source] + unwind.candidates, segues: [segue.id]
                )
            }
        }
    }
}
