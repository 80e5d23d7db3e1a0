import Storyflow

extension ReviewRules {
    /// An unwind segue must return to a scene on a path that leads to its source (or to a scene in a
    /// container of such a scene): UIKit looks for the target only among the scenes the user came through.
    ///
    /// ```swift
    /// // Edit unwinds to Gestures, another tab that never leads to Edit:
    /// // Flows/Ratings.swift:50: warning: unwind segue from 'Edit' with action 'done:' returns to 'Gestures', … [unwind-target-off-path]
    /// ```
    public struct UnwindTargetOffPath: ReviewRule {
        /// The rule's stable id.
        public var id: String { "unwind-target-off-path" }
        /// What the rule checks, in one line.
        public var summary: String { "an unwind segue returns to a scene on a path that leads to its source" }
        /// A warning: the unwind does nothing at run time.
        public var defaultSeverity: Severity { .warning }

        /// Creates the rule.
        public init() {}

        /// One finding per unwind whose target does not lead to its source, in declaration order.
        public func findings(in context: ReviewContext) -> [Finding] {
            var sourcesByTarget: [Scene.ID: Set<Scene.ID>] = [:]
            return context.flow.segues.compactMap { segue in
                guard segue.kind == .unwind, ![.ambiguous, .unresolved].contains(segue.unwind?.resolution),
                      let target = context.scene(segue.destination)
                else { return nil }
                let sources = sourcesByTarget[target.id] ?? context.unwindSources(returningTo: target.id)
                sourcesByTarget[target.id] = sources
                guard !sources.contains(segue.source) else { return nil }
                return finding(
                    .unwindTargetOffPath(context.reviewed(segue)), at: context.location(of: segue),
                    scenes: [segue.source, target.id], segues: [segue.id]
                )
            }
        }
    }
}
