import Storyflow

/// A small node that stands for scenes a diagram leaves out, tied to a scene drawn in it: "→ 12 more
/// scenes" after the scene they are reached from, "3 more scenes →" before the scene they lead to.
/// Focused diagrams and the pages of a split flow use them; the page stubs link to the page that
/// draws those scenes.
///
/// ```swift
/// let stub = SceneStub(sceneID: "Settings", side: .after, text: "→ Privacy (4 scenes)", link: "App-Privacy.svg")
/// FlowLayout().graph(for: page, stubs: [stub])
/// ```
public struct SceneStub: Hashable, Sendable {
    /// Which side of its scene a stub sits on.
    public enum Side: Hashable, Sendable {
        /// The scenes left out follow the scene: the stub's edge leaves it.
        case after
        /// The scenes left out lead to the scene: the stub's edge arrives at it.
        case before

        /// `text` with the arrow a stub on this side shows: `→ Settings` after its scene,
        /// `Settings →` before it.
        public func pointing(_ text: String) -> String {
            self == .after ? "→ \(text)" : "\(text) →"
        }
    }

    /// One line of a stub: one page or group of scenes it stands for.
    public struct Line: Hashable, Sendable {
        /// What it says.
        public var text: String
        /// Its tooltip: which scenes it stands for.
        public var tooltip: String
        /// Where it links to in SVG, if anywhere (a relative URL).
        public var link: String?

        /// A line saying `text`.
        public init(text: String, tooltip: String = "", link: String? = nil) {
            self.text = text
            self.tooltip = tooltip
            self.link = link
        }
    }

    /// The scene the stub is tied to.
    public var sceneID: Scene.ID
    /// Where it sits.
    public var side: Side
    /// Its lines, one box: a scene that leads to three pages has one stub of three lines, each
    /// linking to its page, rather than three boxes and three edges.
    public var lines: [Line]

    /// What it says, its lines one under the other.
    public var text: String {
        lines.map(\.text).joined(separator: "\n")
    }

    /// A stub of one line tied to `sceneID`.
    public init(sceneID: Scene.ID, side: Side, text: String, tooltip: String = "", link: String? = nil) {
        self.init(sceneID: sceneID, side: side, lines: [Line(text: text, tooltip: tooltip, link: link)])
    }

    /// A stub of `lines` tied to `sceneID`.
    public init(sceneID: Scene.ID, side: Side, lines: [Line]) {
        self.sceneID = sceneID
        self.side = side
        self.lines = lines
    }

    /// A tooltip listing what a stub stands for: up to ten names, one a line (or parted by
    /// `separator`: a line's own tooltip cannot break lines), then how many more.
    public static func tooltip(listing names: [String], separator: String = "\n") -> String {
        (names.prefix(10) + (names.count > 10 ? ["… and \(names.count - 10) more"] : [])).joined(separator: separator)
    }
}
