import Storyflow

/// Pairs the scenes of two versions of a flow: by id first, then, among the scenes left over on
/// both sides, by a custom class and then a title that only one scene on each side has (a renamed
/// storyboard id or DSL name).
struct SceneMatching {
    /// The base scene's id → its head counterpart's id.
    private(set) var headIDs: [Scene.ID: Scene.ID] = [:]
    /// The head scene's id → how it was matched.
    private(set) var rules: [Scene.ID: MatchRule] = [:]

    /// Matches `base` with `head`; a repeated id counts once, as everywhere in Storyflow.
    init(base: [Scene], head: [Scene]) {
        let base = Self.firstOfEachID(base), head = Self.firstOfEachID(head)
        let headIDSet = Set(head.map(\.id))
        for scene in base where headIDSet.contains(scene.id) {
            pair(scene.id, scene.id, by: .id)
        }
        for (rule, key) in [(MatchRule.customClass, \Scene.customClass), (.title, \Scene.title)] {
            let unmatchedBase = base.filter { headIDs[$0.id] == nil }
            let unmatchedHead = head.filter { rules[$0.id] == nil }
            let baseByKey = Self.unique(unmatchedBase, by: key), headByKey = Self.unique(unmatchedHead, by: key)
            for scene in unmatchedBase {
                guard let value = scene[keyPath: key], let baseScene = baseByKey[value], baseScene == scene,
                      let counterpart = headByKey[value] else { continue }
                pair(scene.id, counterpart.id, by: rule)
            }
        }
    }

    /// The head id of a base scene, or its own id when it has no counterpart (it was removed; no head
    /// scene has that id, or they would have matched).
    func unionID(ofBase id: Scene.ID) -> Scene.ID {
        headIDs[id] ?? id
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
    private static func unique(_ scenes: [Scene], by key: KeyPath<Scene, String?>) -> [String: Scene] {
        let grouped = Dictionary(grouping: scenes.filter { $0[keyPath: key] != nil }) { $0[keyPath: key]! }
        return grouped.compactMapValues { $0.count == 1 ? $0[0] : nil }
    }
}
