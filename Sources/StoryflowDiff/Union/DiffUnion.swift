import Storyflow

/// Both versions of a flow as one flow, for a diagram laid out once: every scene of either
/// version (the head's version of a scene in both), every segue of either version, and what
/// happened to each.
///
/// A changed segue that moved (another source, destination or kind) is in the union twice: its
/// base version, drawn where it was, and its head version. Any other segue or scene is in it once,
/// so a drawing of the base alone, of the head alone and of both can share one layout.
///
/// ```swift
/// let union = DiffUnion(FlowDiff(base: old, head: new))
/// union.flow.scenes.count                     // scenes of both versions
/// union.scenes["Gestures"]?.status            // .removed
/// union.segues["AddPlayer.PickGame"]?.version // .head: the new version of a moved segue
/// ```
public struct DiffUnion: Hashable, Sendable {
    /// Which version of a flow a scene or segue of the union belongs to.
    public enum Version: String, Hashable, Sendable, CaseIterable {
        /// Both: unchanged, or changed without moving.
        case both
        /// The base only: removed, or the old version of a moved segue.
        case base
        /// The head only: added, or the new version of a moved segue.
        case head

        /// Whether a drawing of `side` shows it.
        public func isShown(on side: Version) -> Bool {
            side == .both || self == .both || self == side
        }
    }

    /// A segue of the union: its change and the version it stands for.
    public struct UnionSegue: Hashable, Sendable {
        /// The segue's change, both versions included.
        public var change: SegueChange
        /// The version this segue of the union stands for.
        public var version: Version
    }

    /// The flow of both versions. Scenes and segues keep their head ids; removed ones their base
    /// ids; the base version of a moved segue gets `<id>~base`.
    public let flow: Flow
    /// Each scene's change, by its id in ``flow``.
    public let scenes: [Scene.ID: SceneChange]
    /// Each segue's change and version, by its id in ``flow``.
    public let segues: [Segue.ID: UnionSegue]
    /// The base's initial scene by its id in ``flow``, when the initial scene changed; `.some(nil)`
    /// when the base had none. ``flow``'s own initial scene is the head's.
    public let baseInitialScene: Scene.ID??

    /// The union of the diff's two versions.
    public init(_ diff: FlowDiff) {
        let unionIDs = Dictionary(diff.scenes.compactMap { change in change.base.map { ($0.id, change.id) } },
                                  uniquingKeysWith: { first, _ in first })
        func unionID(_ id: Scene.ID) -> Scene.ID { unionIDs[id] ?? id }
        var scenes: [Scene.ID: SceneChange] = [:]
        for change in diff.scenes { scenes[change.id] = change }
        var taken = Set(diff.head.segues.map(\.id))
        var unionSegues: [Segue] = []
        var segues: [Segue.ID: UnionSegue] = [:]
        func add(_ segue: Segue, _ change: SegueChange, _ version: Version) {
            unionSegues.append(segue)
            segues[segue.id] = UnionSegue(change: change, version: version)
        }
        func baseVersion(of segue: Segue, id: String) -> Segue {
            var copy = segue
            copy.id = id
            copy.source = unionID(segue.source)
            copy.destination = segue.destination.map(unionID)
            copy.unwind?.candidates = segue.unwind?.candidates.map(unionID) ?? []
            return copy
        }
        for change in diff.segues {
            switch (change.base, change.head) {
            case (let base?, let head?) where change.moves:
                add(baseVersion(of: base, id: Self.unique(head.id + "~base", taken: &taken)), change, .base)
                add(head, change, .head)
            case (_, let head?):
                add(head, change, change.status == .added ? .head : .both)
            case (let base?, nil):
                add(baseVersion(of: base, id: Self.unique(base.id, taken: &taken)), change, .base)
            case (nil, nil):
                break
            }
        }
        self.flow = Flow(
            name: diff.head.name, scenes: diff.scenes.compactMap { $0.head ?? $0.base }, segues: unionSegues,
            initialSceneID: diff.head.initialSceneID ?? diff.base.initialSceneID.map(unionID), device: diff.head.device ?? diff.base.device
        )
        self.scenes = scenes
        self.segues = segues
        baseInitialScene = diff.initialScene == nil ? nil : .some(diff.base.initialSceneID.map(unionID))
    }

    /// The union as one version draws its scenes: ``flow`` with each changed scene as it is in that
    /// version, under its id in ``flow``. For the head and both versions, ``flow`` itself.
    public func flow(showing version: Version) -> Flow {
        guard version == .base else { return flow }
        var flow = self.flow
        for index in flow.scenes.indices {
            let id = flow.scenes[index].id
            guard let change = scenes[id], change.status == .changed, var base = change.base else { continue }
            base.id = id
            flow.scenes[index] = base
        }
        return flow
    }

    /// The version a scene of the union belongs to.
    public func version(ofScene id: Scene.ID) -> Version {
        switch scenes[id]?.status {
        case .added: .head
        case .removed: .base
        default: .both
        }
    }

    private static func unique(_ id: String, taken: inout Set<String>) -> String {
        var candidate = id
        var suffix = 2
        while !taken.insert(candidate).inserted {
            candidate = "\(id)-\(suffix)"
            suffix += 1
        }
        return candidate
    }
}

extension SegueChange {
    /// Whether the segue moved: another source, destination or kind, so the old edge and the new
    /// one are drawn apart.
    public var moves: Bool {
        differences.contains { [.source, .destination, .kind].contains($0.aspect) }
    }
}
