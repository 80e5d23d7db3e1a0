import Storyflow

extension ReviewRules {
    /// A show segue needs a navigation controller (or a split view) above its source; without one,
    /// UIKit presents the destination modally.
    ///
    /// Only scenes reached from the initial scene are checked: for the others, the code that shows them
    /// may push them onto a navigation stack the flow does not see. A Mac flow is not checked: there a
    /// show segue opens a window.
    ///
    /// ```swift
    /// // Add Player is presented modally without a navigation controller, then shows Choose Game:
    /// // Flows/Ratings.swift:42: warning: show segue 'PickGame' from 'Add Player' has no navigation controller … [push-without-navigation]
    /// ```
    public struct PushWithoutNavigation: ReviewRule {
        /// The rule's stable id.
        public var id: String { "push-without-navigation" }
        /// What the rule checks, in one line.
        public var summary: String { "a show segue has a navigation controller above its source" }
        /// A warning: the app runs, but shows the scene modally.
        public var defaultSeverity: Severity { .warning }

        /// Creates the rule.
        public init() {}

        /// One finding per show segue whose source has no navigation controller or split view above it, in declaration order.
        public func findings(in context: ReviewContext) -> [Finding] {
            guard context.flow.device != .mac else { return [] }
            let known = context.scenesReachable(from: context.initialScene.map { [$0.id] } ?? [])
            return context.flow.segues.filter { segue in
                segue.kind == .show && segue.origin != .swiftSource && known.contains(segue.source)
                    && !context.isInNavigationController(segue.source) && !context.isInSplitView(segue.source)
            }.map { segue in
                finding(
                    .pushWithoutNavigation(context.reviewed(segue)), at: context.location(of: segue),
                    scenes: [segue.source] + (segue.destination.map { [$0] } ?? []), segues: [segue.id]
                )
            }
        }
    }
}
