import Storyflow

/// What a change did to an app's navigation: the scenes and segues of two versions of a flow,
/// matched, with what was added, removed and changed.
///
/// Scenes match by id (storyboard object id, DSL name); scenes left over on both sides match by
/// their storyboard object id whatever file holds them, then by a storyboard identifier, a custom
/// class, then a title that only one of them has, and containers by the children they hold, so a
/// renamed id reads as a change, not as a removal and an addition, and a scene moved to another
/// storyboard is no change at all (``moves`` lists it). Segues match by id, then by object id, then
/// by source and identifier, trigger, or destination and kind.
///
/// ```swift
/// let diff = FlowDiff(base: try Samples.ratings(), head: edited)
/// diff.changes.map(\.status)                 // [.removed, .changed]
/// diff.scenes.first { $0.status == .removed }?.displayName   // "Gestures"
/// diff.isEmpty                                 // false
/// ```
public struct FlowDiff: Hashable, Sendable {
    /// The version before the change.
    public let base: Flow
    /// The version after the change.
    public let head: Flow
    /// Every scene of either version, unchanged ones included: the head's in its order, each removed
    /// scene after the base scene it followed.
    public let scenes: [SceneChange]
    /// Every segue of either version, unchanged ones included, ordered like ``scenes``.
    public let segues: [SegueChange]
    /// The initial scene, when it changed (by display name).
    public let initialScene: Difference?
    /// Scenes that moved to another file (by their locations' files), one per pair of files.
    public let moves: [FileMove]
    private let headSceneIDs: [Scene.ID: Scene.ID]
    private let headSegueIDs: [Segue.ID: Segue.ID]

    /// Compares `base` with `head`.
    public init(base: Flow, head: Flow) {
        self.base = base
        self.head = head
        let matching = SceneMatching(base: base.scenes, head: head.scenes, baseSegues: base.segues, headSegues: head.segues)
        let baseIndex = FlowIndex(flow: base), headIndex = FlowIndex(flow: head)
        scenes = Self.sceneChanges(base: base, head: head, matching: matching)
        let describer = SegueDifferences(base: baseIndex, head: headIndex, scenes: matching)
        segues = Self.segueChanges(base: base.segues, head: head.segues, matching: matching, describer: describer)
        let baseInitial = base.initialSceneID.map(matching.unionID(ofBase:))
        initialScene = baseInitial == head.initialSceneID ? nil
            : Difference(aspect: .id, base: base.initialSceneID.map(describer.baseName), head: head.initialSceneID.map(describer.headName))
        moves = FileMove.moves(in: scenes)
        headSceneIDs = Self.headIDs(scenes.map { ($0.base?.id, $0.head?.id) })
        headSegueIDs = Self.headIDs(segues.map { ($0.base?.id, $0.head?.id) })
    }

    /// The id a base scene has in the head version; `nil` when it was removed.
    ///
    /// ```swift
    /// diff.headID(ofBaseScene: "Main/BYZ-38-t0r")   // "Display/BYZ-38-t0r" after a split
    /// ```
    public func headID(ofBaseScene id: Scene.ID) -> Scene.ID? {
        headSceneIDs[id]
    }

    /// The id a base segue has in the head version; `nil` when it was removed.
    public func headID(ofBaseSegue id: Segue.ID) -> Segue.ID? {
        headSegueIDs[id]
    }

    /// The scenes and segues that were added, removed or changed: scenes first.
    public var changes: [AnyChange] {
        scenes.filter { $0.status != .unchanged }.map(AnyChange.scene) + segues.filter { $0.status != .unchanged }.map(AnyChange.segue)
    }

    /// Whether the two versions are the same, apart from declaration order and locations.
    public var isEmpty: Bool {
        initialScene == nil && changes.isEmpty
    }

    /// Whether a scene or a segue was removed.
    public var removesAnything: Bool {
        changes.contains { $0.status == .removed }
    }

    private static func sceneChanges(base: Flow, head: Flow, matching: SceneMatching) -> [SceneChange] {
        let baseScenes = uniqueIDs(base.scenes), headScenes = uniqueIDs(head.scenes)
        let headPosition = Dictionary(uniqueKeysWithValues: headScenes.enumerated().map { ($0.element.id, $0.offset) })
        var changes = headScenes.map { SceneChange(base: nil, head: $0) }
        var removed: [(after: Int?, change: SceneChange)] = []
        var lastMatched: Int?
        for scene in baseScenes {
            if let headID = matching.headIDs[scene.id], let index = headPosition[headID] {
                let headScene = headScenes[index]
                changes[index] = SceneChange(base: scene, head: headScene, match: matching.rules[headID],
                                             differences: SceneDifferences.between(scene, headScene))
                lastMatched = max(lastMatched ?? index, index)
            } else {
                removed.append((lastMatched, SceneChange(base: scene, head: nil)))
            }
        }
        return UnionOrder.interleave(changes, removed)
    }

    private static func segueChanges(base: [Segue], head: [Segue], matching: SceneMatching, describer: SegueDifferences) -> [SegueChange] {
        let pairs = SegueMatching(base: base, head: head, scenes: matching).pairs
        var changes = head.map { SegueChange(base: nil, head: $0) }
        var removed: [(after: Int?, change: SegueChange)] = []
        var lastMatched: Int?
        for (index, segue) in base.enumerated() {
            if let pair = pairs[index] {
                changes[pair.head] = SegueChange(base: segue, head: head[pair.head], match: pair.rule,
                                                 differences: describer.between(segue, head[pair.head]))
                lastMatched = max(lastMatched ?? pair.head, pair.head)
            } else {
                removed.append((lastMatched, SegueChange(base: segue, head: nil)))
            }
        }
        return UnionOrder.interleave(changes, removed)
    }

    private static func headIDs(_ pairs: [(base: String?, head: String?)]) -> [String: String] {
        Dictionary(pairs.compactMap { pair in pair.base.flatMap { base in pair.head.map { (base, $0) } } }, uniquingKeysWith: { first, _ in first })
    }

    /// The first scene of each id: a repeated id counts once, as everywhere in Storyflow.
    private static func uniqueIDs(_ scenes: [Scene]) -> [Scene] {
        var seen = Set<Scene.ID>()
        return scenes.filter { seen.insert($0.id).inserted }
    }
}
