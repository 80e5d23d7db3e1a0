import Storyflow

/// Segues drawn once: segues of one kind from one scene, and one element of it (or none), to the
/// same scene are one edge, its label ending `×4`.
///
/// Apps read from Swift sources are full of them: the same screen pushed from several branches of a
/// `switch`, or once for sure and again from calls whose destination is a guess. Each drawn apart,
/// they make a rope of edges whose labels `dot` stacks between the two scenes, pushing the rest of
/// the page apart. The segue drawn is the group's first that is sure of its destination (else its
/// first), where the group's first stood; a diff diagram keeps every segue, as each can change.
struct ParallelSegues: Sendable {
    /// The flow with each group's drawn segue in place of the group.
    let flow: Flow
    /// How many segues each drawn segue stands for, when more than one.
    let counts: [Segue.ID: Int]

    /// Groups the parallel segues of `flow`.
    init(flow: Flow) {
        struct Key: Hashable {
            let source: Scene.ID, destination: Scene.ID, kind: SegueKind, port: String?
        }
        let contents = Dictionary(flow.scenes.map { ($0.id, $0.content) }, uniquingKeysWith: { first, _ in first })
        var ports: [Scene.ID: PortNames] = [:]
        var groups: [Key: [Int]] = [:]
        var keys: [Key?] = []
        for (index, segue) in flow.segues.enumerated() {
            guard segue.kind != .unwind, segue.kind != .relationship, let destination = segue.destination else {
                keys.append(nil)
                continue
            }
            let port = segue.trigger.elementID.flatMap { elementID in
                if ports[segue.source] == nil { ports[segue.source] = PortNames(content: contents[segue.source] ?? SceneContent()) }
                return ports[segue.source]?.port(for: elementID)
            }
            let key = Key(source: segue.source, destination: destination, kind: segue.kind, port: port)
            groups[key, default: []].append(index)
            keys.append(key)
        }
        var flow = flow
        var counts: [Segue.ID: Int] = [:]
        var drawn: [Segue] = []
        for (index, segue) in flow.segues.enumerated() {
            guard let key = keys[index], let members = groups[key], members.count > 1 else {
                drawn.append(segue)
                continue
            }
            guard members.first == index else { continue }
            let chosen = flow.segues[members.first { !flow.segues[$0].isInferred } ?? index]
            drawn.append(chosen)
            counts[chosen.id] = members.count
        }
        flow.segues = drawn
        self.flow = flow
        self.counts = counts
    }
}
