/// A navigation target as the source names it, before scene ids are settled.
indirect enum SceneRef: Hashable {
    /// An app view or view controller type, by qualified name.
    case type(String)
    /// A `NavigationStack`/`UINavigationController` wrapped around another target.
    case navigation(SceneRef)
    /// A scene by id: a storyboard scene, an inline screen, a container.
    case scene(String)
}

/// What a navigation site leads to.
struct Resolution {
    var targets: [SceneRef]
    /// A guess: a name heuristic or a destination held in a property.
    var isInferred = false
    /// Why nothing was found, for the finding.
    var reason: String?
    /// The system controller shown instead of a screen of the app (`SFSafariViewController`).
    var system: String?

    static func unresolved(_ reason: String) -> Resolution { Resolution(targets: [], reason: reason) }
    /// Targets found exactly.
    static func found(_ targets: [SceneRef], inferred: Bool = false) -> Resolution { Resolution(targets: targets, isInferred: inferred) }
    /// A controller the system draws (a share sheet, Safari, mail): accounted for, drawn as no screen.
    static func system(_ name: String) -> Resolution { Resolution(targets: [], reason: "it shows the system's \(name)", system: name) }
}
