import Storyflow

extension ReviewRules {
    /// A navigation, tab bar or split view controller needs child scenes. Page view controllers are not
    /// checked: their pages come from a data source in code.
    ///
    /// ```swift
    /// // PlayersNav has no root view controller relationship:
    /// // Flows/Ratings.swift:8: warning: navigation controller 'PlayersNav' has no root view controller, … [empty-container]
    /// ```
    public struct EmptyContainer: ReviewRule {
        /// The rule's stable id.
        public var id: String { "empty-container" }
        /// What the rule checks, in one line.
        public var summary: String { "a navigation, tab bar or split view controller has child scenes" }
        /// A warning: the container shows an empty screen.
        public var defaultSeverity: Severity { .warning }

        private static let checkedKinds: Set<SceneKind> = [.navigationController, .tabBarController, .splitViewController]

        /// Creates the rule.
        public init() {}

        /// One finding per navigation, tab bar or split view controller without relationships, in declaration order.
        public func findings(in context: ReviewContext) -> [Finding] {
            context.flow.scenes.filter { scene in
                Self.checkedKinds.contains(scene.kind)
                    && !context.segues(from: scene.id).contains { $0.kind == .relationship && $0.destination != nil }
            }.map { scene in
                finding(.emptyContainer(container: scene.displayName, kind: scene.kind), at: scene.location, scenes: [scene.id])
            }
        }
    }
}
