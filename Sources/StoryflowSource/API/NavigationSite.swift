import Storyflow

/// One place in the source that navigates, and what it was resolved to.
public struct NavigationSite: Hashable, Sendable {
    /// The kinds of navigation site.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// `NavigationLink(…)`.
        case navigationLink
        /// `.navigationDestination(isPresented:)` or `(item:)` showing a view.
        case navigationDestination
        /// `.sheet(…)`.
        case sheet
        /// `.fullScreenCover(…)`.
        case fullScreenCover
        /// `.popover(…)`.
        case popover
        /// `path.append(value)`.
        case pathAppend
        /// An enum router: `navigate(to: .x)` or `presentedSheet = .x`.
        case router
        /// UIKit `pushViewController`, `show`, `showDetailViewController`, or a storyboard's push segue performed from code.
        case push
        /// UIKit `present(_:animated:)`, or a storyboard's modal or popover segue performed from code.
        case present
        /// A call of the app's own function that navigates (`coordinator.present(scene: .profile(model), …)`).
        case helper
    }

    /// What the source writes there.
    public var kind: Kind
    /// The file, line and column of the site.
    public var location: Storyflow.SourceLocation
    /// The scenes it leads to; empty when it could not be resolved.
    public var destinations: [Scene.ID]
    /// Whether the destination is a guess (drawn unsure).
    public var isInferred: Bool
    /// The screens it was found in (several when a component is shown by several screens).
    public var sources: [Scene.ID]
    /// Why it could not be resolved, or why it is drawn from no screen.
    public var problem: String?
    /// The system controller it shows instead of a screen of the app (`SFSafariViewController`, a share sheet): known,
    /// and never drawn as a screen.
    public var systemController: String?

    /// Whether the site is understood: it leads to at least one screen, or to a controller of the system.
    public var isResolved: Bool { !destinations.isEmpty || systemController != nil }
    /// Whether it is drawn: it leads to a screen and is found in one (a deep-link handler in a router is resolved but
    /// not drawn, and neither is a share sheet).
    public var isDrawn: Bool { !destinations.isEmpty && !sources.isEmpty }
}
