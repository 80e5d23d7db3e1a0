import Storyflow

extension ReviewRules {
    /// The segues leaving one scene must have different identifiers, or `performSegue(withIdentifier:sender:)`
    /// and `prepare(for:sender:)` cannot tell them apart. Relationships are not segues the code sees and
    /// are not checked.
    ///
    /// The finding points at the second segue with the identifier and lists all of them.
    ///
    /// ```swift
    /// // Add Player has two segues identified "PickGame":
    /// // Flows/Ratings.swift:48: warning: 2 segues from 'Add Player' share the identifier 'PickGame', … [duplicate-segue-identifier]
    /// ```
    public struct DuplicateSegueIdentifier: ReviewRule {
        /// The rule's stable id.
        public var id: String { "duplicate-segue-identifier" }
        /// What the rule checks, in one line.
        public var summary: String { "the segues leaving a scene have different identifiers" }
        /// A warning: the app builds, but code cannot address each segue.
        public var defaultSeverity: Severity { .warning }

        /// Creates the rule.
        public init() {}

        /// One finding per identifier shared by segues leaving one scene, in declaration order.
        public func findings(in context: ReviewContext) -> [Finding] {
            context.flow.scenes.flatMap { scene in
                let identified = context.segues(from: scene.id).filter { segue in
                    segue.kind != .relationship && segue.identifier?.isEmpty == false
                }
                var identifiers: [String] = []
                for segue in identified {
                    if let identifier = segue.identifier, !identifiers.contains(identifier) { identifiers.append(identifier) }
                }
                return identifiers.compactMap { identifier -> Finding? in
                    let sharing = identified.filter { $0.identifier == identifier }
                    guard sharing.count > 1 else { return nil }
                    return finding(
                        .duplicateSegueIdentifier(identifier: identifier, source: scene.displayName, count: sharing.count),
                        at: context.location(of: sharing[1]), scenes: [scene.id], segues: sharing.map(\.id)
                    )
                }
            }
        }
    }
}
