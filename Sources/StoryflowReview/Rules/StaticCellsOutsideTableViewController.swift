import Storyflow

extension ReviewRules {
    /// Static cells work only in a table view controller; Interface Builder refuses to build them
    /// anywhere else ("Static table views are only valid when embedded in UITableViewController instances").
    ///
    /// ```swift
    /// // Detail is a plain view controller with a static-cell table:
    /// // Flows/Friends.swift:15: error: 'Detail' has a table with static cells but is not a table view controller, … [static-cells-outside-table-view-controller]
    /// ```
    public struct StaticCellsOutsideTableViewController: ReviewRule {
        /// The rule's stable id.
        public var id: String { "static-cells-outside-table-view-controller" }
        /// What the rule checks, in one line.
        public var summary: String { "static cells appear only in a table view controller" }
        /// An error: Interface Builder refuses to build it.
        public var defaultSeverity: Severity { .error }

        /// Creates the rule.
        public init() {}

        /// One finding per scene that is not a table view controller but has a static-cell table, in declaration order.
        public func findings(in context: ReviewContext) -> [Finding] {
            context.flow.scenes.filter { scene in
                scene.kind != .tableViewController && scene.content.allElements.contains { element in
                    guard case .table(let table) = element else { return false }
                    return table.cellContent == .staticCells
                }
            }.map { scene in
                finding(.staticCellsOutsideTableViewController(scene: scene.displayName), at: scene.location, scenes: [scene.id])
            }
        }
    }
}
