import Storyflow

extension ReviewRules {
    /// When a scene has several segues of one kind, each needs an identifier, or `prepare(for:sender:)`
    /// cannot tell them apart. Relationships and unwinds (told apart by their action) are not checked.
    ///
    /// ```swift
    /// // Players presents both Add Player and Settings, and the first segue has no identifier:
    /// // Flows/Ratings.swift:20: warning: modal segue from 'Players' to 'Add Player' has no identifier, … [segue-without-identifier]
    /// ```
    public struct SegueWithoutIdentifier: ReviewRule {
        /// The rule's stable id.
        public var id: String { "segue-without-identifier" }
        /// What the rule checks, in one line.
        public var summary: String { "a segue has an identifier when its source has several segues of its kind" }
        /// A warning: the app runs, but prepare(for:sender:) cannot tell the segues apart.
        public var defaultSeverity: Severity { .warning }

        /// Creates the rule.
        public init() {}

        /// One finding per segue without identifier beside another of its kind, in declaration order.
        public func findings(in context: ReviewContext) -> [Finding] {
            context.flow.segues.compactMap { segue in
                guard segue.kind != .relationship, segue.kind != .unwind, segue.origin != .swiftSource, segue.identifier?.isEmpty ?? true else { return nil }
                let sameKind = context.segues(from: segue.source).count { $0.kind == segue.kind }
                guard sameKind > 1 else { return nil }
                return finding(
                    .segueWithoutIdentifier(context.reviewed(segue), sameKindCount: sameKind),
                    at: context.location(of: segue),
                    scenes: [segue.source] + (segue.destination.map { [$0] } ?? []), segues: [segue.id]
                )
            }
        }
    }
}
