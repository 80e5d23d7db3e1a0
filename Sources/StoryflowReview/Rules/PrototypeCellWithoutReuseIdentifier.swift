import Storyflow

extension ReviewRules {
    /// Every prototype cell (of a table or a collection view) needs a reuse identifier:
    /// `dequeueReusableCell(withIdentifier:for:)` and `dequeueReusableCell(withReuseIdentifier:for:)` find it by that.
    ///
    /// ```swift
    /// // Choose Game's prototype cell "Game" has no reuse identifier:
    /// // Flows/Ratings.swift:70: warning: prototype cell 'Game' in 'Choose Game' has no reuse identifier, … [prototype-cell-without-reuse-identifier]
    /// ```
    public struct PrototypeCellWithoutReuseIdentifier: ReviewRule {
        /// The rule's stable id.
        public var id: String { "prototype-cell-without-reuse-identifier" }
        /// What the rule checks, in one line.
        public var summary: String { "every prototype cell has a reuse identifier" }
        /// A warning, as Xcode gives: the cell can never be dequeued.
        public var defaultSeverity: Severity { .warning }

        /// Creates the rule.
        public init() {}

        /// One finding per prototype cell without reuse identifier, in declaration order.
        public func findings(in context: ReviewContext) -> [Finding] {
            context.flow.scenes.flatMap { scene in
                scene.content.allElements.flatMap { element -> [Cell] in
                    let isPrototypes = switch element {
                    case .table(let table): table.cellContent == .dynamicPrototypes
                    case .collection: true
                    default: false
                    }
                    return isPrototypes ? element.cells.filter { $0.reuseIdentifier?.isEmpty ?? true } : []
                }.map { cell in
                    finding(
                        .prototypeCellWithoutReuseIdentifier(cell: cell.text ?? cell.id, scene: scene.displayName),
                        at: scene.location, scenes: [scene.id]
                    )
                }
            }
        }
    }
}
