import Storyflow

/// Pairs the segues of two versions of a flow: by id first, then, among those left over, by the
/// storyboard object id (the segue's scene moved to another file), then by the same source scene (through the scene matching) and identifier, then triggering element, then
/// destination and kind. Each fallback takes the first unmatched head segue in declaration order.
struct SegueMatching {
    /// Index of a base segue → index of its head counterpart, with how they were matched.
    private(set) var pairs: [Int: (head: Int, rule: MatchRule)] = [:]

    init(base: [Segue], head: [Segue], scenes: SceneMatching) {
        var matchedHead = Set<Int>()
        let headIndexByID = Dictionary(head.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
        for (index, segue) in base.enumerated() {
            if let headIndex = headIndexByID[segue.id], matchedHead.insert(headIndex).inserted {
                pairs[index] = (headIndex, .id)
            }
        }
        let rules: [(MatchRule, (Segue, Bool) -> String?)] = [
            (.objectID, { segue, _ in segue.location?.objectID.map { "\u{1}" + $0 } }),
            (.identifier, { segue, isBase in segue.identifier.map { Self.source(of: segue, isBase, scenes) + "\u{1}" + $0 } }),
            (.trigger, { segue, isBase in
                segue.trigger.kind == .manual ? nil : Self.source(of: segue, isBase, scenes) + "\u{1}" + TriggerText.of(segue.trigger)
            }),
            (.ends, { segue, isBase in
                let destination = segue.destination.map { isBase ? scenes.unionID(ofBase: $0) : $0 } ?? ""
                return [Self.source(of: segue, isBase, scenes), destination, segue.kind.rawValue].joined(separator: "\u{1}")
            }),
        ]
        for (rule, key) in rules {
            var headByKey: [String: [Int]] = [:]
            for (index, segue) in head.enumerated() where !matchedHead.contains(index) {
                if let value = key(segue, false) { headByKey[value, default: []].append(index) }
            }
            for (index, segue) in base.enumerated() where pairs[index] == nil {
                guard let value = key(segue, true),
                      let headIndex = headByKey[value]?.first(where: { !matchedHead.contains($0) }) else { continue }
                matchedHead.insert(headIndex)
                pairs[index] = (headIndex, rule)
            }
        }
    }

    private static func source(of segue: Segue, _ isBase: Bool, _ scenes: SceneMatching) -> String {
        isBase ? scenes.unionID(ofBase: segue.source) : segue.source
    }
}
