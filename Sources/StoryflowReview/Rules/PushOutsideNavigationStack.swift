import Storyflow

extension ReviewRules {
    /// A push written in Swift (`NavigationLink`, `navigationDestination`, `path.append`, a router's
    /// `navigate(to:)`, `pushViewController`) needs a `NavigationStack`, `NavigationView` or navigation
    /// controller above its screen: without one SwiftUI shows the link disabled and UIKit ignores the push.
    ///
    /// Only screens reached from the entry are checked, as for storyboard segues.
    ///
    /// ```swift
    /// // Views/Home.swift:12:13: warning: 'Home' pushes 'Detail' but no NavigationStack, NavigationView or navigation
    /// //   controller is above it; the link does nothing [push-outside-navigation-stack]
    /// ```
    public struct PushOutsideNavigationStack: ReviewRule {
        /// The rule's stable id.
        public var id: String { "push-outside-navigation-stack" }
        /// What the rule checks, in one line.
        public var summary: String { "a push written in Swift has a NavigationStack or navigation controller above its screen" }
        /// A warning: the app runs, but the link does nothing.
        public var defaultSeverity: Severity { .warning }

        /// Creates the rule.
        public init() {}

        /// One finding per push read from Swift source whose screen has no navigation stack or split view above it.
        public func findings(in context: ReviewContext) -> [Finding] {
            let known = context.scenesReachable(from: context.initialScene.map { [$0.id] } ?? [])
            return context.flow.segues.filter { segue in
                segue.kind == .show && segue.origin == .swiftSource && known.contains(segue.source)
                    && !context.isInNavigationController(segue.source) && !context.isInSplitView(segue.source)
            }.map { segue in
                let source = context.flow.scene(id: segue.source)?.displayName ?? segue.source
                let destination = segue.destination.flatMap { context.flow.scene(id: $0)?.displayName } ?? segue.destination ?? "?"
                return finding(
                    "'\(source)' pushes '\(destination)' but no NavigationStack, NavigationView or navigation controller is above it; the link does nothing",
                    at: context.location(of: segue), scenes: [segue.source] + (segue.destination.map { [$0] } ?? []), segues: [segue.id]
                )
            }
        }
    }
}
