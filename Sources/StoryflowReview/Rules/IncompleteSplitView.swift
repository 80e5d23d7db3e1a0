import Storyflow

extension ReviewRules {
    /// A split view controller with children needs both a master and a detail scene. One with no
    /// children at all is reported by ``EmptyContainer``.
    ///
    /// ```swift
    /// // Split has a master relationship but no detail:
    /// // Flows/Friends.swift:3: warning: split view controller 'Split' has no detail scene; … [incomplete-split-view]
    /// ```
    public struct IncompleteSplitView: ReviewRule {
        /// The rule's stable id.
        public var id: String { "incomplete-split-view" }
        /// What the rule checks, in one line.
        public var summary: String { "a split view controller has both a master and a detail scene" }
        /// A warning: a column stays empty.
        public var defaultSeverity: Severity { .warning }

        /// Creates the rule.
        public init() {}

        /// One finding per split view controller with children but without master or detail, in declaration order.
        public func findings(in context: ReviewContext) -> [Finding] {
            context.flow.scenes.compactMap { scene in
                guard scene.kind == .splitViewController else { return nil }
                let roles = context.flow.children(of: scene.id).map(\.role)
                let missing = [RelationshipRole.master, .detail].filter { !roles.contains($0) }
                guard !roles.isEmpty, !missing.isEmpty else { return nil }
                return finding(.incompleteSplitView(splitView: scene.displayName, missing: missing), at: scene.location, scenes: [scene.id])
            }
        }
    }
}
