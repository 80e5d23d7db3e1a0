import Storyflow

extension ReviewRules {
    /// A tab bar controller should have at most five tabs: with more, an iPhone shows four and moves
    /// the rest into a "More" tab.
    ///
    /// ```swift
    /// // Tabs has seven tab relationships:
    /// // Flows/Ratings.swift:5: warning: tab bar controller 'Tabs' has 7 tabs; … [too-many-tabs]
    /// ```
    public struct TooManyTabs: ReviewRule {
        /// The rule's stable id.
        public var id: String { "too-many-tabs" }
        /// What the rule checks, in one line.
        public var summary: String { "a tab bar controller has at most five tabs" }
        /// A warning: the app runs, with a More tab.
        public var defaultSeverity: Severity { .warning }

        /// The most tabs an iPhone tab bar shows without a "More" tab.
        public static let maximumTabs = 5

        /// Creates the rule.
        public init() {}

        /// One finding per tab bar controller with more than five tabs, in declaration order.
        public func findings(in context: ReviewContext) -> [Finding] {
            context.flow.scenes.compactMap { scene in
                guard scene.kind == .tabBarController else { return nil }
                let tabs = context.segues(from: scene.id).filter { $0.kind == .relationship }
                guard tabs.count > Self.maximumTabs else { return nil }
                return finding(
                    .tooManyTabs(tabBar: scene.displayName, count: tabs.count),
                    at: scene.location, scenes: [scene.id], segues: tabs.map(\.id)
                )
            }
        }
    }
}
