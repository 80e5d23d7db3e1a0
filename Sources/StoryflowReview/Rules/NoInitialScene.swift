import Storyflow

extension ReviewRules {
    /// A flow must have a way in: an initial scene, or at least scenes code can instantiate by identifier
    /// (a secondary storyboard often has no initial scene, and that is fine).
    ///
    /// ```swift
    /// Flow(name: "Ratings", scenes: [players]).initialSceneID   // nil, and Players has no storyboard identifier
    /// // Ratings: error: 'Ratings' has no initial scene and no scene with a storyboard identifier, … [no-initial-scene]
    /// ```
    public struct NoInitialScene: ReviewRule {
        /// The rule's stable id.
        public var id: String { "no-initial-scene" }
        /// What the rule checks, in one line.
        public var summary: String { "the flow has an initial scene, or scenes code can instantiate by identifier" }
        /// An error: nothing in the flow can appear.
        public var defaultSeverity: Severity { .error }

        /// Creates the rule.
        public init() {}

        /// One finding for the whole flow when it has no entry at all, in declaration order.
        public func findings(in context: ReviewContext) -> [Finding] {
            let flow = context.flow
            guard flow.initialSceneID == nil, !flow.scenes.isEmpty, context.entrySceneIDs.isEmpty else { return [] }
            return [finding(.noInitialScene(flow: flow.name), at: nil, scenes: [])]
        }
    }
}
