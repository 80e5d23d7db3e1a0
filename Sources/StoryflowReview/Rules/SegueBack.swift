import Storyflow

extension ReviewRules {
    /// A show, show-detail, modal or popover segue must not lead to a scene its source is reached from:
    /// that builds a new instance every time instead of going back. Use an unwind segue.
    ///
    /// "Reached from" means on the path from an entry to the source, found by a depth-first walk that
    /// follows relationships and segues in declaration order (``ReviewContext/seguesBackToPath()``).
    /// A segue from a scene to itself is a deliberate drill-down (a folder showing a subfolder) and passes.
    ///
    /// ```swift
    /// // Detail → (present) EditNav → (root) Edit, and Edit's Save button shows Detail again:
    /// // Flows/Friends.swift:31: warning: show segue 'save' from 'Edit' leads back to 'Detail', … [segue-back]
    /// ```
    public struct SegueBack: ReviewRule {
        /// The rule's stable id.
        public var id: String { "segue-back" }
        /// What the rule checks, in one line.
        public var summary: String { "no forward segue leads back to a scene its source is reached from (use an unwind)" }
        /// A warning: the app runs, but the stack grows with every use.
        public var defaultSeverity: Severity { .warning }

        private static let forwardKinds: Set<SegueKind> = [.show, .showDetail, .present, .popover]

        /// Creates the rule.
        public init() {}

        /// One finding per forward segue back to a scene on the path to its source, in declaration order.
        public func findings(in context: ReviewContext) -> [Finding] {
            context.seguesBackToPath().compactMap { segue in
                guard Self.forwardKinds.contains(segue.kind), segue.origin != .swiftSource, let destination = segue.destination,
                      destination != segue.source
                else { return nil }
                return finding(
                    .segueBack(context.reviewed(segue)), at: context.location(of: segue),
                    scenes: [segue.source, destination], segues: [segue.id]
                )
            }
        }
    }
}
