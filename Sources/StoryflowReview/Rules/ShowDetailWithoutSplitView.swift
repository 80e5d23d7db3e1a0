import Storyflow

extension ReviewRules {
    /// A show-detail segue needs a split view controller above its source; without one, UIKit presents
    /// the destination modally (a navigation controller does not handle show detail).
    ///
    /// Like ``PushWithoutNavigation``, only scenes reached from the initial scene are checked.
    ///
    /// ```swift
    /// // Master is the root of a navigation controller, not in a split view:
    /// // Flows/Friends.swift:12: warning: show detail segue 'showDetail' from 'Master' has no split view controller … [show-detail-without-split-view]
    /// ```
    public struct ShowDetailWithoutSplitView: ReviewRule {
        /// The rule's stable id.
        public var id: String { "show-detail-without-split-view" }
        /// What the rule checks, in one line.
        public var summary: String { "a show detail segue has a split view controller above its source" }
        /// A warning: the app runs, but shows the scene modally.
        public var defaultSeverity: Severity { .warning }

        /// Creates the rule.
        public init() {}

        /// One finding per show detail segue whose source has no split view controller above it, in declaration order.
        public func findings(in context: ReviewContext) -> [Finding] {
            let known = context.scenesReachable(from: context.initialScene.map { [$0.id] } ?? [])
            return context.flow.segues.filter { segue in
                segue.kind == .showDetail && known.contains(segue.source) && !context.isInSplitView(segue.source)
            }.map { segue in
                finding(
                    .showDetailWithoutSplitView(context.reviewed(segue)), at: context.location(of: segue),
                    scenes: [segue.source] + (segue.destination.map { [$0] } ?? []), segues: [segue.id]
                )
            }
        }
    }
}
