import Storyflow

extension ReviewRules {
    /// Every scene can be reached from an entry (the initial scene, or a scene with a storyboard
    /// identifier that code can instantiate) by following segues and relationships.
    ///
    /// Unwinds do not count: they return to scenes that already exist. A flow with no entry at all is
    /// left to ``NoInitialScene`` and ``UnknownInitialScene``.
    ///
    /// ```swift
    /// // Tabs (initial) has tabs Players and Gestures; Settings has no segue leading to it:
    /// // Flows/Ratings.swift:30: warning: 'Settings' cannot be reached: … [unreachable-scene]
    /// ```
    public struct UnreachableScene: ReviewRule {
        /// The rule's stable id.
        public var id: String { "unreachable-scene" }
        /// What the rule checks, in one line.
        public var summary: String { "every scene can be reached from the initial scene or a scene with a storyboard identifier" }
        /// A warning: the scene is dead weight, or a connection is missing.
        public var defaultSeverity: Severity { .warning }

        /// Creates the rule.
        public init() {}

        /// One finding per scene no entry leads to, in declaration order.
        public func findings(in context: ReviewContext) -> [Finding] {
            let entries = context.entrySceneIDs
            guard !entries.isEmpty else { return [] }
            let reachable = context.scenesReachable(from: entries)
            let initialName = context.initialScene?.displayName
            return context.flow.scenes.filter { !reachable.contains($0.id) }.map { scene in
                finding(
                    .unreachableScene(scene: scene.displayName, initialScene: initialName),
                    at: scene.location, scenes: [scene.id]
                )
            }
        }
    }
}
