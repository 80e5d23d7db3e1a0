import Storyflow

extension ReviewRules {
    /// The initial scene id must name a scene of the flow.
    ///
    /// A flow holds a single initial scene id, so "more than one initial scene" cannot be expressed
    /// in the model; an importer that meets several reports it itself.
    ///
    /// ```swift
    /// Flow(name: "Ratings", scenes: [tabs], initialSceneID: "Tab")
    /// // Ratings: error: the initial scene 'Tab' is not a scene of 'Ratings'; … [unknown-initial-scene]
    /// ```
    public struct UnknownInitialScene: ReviewRule {
        /// The rule's stable id.
        public var id: String { "unknown-initial-scene" }
        /// What the rule checks, in one line.
        public var summary: String { "the initial scene id names a scene of the flow" }
        /// An error: the app cannot start from it.
        public var defaultSeverity: Severity { .error }

        /// Creates the rule.
        public init() {}

        /// One finding for the whole flow when its initial scene id names no scene, in declaration order.
        public func findings(in context: ReviewContext) -> [Finding] {
            guard let initialID = context.flow.initialSceneID, context.scene(initialID) == nil else { return [] }
            return [finding(.unknownInitialScene(flow: context.flow.name, sceneID: initialID), at: nil, scenes: [])]
        }
    }
}
