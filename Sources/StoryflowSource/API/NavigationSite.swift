import Storyflow

/// One place in the source that navigates, and what it was resolved to.
public struct NavigationSite: Hashable, Sendable {
    /// What the source writes there.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case navigationLink, navigationDestination, sheet, fullScreenCover, popover, pathAppend, router, push, present
    }

    public var kind: Kind
    public var location: Storyflow.SourceLocation
    /// The scenes it leads to; empty when it could not be resolved.
    public var destinations: [Scene.ID]
    /// Whether the destination is a guess (drawn unsure).
    public var isInferred: Bool
    /// The screens it was found in (several when a component is shown by several screens).
    public var sources: [Scene.ID]
    /// Why it could not be resolved, or why it is drawn from no screen.
    public var problem: String?

    /// Whether the site leads to at least one screen.
    public var isResolved: Bool { !destinations.isEmpty }
    /// Whether it is drawn: resolved and found in a screen (a deep-link handler in a router is resolved but not drawn).
    public var isDrawn: Bool { isResolved && !sources.isEmpty }
}
