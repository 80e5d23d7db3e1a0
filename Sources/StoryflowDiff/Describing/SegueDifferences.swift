import Storyflow

/// The differences between two versions of one segue; scenes are compared through the scene
/// matching and named by their display names.
struct SegueDifferences {
    let base: FlowIndex
    let head: FlowIndex
    let scenes: SceneMatching

    func between(_ baseSegue: Segue, _ headSegue: Segue) -> [Difference] {
        var differences: [Difference] = []
        func compare(_ aspect: Difference.Aspect, _ baseValue: String?, _ headValue: String?) {
            if baseValue != headValue { differences.append(Difference(aspect: aspect, base: baseValue, head: headValue)) }
        }
        if ObjectIdentity.of(baseSegue) != ObjectIdentity.of(headSegue) {
            compare(.id, baseSegue.id, headSegue.id)
        }
        compare(.kind, baseSegue.kind.rawValue, headSegue.kind.rawValue)
        if scenes.unionID(ofBase: baseSegue.source) != headSegue.source {
            compare(.source, baseName(baseSegue.source), headName(headSegue.source))
        }
        if baseSegue.destination.map(scenes.unionID(ofBase:)) != headSegue.destination {
            compare(.destination, baseSegue.destination.map(baseName), headSegue.destination.map(headName))
        }
        compare(.trigger, TriggerText.of(baseSegue.trigger), TriggerText.of(headSegue.trigger))
        compare(.identifier, baseSegue.identifier, headSegue.identifier)
        compare(.role, baseSegue.relationshipRole.map(SegueText.role), headSegue.relationshipRole.map(SegueText.role))
        compare(.presentation, baseSegue.presentation.flatMap(describe), headSegue.presentation.flatMap(describe))
        compare(.anchor, baseSegue.popoverAnchor, headSegue.popoverAnchor)
        compare(.customClass, baseSegue.customClass, headSegue.customClass)
        compare(.action, baseSegue.unwind?.action, headSegue.unwind?.action)
        return differences
    }

    /// A base scene's name as the head calls it when it is still there.
    func baseName(_ id: Scene.ID) -> String {
        let unionID = scenes.unionID(ofBase: id)
        return (head.scene(id: unionID) ?? base.scene(id: id))?.displayName ?? id
    }

    func headName(_ id: Scene.ID) -> String {
        head.scene(id: id)?.displayName ?? id
    }

    /// The presentation's styles, `nil` when it has none (UIKit's defaults).
    private func describe(_ presentation: Presentation) -> String? {
        let parts = [presentation.presentationStyle, presentation.transitionStyle, presentation.animates ? nil : "not animated"]
        return parts.allSatisfy { $0 == nil } ? nil : parts.compactMap { $0 }.joined(separator: ", ")
    }
}
