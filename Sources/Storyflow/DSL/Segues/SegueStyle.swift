/// How a segue moves to its destination: the styles a trigger can start.
///
/// ```swift
/// BarButton(.add).segue(.present, to: "AddPlayerNav", identifier: "AddPlayer")
/// Button("Flip").segue(.present(style: .formSheet, transition: .flipHorizontal), to: "Back")
/// Button("Info").segue(.popover(anchor: "Info button"), to: "Info")
/// Button("Fade").segue(.custom("FadeSegue"), to: "Next")
/// ```
///
/// Relationships, embeds and unwinds have their own forms: nesting a scene in a container,
/// ``ContainerView/embed(_:identifier:file:line:)`` and ``SegueTrigger/unwind(to:action:identifier:file:line:)``.
public struct SegueStyle: Hashable, Sendable {
    let kind: SegueKind
    let presentation: Presentation?
    let popoverAnchor: String?
    let customClass: String?

    private init(kind: SegueKind, presentation: Presentation? = nil, popoverAnchor: String? = nil, customClass: String? = nil) {
        self.kind = kind
        self.presentation = presentation
        self.popoverAnchor = popoverAnchor
        self.customClass = customClass
    }

    /// Show: pushes onto the navigation stack (Xcode's legacy "push").
    public static let show = SegueStyle(kind: .show)
    /// Show Detail: replaces the detail of a split view controller (legacy "replace").
    public static let showDetail = SegueStyle(kind: .showDetail)
    /// Present Modally with the default presentation and transition (legacy "modal").
    public static let present = SegueStyle(kind: .present)
    /// Present as Popover, anchored to the trigger.
    public static let popover = SegueStyle(kind: .popover)

    /// Present Modally with an explicit presentation style, transition style or no animation.
    ///
    /// ```swift
    /// .present(style: .formSheet, transition: .crossDissolve, animated: false)
    /// ```
    public static func present(style: PresentationStyle?, transition: TransitionStyle? = nil, animated: Bool = true) -> SegueStyle {
        SegueStyle(
            kind: .present,
            presentation: Presentation(presentationStyle: style?.rawValue, transitionStyle: transition?.rawValue, animates: animated)
        )
    }

    /// Present as Popover, anchored to the view described by `anchor`.
    public static func popover(anchor: String) -> SegueStyle {
        SegueStyle(kind: .popover, popoverAnchor: anchor)
    }

    /// A custom segue performed by the `UIStoryboardSegue` subclass `segueClass`.
    public static func custom(_ segueClass: String) -> SegueStyle {
        SegueStyle(kind: .custom, customClass: segueClass)
    }

    /// Embeds the destination in a container view.
    static let embed = SegueStyle(kind: .embed)
    /// Unwinds to a scene that implements the segue's action.
    static let unwind = SegueStyle(kind: .unwind)
}
