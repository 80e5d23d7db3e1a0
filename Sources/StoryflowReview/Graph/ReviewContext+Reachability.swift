import Storyflow

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

    /// The scenes an unwind can return to `target` from: those reached from `target`, or from a container
    /// (or a scene with a container view) that holds it, directly or through other containers.
    ///
    /// ```swift
    /// // Players → (present) AddPlayerNav → (root) AddPlayer
    /// context.unwindSources(returningTo: "Players").contains("AddPlayer")   // true
    /// ```
    public func unwindSources(returningTo target: Scene.ID) -> Set<Scene.ID> {
        var holders = [target]
        var pending = [target]
        while let holder = pending.popLast() {
            for parent in segues(to: holder) where parent.kind == .relationship || parent.kind == .embed {
                if !holders.contains(parent.source) {
                    holders.append(parent.source)
                    pending.append(parent.source)
                }
            }
        }
        return scenesReachable(from: holders)
    }
}
