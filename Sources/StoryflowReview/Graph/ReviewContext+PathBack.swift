import Storyflow

extension ReviewContext {
    /// The forward segues that lead to a scene on the path from the entry to their source: the back
    /// edges of a depth-first walk from ``entrySceneIDs`` that follows each scene's segues in
    /// declaration order. Self-loops are included; the order is the flow's segue order.
    ///
    /// ```swift
    /// // Detail → (present) EditNav → (root) Edit → (show) Detail
    /// context.seguesBackToPath().map(\.id)   // ["Edit.Detail"]
    /// ```
    public func seguesBackToPath() -> [Segue] {
        var onPath: Set<Scene.ID> = []
        var finished: Set<Scene.ID> = []
        var backSegueIDs: Set<Segue.ID> = []
        for entry in entrySceneIDs where !finished.contains(entry) {
            var stack: [(scene: Scene.ID, segues: [Segue], next: Int)] = [(entry, segues(from: entry), 0)]
            onPath.insert(entry)
            while let top = stack.last {
                guard top.next < top.segues.count else {
                    onPath.remove(top.scene)
                    finished.insert(top.scene)
                    stack.removeLast()
                    continue
                }
                let segue = top.segues[top.next]
                stack[stack.count - 1].next += 1
                guard isForward(segue), let destination = segue.destination else { continue }
                if onPath.contains(destination) {
                    backSegueIDs.insert(segue.id)
                } else if !finished.contains(destination) {
                    onPath.insert(destination)
                    stack.append((destination, segues(from: destination), 0))
                }
            }
        }
        return flow.segues.filter { backSegueIDs.contains($0.id) }
    }
}
