import Storyflow

/// The Graphviz settings ``FlowLayout`` uses for one flow, resolved from ``LayoutOptions/detail``.
///
/// With ``DetailLevel/automatic`` the level follows the number of scenes:
///
/// | scenes | level | what changes |
/// |---|---|---|
/// | fewer than ``leanSceneCount`` | ``DetailLevel/full`` | nothing: the best-looking layout |
/// | up to ``cardsSceneCount`` | ``DetailLevel/lean`` | `xlabel` for segue labels, `newrank`, `nslimit`/`mclimit` 0.2, `remincross=false` |
/// | from ``cardsSceneCount`` | ``DetailLevel/cards`` | no segue labels, compact scene cards, `nslimit` 0.05, unwinds not pinned to a side |
///
/// Cards leave each unwind's arrowhead where Graphviz routes it: pinned to a corner of its target, as
/// ``ArrivalPoints`` spreads them, an unwind is sometimes lost by Graphviz 2.42's router in layouts of
/// this size ("lost s866 s11 edge", in three of five generated app flows of 2000 scenes and in every one
/// of 3000), and the flow then has to be laid out again for each such unwind.
///
/// `newrank` is only set without clusters: with ``LayoutOptions/groupsContainers`` it would make
/// Graphviz 2.42 run for many minutes. Without clusters it also avoids a pass of Graphviz 2.42's
/// ranking that is quadratic in the number of edges (1.6 s of 4.4 s at 3000 scenes).
///
/// The thresholds keep a flow's SVG within about half a second on a two-core machine while keeping
/// all the detail that fits: flow → SVG in seconds, synthetic app-shaped flows (`storyflow-benchmark`):
///
/// | scenes | full | lean | cards |
/// |---|---|---|---|
/// | 200 | 0.17 | 0.15 | 0.08 |
/// | 400 | 0.37 | 0.22 | 0.15 |
/// | 800 | 0.88 | 0.47 | 0.30 |
/// | 1000 | 2.0 | 0.75 | 0.38 |
/// | 2000 | 5.7 | 2.0 | 0.85 |
///
/// Deep flows (one long navigation stack) cost less at every size, and `splines=polyline` or `line`
/// did not route faster than curves on them, so the level follows the scene count alone.
///
/// ```swift
/// let settings = FlowLayout().detailSettings(for: flow)
/// settings.level         // .lean for a 500-scene flow
/// settings.edgeLabels    // .beside
/// ```
public struct DetailSettings: Hashable, Sendable {
    /// Where a segue's label goes.
    public enum EdgeLabelPlacement: Hashable, Sendable {
        /// On the edge (`label`): Graphviz gives each label a rank of its own and routes around it.
        case onEdge
        /// Beside the edge (`xlabel`), placed after the layout at no cost to it.
        case beside
        /// Not drawn; the edge's tooltip still tells the segue.
        case hidden
    }

    /// From this many scenes on, ``DetailLevel/automatic`` chooses ``DetailLevel/lean``.
    public static let leanSceneCount = 400
    /// From this many scenes on, ``DetailLevel/automatic`` chooses ``DetailLevel/cards``.
    public static let cardsSceneCount = 800

    /// The level in effect; never ``DetailLevel/automatic``.
    public let level: DetailLevel
    /// Where segue labels go.
    public let edgeLabels: EdgeLabelPlacement
    /// Whether the graph ranks all nodes in one pass (`newrank=true`).
    public let ranksGlobally: Bool
    /// The bound on Graphviz's placement (`nslimit`) and ordering (`mclimit`) passes, as a factor of
    /// the node count, with `remincross=false`; `nil` leaves Graphviz's thorough defaults.
    public let iterationLimit: Double?
    /// Whether scenes are compact cards (name and triggering elements) instead of phone screens.
    public let compactScenes: Bool
    /// Whether unwinds arriving at one scene with other segues get sides of their own (``ArrivalPoints``).
    public var pinsUnwindArrivals: Bool { !compactScenes }

    /// The settings `requested` gives a flow of `sceneCount` scenes, laid out with or without clusters.
    public init(level requested: DetailLevel, sceneCount: Int, groupsContainers: Bool) {
        let level = requested == .automatic ? Self.level(forSceneCount: sceneCount) : requested
        self.level = level
        switch level {
        case .automatic, .full:
            edgeLabels = .onEdge
            ranksGlobally = false
            iterationLimit = nil
            compactScenes = false
        case .lean:
            edgeLabels = .beside
            ranksGlobally = !groupsContainers
            iterationLimit = 0.2
            compactScenes = false
        case .cards:
            edgeLabels = .hidden
            ranksGlobally = !groupsContainers
            iterationLimit = 0.05
            compactScenes = true
        }
    }

    /// The level ``DetailLevel/automatic`` chooses for a flow of `sceneCount` scenes.
    public static func level(forSceneCount sceneCount: Int) -> DetailLevel {
        switch sceneCount {
        case ..<leanSceneCount: .full
        case ..<cardsSceneCount: .lean
        default: .cards
        }
    }
}
