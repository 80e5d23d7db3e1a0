/// A connection between two scenes: a container relationship or a transition.
///
/// ```swift
/// let pick = Segue(id: "AddPlayer.PickGame", kind: .show, source: "AddPlayer", destination: "ChooseGame",
///                  identifier: "PickGame", trigger: Trigger(kind: .cell, elementID: "game", title: "Game"))
/// ```
public struct Segue: Identifiable, Hashable, Sendable {
    /// Unique within the flow, stable across runs.
    public var id: String
    public var kind: SegueKind
    /// The scene the segue leaves from.
    public var source: Scene.ID
    /// The scene it arrives at; `nil` only for an unwind whose target could not be resolved.
    public var destination: Scene.ID?
    /// The segue identifier used with `performSegue(withIdentifier:)` and `prepare(for:)`.
    public var identifier: String?
    /// What fires the segue.
    public var trigger: Trigger
    /// For a relationship: the child's role in its container.
    public var relationshipRole: RelationshipRole?
    /// For present and popover: how it is presented.
    public var presentation: Presentation?
    /// For a popover: the anchor view's description.
    public var popoverAnchor: String?
    /// For custom segues (and any segue with a `UIStoryboardSegue` subclass): the class name.
    public var customClass: String?
    /// For an unwind: the action and how its target was found.
    public var unwind: Unwind?
    /// Where the segue was declared.
    public var location: SourceLocation?
    /// Whether the destination is a guess (a name heuristic, a destination held in a property) rather than
    /// what the source says; such segues are drawn unsure, like an inferred unwind.
    public var isInferred: Bool
    /// Where the segue was read from: the DSL, a storyboard, a JSON flow or an app's Swift sources.
    public var origin: Origin

    /// Creates a segue.
    public init(
        id: String,
        kind: SegueKind,
        source: Scene.ID,
        destination: Scene.ID?,
        identifier: String? = nil,
        trigger: Trigger = .manual,
        relationshipRole: RelationshipRole? = nil,
        presentation: Presentation? = nil,
        popoverAnchor: String? = nil,
        customClass: String? = nil,
        unwind: Unwind? = nil,
        location: SourceLocation? = nil,
        isInferred: Bool = false,
        origin: Origin = .dsl
    ) {
        self.id = id
        self.kind = kind
        self.source = source
        self.destination = destination
        self.identifier = identifier
        self.trigger = trigger
        self.relationshipRole = relationshipRole
        self.presentation = presentation
        self.popoverAnchor = popoverAnchor
        self.customClass = customClass
        self.unwind = unwind
        self.location = location
        self.isInferred = isInferred
        self.origin = origin
    }
}

/// The kind of a segue; raw values are the stable JSON tokens.
public enum SegueKind: String, Hashable, Sendable, Codable, CaseIterable {
    /// A container owns the destination (navigation root, tab, split master/detail, page).
    case relationship
    /// Show (push onto the navigation stack).
    case show
    /// Show detail (replace the split view's detail).
    case showDetail
    /// Present modally.
    case present
    /// Present as a popover.
    case popover
    /// Embed in a container view.
    case embed
    /// A custom `UIStoryboardSegue` subclass.
    case custom
    /// Unwind back to a scene that implements the action.
    case unwind
}

/// What fires a segue: an element of the source scene, or code (`performSegue`).
public struct Trigger: Hashable, Sendable, Codable {
    /// The kind of the triggering element.
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        case barButton, cell, button, gesture, containerView
        /// Fired from code with `performSegue(withIdentifier:sender:)`, or a relationship.
        case manual
    }

    public var kind: Kind
    /// The triggering element's id within the source scene (`nil` for manual and gestures).
    public var elementID: String?
    /// A short human description: the bar button's or cell's text.
    public var title: String?

    /// Creates a trigger.
    public init(kind: Kind, elementID: String? = nil, title: String? = nil) {
        self.kind = kind
        self.elementID = elementID
        self.title = title
    }

    /// A segue fired from code.
    public static let manual = Trigger(kind: .manual)
}

/// A child's role in its container.
public enum RelationshipRole: Hashable, Sendable {
    /// The navigation controller's root view controller.
    case root
    /// Tab number `index` (0-based) of a tab bar controller.
    case tab(Int)
    case master
    case detail
    case supplementary
    /// A page of a page view controller.
    case page
}

/// How a presented segue appears.
public struct Presentation: Hashable, Sendable, Codable {
    /// `UIModalPresentationStyle` token, e.g. `fullScreen`, `formSheet`, `pageSheet`.
    public var presentationStyle: String?
    /// `UIModalTransitionStyle` token, e.g. `coverVertical`, `flipHorizontal`.
    public var transitionStyle: String?
    /// Whether the transition is animated.
    public var animates: Bool

    /// Creates a presentation.
    public init(presentationStyle: String? = nil, transitionStyle: String? = nil, animates: Bool = true) {
        self.presentationStyle = presentationStyle
        self.transitionStyle = transitionStyle
        self.animates = animates
    }
}

/// An unwind segue's action and how its target scene was determined.
public struct Unwind: Hashable, Sendable, Codable {
    /// How sure the model is of the unwind's destination.
    public enum Resolution: String, Hashable, Sendable, Codable, CaseIterable {
        /// Declared (DSL) or found exactly (the only class implementing the action).
        case exact
        /// Chosen among scenes that lead to the source, without proof.
        case inferred
        /// Several scenes could be the target; ``Unwind/candidates`` lists them.
        case ambiguous
        /// No scene could be found.
        case unresolved
    }

    /// The action selector, e.g. `saveInput:`.
    public var action: String
    public var resolution: Resolution
    /// The possible targets when the resolution is ambiguous.
    public var candidates: [Scene.ID]

    /// Creates an unwind description.
    public init(action: String, resolution: Resolution = .exact, candidates: [Scene.ID] = []) {
        self.action = action
        self.resolution = resolution
        self.candidates = candidates
    }
}
