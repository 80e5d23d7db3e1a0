/// What the viewer shows when a scene (or any element of the diagram) is clicked.
///
/// A page keys these by the SVG `id` of the element they describe (`scene-Players`); elements
/// without details still work in the viewer, which then shows the SVG tooltip.
///
/// ```swift
/// var players = ViewerElement(name: "Players", kind: "tableViewController")
/// players.customClass = "PlayersViewController"
/// players.content = ["navigation bar “Players”", "  right: + (bar button)"]
/// ```
public struct ViewerElement: Hashable, Sendable, Encodable {
    /// The name shown as the panel's heading.
    public var name: String
    /// The kind, e.g. `tableViewController`.
    public var kind: String?
    /// The custom class, e.g. `PlayersViewController`.
    public var customClass: String?
    /// The storyboard identifier used with `instantiateViewController(withIdentifier:)`.
    public var storyboardIdentifier: String?
    /// The flow's own id of the element (DSL name or storyboard object id).
    public var identifier: String?
    /// Where it was declared, as text and, when a base URL was given, a link.
    public var source: ViewerSourceLink?
    /// The review findings that concern it.
    public var findings: [ViewerFinding]
    /// What the scene shows, one line per element; nesting is indented by two spaces.
    public var content: [String]
    /// Pictures of the screen at full size (`nil` when it has none): one, or a diff's two sides.
    public var screenshots: [ViewerScreenshot]?

    /// Creates details with a name and a kind; the rest is set afterwards.
    public init(name: String, kind: String? = nil) {
        self.name = name
        self.kind = kind
        self.findings = []
        self.content = []
    }

    private enum CodingKeys: String, CodingKey {
        case name, kind, customClass = "class", storyboardIdentifier = "storyboardID", identifier = "id", source, findings, content, screenshots
    }
}

/// A review finding as the viewer lists it.
public struct ViewerFinding: Hashable, Sendable, Encodable {
    /// `error`, `warning` or `note`.
    public var severity: String
    /// The finding's message.
    public var message: String
    /// The rule's id, e.g. `segue-back`.
    public var rule: String
    /// Where to fix it.
    public var source: ViewerSourceLink?

    /// Creates a finding.
    public init(severity: String, message: String, rule: String, source: ViewerSourceLink? = nil) {
        self.severity = severity
        self.message = message
        self.rule = rule
        self.source = source
    }
}

/// A picture of a screen as the viewer's details show it.
public struct ViewerScreenshot: Hashable, Sendable, Encodable {
    /// What the picture shows (`base`, `head`), or `nil` for a screen's only picture.
    public var caption: String?
    /// The picture's address: a `data:` URI, so the page stays self-contained.
    public var source: String

    /// Creates a picture.
    public init(caption: String?, source: String) {
        self.caption = caption
        self.source = source
    }

    private enum CodingKeys: String, CodingKey {
        case caption, source = "src"
    }
}
