import Storyflow

/// How ``FlowLayout`` draws a flow: theme, direction, legend, grouping, marks, font, scale, arrangement, focus,
/// highlighted path and hub references.
///
/// ```swift
/// var options = LayoutOptions()
/// options.theme = .dark
/// options.direction = .topToBottom
/// options.showsLegend = true
/// let dot = FlowLayout(options: options).graph(for: flow).dotSource
/// ```
public struct LayoutOptions: Hashable, Sendable {
    /// The colour scheme of canvas, scenes and edges.
    public var theme: Theme
    /// The direction in which segues lead from one scene to the next.
    public var direction: LayoutDirection
    /// Whether to add a legend that names every kind of connection.
    public var showsLegend: Bool
    /// Whether containers are drawn as clusters around their children instead of compact nodes.
    public var groupsContainers: Bool
    /// Review findings to show on the scenes they concern.
    public var marks: [SceneMark]
    /// The font set on graph, nodes and edges, a comma-separated list of families: the first that has a
    /// character draws it. By default DejaVu Sans, then Symbola for the symbols and emoji DejaVu lacks
    /// (`ⓘ`, `🔽`); they must be installed where the graph is rendered (`scripts/install-dependencies`).
    public var fontName: String
    /// How much detail to keep as the flow grows; by default chosen from the flow's size.
    public var detail: DetailLevel
    /// Where scenes go: as the developer placed them in Xcode (when the flow records positions), or automatically.
    public var arrangement: Arrangement
    /// Draw only the neighbourhood of one scene, the rest as stubs; `nil` draws the whole flow.
    public var focus: Focus?
    /// Highlight the ways from one scene to another; `nil` highlights none.
    public var path: PathEnds?
    /// For a diff diagram: what changed, and which version to draw (see ``ChangeMarks``).
    public var changes: ChangeMarks?
    /// A scene that this many other scenes lead to is a hub: it is drawn once, and each other scene
    /// that leads there gets a small link to it beside it instead of a long edge. 0 draws every edge.
    public var hubThreshold: Int
    /// Pictures of screens, by scene id, drawn instead of their mock-ups (containers and references
    /// keep their look, and so do the compact cards of ``DetailLevel/cards``). Empty by default.
    public var screenshots: [Scene.ID: SceneScreenshot] = [:]
    /// For a diff drawing both versions: the base version's picture of a screen whose picture
    /// changed, drawn beside the head's (``screenshots``), each captioned.
    public var baseScreenshots: [Scene.ID: SceneScreenshot] = [:]

    /// The default ``hubThreshold``: a screen opened from five places or more.
    public static let defaultHubThreshold = 5

    /// Creates options; the defaults give a light, left-to-right diagram without legend, as
    /// detailed as the flow's size allows, in the storyboard's own arrangement when it has one.
    public init(
        theme: Theme = .light,
        direction: LayoutDirection = .leftToRight,
        showsLegend: Bool = false,
        groupsContainers: Bool = false,
        marks: [SceneMark] = [],
        fontName: String = "DejaVu Sans,Symbola",
        detail: DetailLevel = .automatic,
        changes: ChangeMarks? = nil,
        arrangement: Arrangement = .storyboard,
        focus: Focus? = nil,
        path: PathEnds? = nil,
        hubThreshold: Int = LayoutOptions.defaultHubThreshold
    ) {
        self.theme = theme
        self.direction = direction
        self.showsLegend = showsLegend
        self.groupsContainers = groupsContainers
        self.marks = marks
        self.fontName = fontName
        self.detail = detail
        self.changes = changes
        self.arrangement = arrangement
        self.focus = focus
        self.path = path
        self.hubThreshold = hubThreshold
    }
}
