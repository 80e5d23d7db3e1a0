import Storyflow

/// The scenes that lead to a scene, with how many segues away they are.
struct Predecessors {
    private var sources: [Scene.ID: [Scene.ID]] = [:]

    /// Indexes the flow's forward segues (relationships included, unwinds excluded).
    init(flow: Flow) {
        for segue in flow.segues where segue.kind != .unwind {
            guard let destination = segue.destination else { continue }
            sources[destination, default: []].append(segue.source)
        }
    }

    /// Every scene from which `sceneID` is reachable, mapped to its shortest distance in segues;
    /// `sceneID` itself is left out.
    func distances(to sceneID: Scene.ID) -> [Scene.ID: Int] {
        var distances: [Scene.ID: Int] = [:]
        var frontier = [sceneID]
        var distance = 0
        while !frontier.isEmpty {
            distance += 1
            var next: [Scene.ID] = []
            for scene in frontier {
                for source in sources[scene] ?? [] where source != sceneID && distances[source] == nil {
                    distances[source] = distance
                    next.append(source)
                }
            }
            frontier = next
        }
        return distances
    }
}
