import Storyflow
import StoryflowSamples

/// Edited versions of the samples, as a change to an app would make them.
extension Flow {
    /// Ratings, the DSL sample.
    static func ratings() throws -> Flow {
        try Samples.ratings()
    }

    /// The flow without the scene and every segue that touches it.
    func removingScene(_ id: Scene.ID) -> Flow {
        var flow = self
        flow.scenes.removeAll { $0.id == id }
        flow.segues.removeAll { $0.source == id || $0.destination == id }
        return flow
    }

    /// The flow with one segue edited.
    func editingSegue(_ id: String, _ edit: (inout Segue) -> Void) -> Flow {
        var flow = self
        if let index = flow.segues.firstIndex(where: { $0.id == id }) { edit(&flow.segues[index]) }
        return flow
    }

    /// The flow with one scene edited.
    func editingScene(_ id: Scene.ID, _ edit: (inout Scene) -> Void) -> Flow {
        var flow = self
        if let index = flow.scenes.firstIndex(where: { $0.id == id }) { edit(&flow.scenes[index]) }
        return flow
    }

    /// The flow with a scene's id renamed everywhere it is used, segue ids included (the DSL's start
    /// with their source).
    func renamingScene(_ id: Scene.ID, to newID: Scene.ID) -> Flow {
        var flow = editingScene(id) { $0.id = newID }
        for index in flow.segues.indices {
            if flow.segues[index].source == id {
                flow.segues[index].source = newID
                flow.segues[index].id = newID + flow.segues[index].id.dropFirst(id.count)
            }
            if flow.segues[index].destination == id { flow.segues[index].destination = newID }
        }
        if flow.initialSceneID == id { flow.initialSceneID = newID }
        return flow
    }
}
