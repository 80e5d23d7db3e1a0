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
        public var id: String { "unwind-without-target" }
        public var summary: String { "an unwind segue has a target scene" }
        public var defaultSeverity: Severity { .warning }

        /// Creates the rule.
        public init() {}

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
