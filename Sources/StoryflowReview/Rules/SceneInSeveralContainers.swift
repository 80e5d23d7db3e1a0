import Storyflow

extension ReviewRules {
    /// A scene belongs to one container: a view controller has a single parent, whether a container
    /// controller (relationship) or a scene with a container view (embed).
    ///
    /// ```swift
    /// // Players is both the root of PlayersNav and tab 1 of Tabs:
    /// // Flows/Ratings.swift:12: warning: 'Players' is in 2 containers, 'PlayersNav' (root) and 'Tabs' (tab 1), … [scene-in-several-containers]
    /// ```
    public struct SceneInSeveralContainers: ReviewRule {
        /// The rule's stable id.
        public var id: String { "scene-in-several-containers" }
        /// What the rule checks, in one line.
        public var summary: String { "a scene is the child of at most one container or container view" }
        /// A warning: each container gets its own copy, which is rarely intended.
        public var defaultSeverity: Severity { .warning }

        /// Creates the rule.
        public init() {}

        /// One finding per scene with more than one relationship or embed parent, in declaration order.
        public func findings(in context: ReviewContext) -> [Finding] {
            context.flow.scenes.compactMap { scene in
                let parents = context.segues(to: scene.id).filter { $0.kind == .relationship || $0.kind == .embed }
                guard parents.count > 1 else { return nil }
                let links = parents.map { segue in
                    ContainerLink(
                        containerName: context.name(of: segue.source),
                        role: segue.kind == .embed ? nil : segue.relationshipRole
                    )
                }
                return finding(
                    .sceneInSeveralContainers(scene: scene.displayName, containers: links),
                    at: scene.location, scenes: [scene.id] + parents.map(\.source), segues: parents.map(\.id)
                )
            }
        }
    }
}
