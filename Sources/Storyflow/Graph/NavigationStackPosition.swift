/// Where a scene sits on a navigation stack, which decides the navigation bar Xcode's canvas draws on it.
///
/// A scene is on a navigation stack when it is a navigation controller's root (``root``: a bar without
/// a back button) or is pushed by a show segue from a scene on one (``pushed``: a bar with a back
/// button). Containers and embedded children are never on a stack themselves; whether a scene *can*
/// push is the wider question ``FlowIndex/hostingContainers(of:)`` answers.
///
/// ```swift
/// let index = FlowIndex(flow: ratings)
/// index.navigationStackPosition(of: "Players")      // .root
/// index.navigationStackPosition(of: "ChooseGame")   // .pushed
/// ```
public enum NavigationStackPosition: Hashable, Sendable {
    /// The root of a navigation controller.
    case root
    /// Pushed onto a stack by a show segue.
    case pushed

    /// For every scene on a navigation stack, its position: a walk from each navigation controller's
    /// root along show segues; the first way a scene is reached decides.
    static func analyze(
        scenes: [Scene], scenesByID: [Scene.ID: Scene], seguesBySource: [Scene.ID: [Segue]]
    ) -> [Scene.ID: NavigationStackPosition] {
        var positions: [Scene.ID: NavigationStackPosition] = [:]
        for container in scenes where container.kind == .navigationController {
            let roots = (seguesBySource[container.id] ?? []).filter { $0.kind == .relationship && $0.relationshipRole == .root }
            for root in roots.compactMap(\.destination) {
                var queue: [(scene: Scene.ID, position: NavigationStackPosition)] = [(root, .root)]
                while let next = queue.popLast() {
                    guard positions[next.scene] == nil, let scene = scenesByID[next.scene], !scene.kind.isContainer else { continue }
                    positions[next.scene] = next.position
                    for segue in (seguesBySource[next.scene] ?? []).reversed() where segue.kind == .show {
                        if let destination = segue.destination { queue.append((destination, .pushed)) }
                    }
                }
            }
        }
        return positions
    }
}
