import Storyflow

/// How many of a ground truth's transitions a scanned flow draws.
///
/// A transition counts as found when the flow has a segue of the same kind whose site is in the same file within
/// ``lineTolerance`` lines, from a screen of the source type to a screen of the destination type. A screen's types are its
/// scene id and class, and those of the containers around it (a tab's own view type holding the stack its screen is the
/// root of); a container (a navigation stack a sheet wraps around its screen) stands for its children too. A source that
/// is no screen of the flow (a row component several screens show) matches whichever screen the segue is drawn from:
/// the scan draws a component's navigation from each screen that shows it.
public struct RecallScore: Sendable {
    /// How far a segue's line may be from the transition's.
    public static let lineTolerance = 2

    /// The transitions found.
    public var found: [GroundTruth.Transition]
    /// The transitions missed, each with the closest thing the scan drew at that site, if anything.
    public var missed: [(transition: GroundTruth.Transition, drawn: [String])]
    /// Transitions whose site, destination and kind were found, whatever screen the segue leaves from.
    public var foundIgnoringSource: Int

    /// The share found, 0…1 (1 when there is nothing to find).
    public var recall: Double {
        let total = found.count + missed.count
        return total == 0 ? 1 : Double(found.count) / Double(total)
    }

    /// Scores `flow` against `truth`.
    public init(flow: Flow, truth: GroundTruth) {
        let names = ScreenNames(flow: flow)
        found = []
        missed = []
        foundIgnoringSource = 0
        for transition in truth.transitions {
            let atSite = flow.segues.filter { segue in
                guard let location = segue.location, let line = location.line else { return false }
                let file = location.file
                return (file == transition.file || file.hasSuffix("/" + transition.file)) && abs(line - transition.line) <= RecallScore.lineTolerance
            }
            let reachesDestination = atSite.filter { segue in
                segue.kind == transition.kind && segue.destination.map { names.of($0).contains { ScreenNames.same($0, transition.destination) } } ?? false
            }
            let sourceIsScreen = flow.scenes.contains { scene in [scene.id, scene.customClass].compactMap { $0 }.contains { ScreenNames.same($0, transition.source) } }
            if reachesDestination.contains(where: { !sourceIsScreen || names.sources($0.source).contains { ScreenNames.same($0, transition.source) } }) {
                found.append(transition)
            } else {
                missed.append((transition, atSite.map { "\($0.source) -\($0.kind.rawValue)-> \($0.destination ?? "nothing")" }))
            }
            if !reachesDestination.isEmpty { foundIgnoringSource += 1 }
        }
    }
}

/// The type names a scene answers to.
struct ScreenNames {
    let flow: Flow

    /// The scene's id and class, and for a container those of the scenes it holds.
    func of(_ id: Scene.ID, depth: Int = 0) -> [String] {
        guard let scene = flow.scene(id: id) else { return [id] }
        var names = [scene.id] + (scene.customClass.map { [$0] } ?? [])
        if scene.kind.isContainer, depth < 3 {
            for child in flow.children(of: id) { names += of(child.scene, depth: depth + 1) }
        }
        return names
    }

    /// The scene's names as a source: its own, its containers' (a modifier on a tab's stack belongs to the stack's root)
    /// and those of the screen that embeds it (a list of servers drawn inside the settings screen).
    func sources(_ id: Scene.ID) -> [String] {
        var names = of(id)
        var frontier = [id]
        for _ in 0..<3 {
            frontier = frontier.flatMap { child in
                flow.segues.filter { ($0.kind == .relationship || $0.kind == .embed) && $0.destination == child }.map(\.source)
            }
            for parent in frontier { names += flow.scene(id: parent).map { [$0.id] + ($0.customClass.map { [$0] } ?? []) } ?? [parent] }
        }
        return names
    }

    /// Whether two spellings name one type: equal, or one the other qualified (`Editor.MainView` and `MainView`).
    static func same(_ a: String, _ b: String) -> Bool {
        a == b || a.hasSuffix("." + b) || b.hasSuffix("." + a)
    }
}
