extension Flow {
    /// The part of the flow made of the scenes in `sceneIDs` (in flow order) and the segues between
    /// them (an unwind when one of its possible targets is kept), renamed `name`; the initial scene
    /// only when it is kept. Focused diagrams and the pages of a split flow draw such parts.
    ///
    /// ```swift
    /// ratings.subflow(keeping: ["AddPlayer", "ChooseGame"], named: "Ratings · adding").segues.count   // 2
    /// ```
    public func subflow(keeping sceneIDs: Set<Scene.ID>, named name: String) -> Flow {
        var part = self
        part.name = name
        part.scenes = scenes.filter { sceneIDs.contains($0.id) }
        part.segues = segues.filter { segue in
            guard sceneIDs.contains(segue.source) else { return false }
            if let destination = segue.destination { return sceneIDs.contains(destination) }
            return segue.unwind?.candidates.contains(where: sceneIDs.contains) ?? false
        }
        if let initial = initialSceneID, !sceneIDs.contains(initial) { part.initialSceneID = nil }
        return part
    }
}
