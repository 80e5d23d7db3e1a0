import Storyflow

extension ReviewRules {
    /// An unwind segue needs a target scene: one that implements its action on the way back.
    ///
    /// An unwind whose target is ambiguous is left to ``AmbiguousUnwindTarget``.
    ///
    /// ```swift
    /// // An imported unwind from Edit whose action 'cancelInput:' no scene implements:
    /// // Main.storyboard:88 (Xy1-ab-c2d): warning: unwind segue from 'Edit' with action 'cancelInput:' has no target scene; … [unwind-without-target]
    /// ```
    public struct UnwindWithoutTarget: ReviewRule {
        /// The rule's stable id.
        public var id: String { "unwind-without-target" }
        /// What the rule checks, in one line.
        public var summary: String { "an unwind segue has a target scene" }
        /// A warning: the unwind does nothing at run time.
        public var defaultSeverity: Severity { .warning }

        /// Creates the rule.
        public init() {}

        /// One finding per unwind without destination or with an unresolved one, in declaration order.
        public func findings(in context: ReviewContext) -> [Finding] {
            context.flow.segues.filter { segue in
                guard segue.kind == .unwind, segue.unwind?.resolution != .ambiguous else { return false }
                return segue.destination == nil || segue.unwind?.resolution == .unresolved
            }.map { segue in
                finding(
                    .unwindWithoutTarget(context.reviewed(segue)), at: context.location(of: segue),
                    scenes: [segue.source], segues: [segue.id]
                )
            }
        }
    }
}
