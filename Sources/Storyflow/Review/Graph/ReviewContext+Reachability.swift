extension ReviewContext {
    /// The scenes reached from `roots` (roots included) by following forward segues, relationships included.
    ///
    /// ```swift
    /// context.scenesReachable(from: context.entrySceneIDs).contains("Gestures")
    /// ```
    public func scenesReachable(from roots: [Scene.ID]) -> Set<Scene.ID> {
        var reached = Set(roots.filter { scene($0) != nil })
        var queue = roots.filter { reached.contains($0) }
        while let current = queue.popLast() {
            for segue in segues(from: current) where isForward(segue) {
                guard let destination = segue.destination, reached.insert(destination).inserted else { continue }
                queue.append(destination)
            }
        }
        return reached
    }

    /// Whether `target` leads to `source` (or is it), or sits in a container (or container view) of a scene
    /// that does: the scenes an unwind from `source` can return to.
    public func canUnwind(from source: Scene.ID, to target: Scene.ID) -> Bool {
        var candidates = [target]
        var seen: Set<Scene.ID> = [target]
        while let candidate = candidates.popLast() {
            if scenesReachable(from: [candidate]).contains(source) { return true }
            for parent in segues(to: candidate) where parent.kind == .relationship || parent.kind == .embed {
                if seen.insert(parent.source).inserted { candidates.append(parent.source) }
            }
        }
        return false
    }
}
