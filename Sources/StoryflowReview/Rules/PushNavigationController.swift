import Storyflow

extension ReviewRules {
    /// A show segue inside a navigation stack must not lead to a navigation controller: UIKit raises
    /// "Pushing a navigation controller is not supported".
    ///
    /// ```swift
    /// // Detail (in a navigation stack) shows EditNav, a navigation controller:
    /// // Flows/Friends.swift:20: error: show segue 'editDetail' from 'Detail' pushes navigation controller 'EditNav' … [push-navigation-controller]
    /// ```
    public struct PushNavigationController: ReviewRule {
        /// The rule's stable id.
        public var id: String { "push-navigation-controller" }
        /// What the rule checks, in one line.
        public var summary: String { "a show segue inside a navigation stack does not push a navigation controller" }
        /// An error: UIKit raises an exception.
        public var defaultSeverity: Severity { .error }

        /// Creates the rule.
        public init() {}

        /// One finding per show segue inside a navigation stack that leads to a navigation controller, in declaration order.
        public func findings(in context: ReviewContext) -> [Finding] {
            context.flow.segues.compactMap { segue in
                guard segue.kind == .show, context.isInNavigationController(segue.source),
                      let pushed = context.scene(segue.destination), pushed.kind == .navigationController
                else { return nil }
                let root = context.flow.children(of: pushed.id).first { $0.role == .root }?.scene
                return finding(
                    .pushedNavigationController(context.reviewed(segue), rootScene: root.map(context.name(of:))),
                    at: context.location(of: segue), scenes: [segue.source, pushed.id], segues: [segue.id]
                )
            }
        }
    }
}
