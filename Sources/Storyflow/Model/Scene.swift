/// One screen of the app (a view controller) or a container that manages others.
///
/// ```swift
/// var players = Scene(id: "Players", kind: .tableViewController, title: "Players")
/// players.customClass = "PlayersViewController"
/// players.kind.isContainer   // false
/// ```
public struct Scene: Identifiable, Hashable, Sendable {
    /// A scene's id: unique within its flow, stable across runs.
    public typealias ID = String

    /// Unique within the flow; the DSL uses the scene name, the importer the storyboard object id.
    public var id: ID
    /// What kind of controller this is.
    public var kind: SceneKind
    /// The title shown in the diagram's header (navigation title, storyboard label or class).
    public var title: String?
    /// The custom class (`PlayersViewController`), if any.
    public var customClass: String?
    /// The storyboard identifier used with `instantiateViewController(withIdentifier:)`.
    public var storyboardIdentifier: String?
    /// What the screen shows: navigation bar, tables, stacks, controls.
    public var content: SceneContent
    /// The tab bar item, when the scene is a tab of a tab bar controller.
    public var tabBarItem: TabBarItem?
    /// For a ``SceneKind/reference`` scene: the storyboard (or flow) and scene it stands for.
    public var reference: SceneReference?
    /// Where the scene was declared.
    public var location: SourceLocation?
    /// Where the developer placed the scene on the storyboard canvas, if the source records it.
    public var position: CanvasPosition?
    /// A picture of the screen (a snapshot test's reference image, an exported preview) to draw
    /// instead of the mock-up: a PNG's path, relative to the flow's JSON file or, for a flow declared
    /// in the DSL, to the current directory.
    public var screenshot: String?
    /// The device this scene is designed for, when it differs from its flow's: an iPad
    /// storyboard's scenes in a folder that also holds iPhone storyboards. `nil`: the flow's.
    public var device: Device?

    /// Creates a scene.
    public init(
        id: ID,
        kind: SceneKind = .viewController,
        title: String? = nil,
        customClass: String? = nil,
        storyboardIdentifier: String? = nil,
        content: SceneContent = SceneContent(),
        tabBarItem: TabBarItem? = nil,
        reference: SceneReference? = nil,
        location: SourceLocation? = nil,
        position: CanvasPosition? = nil,
        screenshot: String? = nil
    ) {
        self.id = id
        self.kind = kind
        self.title = title
        self.customClass = customClass
        self.storyboardIdentifier = storyboardIdentifier
        self.content = content
        self.tabBarItem = tabBarItem
        self.reference = reference
        self.location = location
        self.position = position
        self.screenshot = screenshot
    }

    /// The name to show for the scene: its title, else its class, else its id.
    public var displayName: String {
        title ?? customClass ?? id
    }
}

/// The kind of a scene; raw values are the stable JSON tokens.
public enum SceneKind: String, Hashable, Sendable, Codable, CaseIterable {
    case viewController
    case tableViewController
    case collectionViewController
    case navigationController
    case tabBarController
    case splitViewController
    case pageViewController
    /// A macOS window controller: a window showing its content scene.
    case windowController
    /// A stand-in for a scene of another storyboard or flow.
    case reference
    /// Anything else (window controllers, hosting controllers, …).
    case other

    /// Whether this kind manages child scenes through relationship segues.
    public var isContainer: Bool {
        switch self {
        case .navigationController, .tabBarController, .splitViewController, .pageViewController, .windowController: true
        default: false
        }
    }
}

/// What a ``SceneKind/reference`` scene points at.
public struct SceneReference: Hashable, Sendable, Codable {
    /// The storyboard (or flow) name; `nil` means the same storyboard.
    public var storyboard: String?
    /// The referenced scene's storyboard identifier; `nil` means that storyboard's initial scene.
    public var identifier: String?
    /// Whether the referenced storyboard was found when the flow was loaded.
    public var isResolved: Bool

    /// Creates a reference.
    public init(storyboard: String?, identifier: String? = nil, isResolved: Bool = false) {
        self.storyboard = storyboard
        self.identifier = identifier
        self.isResolved = isResolved
    }
}

/// A tab bar item: what a scene shows in its container's tab bar.
public struct TabBarItem: Hashable, Sendable, Codable {
    /// The tab's title.
    public var title: String
    /// The image name, if any.
    public var image: String?
    /// The badge text, if any.
    public var badge: String?

    /// Creates a tab bar item.
    public init(title: String, image: String? = nil, badge: String? = nil) {
        self.title = title
        self.image = image
        self.badge = badge
    }
}
