import Storyflow

/// Scenes that many others lead to (a profile, an editor, a detail screen opened from everywhere),
/// drawn once: each other scene that leads there gets a small link beside it instead of an edge
/// across the whole canvas.
///
/// In an app that routes to the same screens from everywhere, those screens pull dozens of long
/// edges across the diagram and the layout spreads out to route them; with the links, every scene
/// still shows where it leads, and the hub sits where it is first met.
///
/// A scene is a hub when at least ``LayoutOptions/hubThreshold`` other scenes lead to it by forward
/// segues (show, show detail, present, popover, custom). The segues from the source closest to the
/// flow's entry (fewest segues away; on a tie, the first in flow order) stay edges; the segues from
/// each other source end at one reference node beside that source. Relationships, embeds and
/// unwinds always stay edges: they tie a child to its container or go back.
///
/// ```swift
/// let hubs = HubReferences(flow: flow, index: FlowIndex(flow: flow), threshold: 5)
/// hubs.reference(of: segue)   // Reference(hub: "AccountDetailView", nodeID: "h12", segues: [segue, another])
/// ```
///
/// Segues are known by their ids; a reference node is named after the position in the flow of its
/// first segue (`h12`), so the DOT of a flow stays the same from run to run.
struct HubReferences: Sendable {
    /// Where a segue that leads to a hub ends instead of the hub.
    struct Reference: Hashable, Sendable {
        /// The scene the segue leads to, drawn elsewhere in the diagram.
        let hub: Scene.ID
        /// The Graphviz name of the reference node the segue ends at.
        let nodeID: String
        /// The segues from the same source to the hub, in flow order, which share the node; the first
        /// of them adds it to the graph.
        let segues: [Segue]

        /// The hub's name.
        func hubName(in index: FlowIndex) -> String {
            index.scene(id: hub)?.displayName ?? hub
        }

        /// The hub's name as the reference's box shows it, cut to fit.
        func shownName(in index: FlowIndex) -> String {
            Typography.truncated(hubName(in: index), limit: PhoneMetrics.textLimit)
        }

        /// What the reference's box says: `→ Hub`.
        func boxText(in index: FlowIndex) -> String {
            "→ " + shownName(in: index)
        }
    }

    /// The reference of each segue that ends at one, by the segue's id.
    private let references: [Segue.ID: Reference]
    /// How many scenes lead to each hub.
    let sourceCounts: [Scene.ID: Int]

    /// The hubs of `flow` and the segues that end at a reference to them; none when `threshold` is 0.
    /// The scenes in `exempt` are never hubs (a focused scene shows everything that leads to it), and
    /// the segues in `kept` always stay edges (a highlighted path stays one line).
    init(flow: Flow, index: FlowIndex, threshold: Int, exempt: Set<Scene.ID> = [], kept: Set<Segue.ID> = []) {
        guard threshold > 0 else {
            (references, sourceCounts) = ([:], [:])
            return
        }
        var sources: [Scene.ID: [Scene.ID]] = [:]
        for segue in flow.segues where Self.canEndAtReference(segue) {
            guard let destination = segue.destination, destination != segue.source, index.scene(id: segue.source) != nil,
                  index.scene(id: destination) != nil, sources[destination]?.contains(segue.source) != true else { continue }
            sources[destination, default: []].append(segue.source)
        }
        let hubs = sources.filter { $0.value.count >= threshold && !exempt.contains($0.key) }
        guard !hubs.isEmpty else {
            (references, sourceCounts) = ([:], [:])
            return
        }
        let distances = Self.distancesFromEntry(of: flow, index: index)
        // Scenes the entry does not reach come after those it does; the first source wins a tie.
        let distance = { (scene: Scene.ID) in distances[scene] ?? .max }
        let homes = hubs.compactMapValues { hubSources in
            hubSources.enumerated().min { (distance($0.element), $0.offset) < (distance($1.element), $1.offset) }?.element
        }
        // Each group's segues, with the position in the flow of its first, which names the node.
        var groups: [SourceAndHub: (first: Int, segues: [Segue])] = [:]
        for (position, segue) in flow.segues.enumerated() where Self.canEndAtReference(segue) && !kept.contains(segue.id) {
            guard let hub = segue.destination, let home = homes[hub], segue.source != home, segue.source != hub else { continue }
            groups[SourceAndHub(source: segue.source, hub: hub), default: (position, [])].segues.append(segue)
        }
        var references: [Segue.ID: Reference] = [:]
        for (pair, group) in groups {
            let reference = Reference(hub: pair.hub, nodeID: "h\(group.first)", segues: group.segues)
            group.segues.forEach { references[$0.id] = reference }
        }
        self.references = references
        self.sourceCounts = hubs.mapValues(\.count)
    }

    /// Where `segue` ends instead of its destination; `nil` when it ends at its destination.
    func reference(of segue: Segue) -> Reference? {
        references[segue.id]
    }

    /// Whether `segue` ends at a reference node.
    func endsAtReference(_ segue: Segue) -> Bool {
        references[segue.id] != nil
    }

    private struct SourceAndHub: Hashable {
        let source: Scene.ID
        let hub: Scene.ID
    }

    /// Forward segues can be drawn as references; relationships, embeds and unwinds cannot.
    private static func canEndAtReference(_ segue: Segue) -> Bool {
        switch segue.kind {
        case .show, .showDetail, .present, .popover, .custom: true
        case .relationship, .embed, .unwind: false
        }
    }

    /// How many segues each scene is from the flow's initial scene (breadth first, every kind but
    /// unwinds); scenes it does not reach are left out.
    private static func distancesFromEntry(of flow: Flow, index: FlowIndex) -> [Scene.ID: Int] {
        guard let entry = flow.initialSceneID, index.scene(id: entry) != nil else { return [:] }
        var distances = [entry: 0]
        var queue = [(scene: entry, distance: 0)]
        var next = 0
        while next < queue.count {
            let (scene, distance) = queue[next]
            next += 1
            for segue in index.segues(from: scene) where segue.kind != .unwind {
                guard let destination = segue.destination, distances[destination] == nil else { continue }
                distances[destination] = distance + 1
                queue.append((destination, distance + 1))
            }
        }
        return distances
    }
}
