import Storyflow

/// Pairs the scenes of two versions of a flow: by id first; then, among the scenes left over on both
/// sides, by a storyboard object id (the scene moved to another file), a storyboard identifier, a
/// custom class and a title that only one scene on each side has (a renamed storyboard id or DSL
/// name); last, a container by the children it holds (a navigation controller whose root is matched).
struct SceneMatching {
    /// The base scene's id → its head counterpart's id.
    private(set) var headIDs: [Scene.ID: Scene.ID] = [:]
    /// The head scene's id → how it was matched.
    private(set) var rules: [Scene.ID: MatchRule] = [:]

    /// Matches `base` with `head`; a repeated id counts once, as everywhere in Storyflow.
    init(base: [Scene], head: [Scene], baseSegues: [Segue] = [], headSegues: [Segue] = []) {
        let base = Self.firstOfEachID(base), head = Self.firstOfEachID(head)
        let headIDSet = Set(head.map(\.id))
        for scene in base where headIDSet.contains(scene.id) {
            pair(scene.id, scene.id, by: .id)
        }
        let keys: [(MatchRule, (Scene) -> String?)] = [
            (.objectID, { $0.location?.objectID }), (.storyboardIdentifier, \.storyboardIdentifier),
            (.customClass, \.customClass), (.title, \.title),
        ]
        for (rule, key) in keys {
            matchUnique(base: base, head: head, by: rule) { scene, _ in key(scene) }
        }
        // A container is what it holds: the roles and matched ids of its children.
        let baseChildren = Self.children(in: baseSegues), headChildren = Self.children(in: headSegues)
        let matched = self
        matchUnique(base: base, head: head, by: .children) { scene, isBase in
            guard scene.kind.isContainer else { return nil }
            let children = isBase
                ? baseChildren[scene.id]?.map { ($0.role, matched.unionID(ofBase: $0.child)) }
                : headChildren[scene.id]?.map { ($0.role, $0.child) }
            guard let children, !children.isEmpty else { return nil }
            return scene.kind.rawValue + children.map { "\u{1}\($0.0)\u{2}\($0.1)" }.joined()
        }
    }

    /// The head id of a base scene, or its own id when it has no counterpart (it was removed; no head
    /// scene has that id, or they would have matched).
    func unionID(ofBase id: Scene.ID) -> Scene.ID {
        headIDs[id] ?? id
    }

    /// Pairs the unmatched scenes whose key only one unmatched scene on each side has.
    private mutating func matchUnique(base: [Scene], head: [Scene], by rule: MatchRule, key: (Scene, Bool) -> String?) {
        let unmatchedBase = base.filter { headIDs[$0.id] == nil }
        let unmatchedHead = head.filter { rules[$0.id] == nil }
        let baseByKey = Self.unique(unmatchedBase) { key($0, true) }, headByKey = Self.unique(unmatchedHead) { key($0, false) }
        for (value, baseScene) in baseByKey {
            guard let counterpart = headByKey[value] else { continue }
            pair(baseScene.id, counterpart.id, by: rule)
        }
    }

    private mutating func pair(_ baseID: Scene.ID, _ headID: Scene.ID, by rule: MatchRule) {
        headIDs[baseID] = headID
        rules[headID] = rule
    }

    private static func firstOfEachID(_ scenes: [Scene]) -> [Scene] {
        var seen = Set<Scene.ID>()
        return scenes.filter { seen.insert($0.id).inserted }
    }

    /// The scenes by `key`, keeping only the values exactly one scene has.
    private static func unique(_ scenes: [Scene], by key: (Scene) -> String?) -> [String: Scene] {
        var grouped: [String: [Scene]] = [:]
        for scene in scenes {
            if let value = key(scene) { grouped[value, default: []].append(scene) }
        }
        return grouped.compactMapValues { $0.count == 1 ? $0[0] : nil }
    }

    /// Each container's children, with their roles, in declaration order.
    private static func children(in segues: [Segue]) -> [Scene.ID: [(role: String, child: Scene.ID)]] {
        var children: [Scene.ID: [(role: String, child: Scene.ID)]] = [:]
        for segue in segues where segue.kind == .relationship {
            guard let child = segue.destination else { continue }
            children[segue.source, default: []].append((segue.relationshipRole.map(SegueText.role) ?? "", child))
        }
        return children
    }
}
