import Storyflow

/// One container a scene sits in: the container's name and the scene's role in it.
///
/// ```swift
/// ContainerLink(containerName: "Players Nav", role: .root)   // described as: 'Players Nav' (root)
/// ContainerLink(containerName: "Home", role: nil)            // described as: 'Home' (container view)
/// ```
public struct ContainerLink: Hashable, Sendable {
    /// The container's display name.
    public var containerName: String
    /// The relationship role; `nil` when the scene is embedded in a container view.
    public var role: RelationshipRole?

    /// Creates a link.
    public init(containerName: String, role: RelationshipRole?) {
        self.containerName = containerName
        self.role = role
    }
}
