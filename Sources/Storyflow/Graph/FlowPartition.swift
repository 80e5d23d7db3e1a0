/// A big flow cut into parts that each make a readable page: one per storyboard file, per tab of
/// the tab bar controller, or per navigation stack. Every scene is in exactly one part; scenes that
/// belong to none of the storyboards, tabs or stacks share a last part (or, for tabs, a first part
/// with the tab bar controller and what comes before it).
///
/// ```swift
/// let parts = FlowPartition(flow: ratings, by: .tab).parts
/// parts.map(\.name)        // ["Tabs", "Players", "Gestures"]
/// parts[1].sceneIDs        // ["PlayersNav", "Players", "AddPlayerNav", "AddPlayer", "ChooseGame"]
/// ```
public struct FlowPartition: Sendable {
    /// How a flow is cut.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// One part per storyboard file the scenes were read from.
        case storyboard
        /// One part per tab of the tab bar controller (the initial one, else the first), with
        /// everything reached from that tab.
        case tab
        /// One part per navigation controller, with the scenes on its stack.
        case stack
    }

    /// One part: a name, its scenes in flow order and the scene it is entered at.
    public struct Part: Hashable, Sendable {
        /// The part's name: the storyboard's, the tab's title, or the stack root's name.
        public var name: String
        /// Its scenes, in flow order.
        public var sceneIDs: [Scene.ID]
        /// Where it is entered: the flow's initial scene if it is in the part, else the part's first
        /// scene reached from another part, else its first scene.
        public var entry: Scene.ID?
    }

    /// The parts, in a stable order; none is empty.
    public let parts: [Part]
    private let partOfScene: [Scene.ID: Int]

    /// `flow` cut by `kind`.
    public init(flow: Flow, by kind: Kind) {
        let index = FlowIndex(flow: flow)
        let groups: [(name: String, ids: [Scene.ID])]
        switch kind {
        case .storyboard: groups = Self.byStoryboard(flow)
        case .tab: groups = Self.byTab(flow, index: index)
        case .stack: groups = Self.byStack(flow, index: index)
        }
        self.init(flow: flow, index: index, groups: groups)
    }

    /// `flow` cut into the given parts, each a name and its scenes; a scene named by several parts
    /// stays in the first, and scenes no part names are left out.
    ///
    /// ```swift
    /// FlowPartition(flow: ratings, groups: [("Start", ["Tabs", "Gestures"]), ("Players", ["PlayersNav", "Players"])])
    /// ```
    public init(flow: Flow, groups: [(name: String, sceneIDs: [Scene.ID])]) {
        self.init(flow: flow, index: FlowIndex(flow: flow), groups: groups.map { ($0.name, $0.sceneIDs) })
    }

    private init(flow: Flow, index: FlowIndex, groups: [(name: String, ids: [Scene.ID])]) {
        let groups = groups.filter { !$0.ids.isEmpty }
        var partOfScene: [Scene.ID: Int] = [:]
        for (position, group) in groups.enumerated() {
            for id in group.ids where partOfScene[id] == nil { partOfScene[id] = position }
        }
        self.partOfScene = partOfScene
        parts = groups.enumerated().map { position, group in
            let members = group.ids.filter { partOfScene[$0] == position }
            let entry = members.first { $0 == flow.initialSceneID }
                ?? members.first { id in index.segues(to: id).contains { partOfScene[$0.source] != position && $0.kind != .unwind } }
                ?? members.first
            return Part(name: group.name, sceneIDs: members, entry: entry)
        }
    }

    /// The position in ``parts`` of the part holding `sceneID`.
    public func part(of sceneID: Scene.ID) -> Int? {
        partOfScene[sceneID]
    }

    private static func byStoryboard(_ flow: Flow) -> [(name: String, ids: [Scene.ID])] {
        var groups: [(name: String, ids: [Scene.ID])] = []
        var positions: [String: Int] = [:]
        for scene in flow.scenes {
            let file = scene.location?.file.split(separator: "/").last.map(String.init) ?? flow.name
            let name = file.hasSuffix(".storyboard") ? String(file.dropLast(".storyboard".count)) : file
            if let position = positions[name] {
                groups[position].ids.append(scene.id)
            } else {
                positions[name] = groups.count
                groups.append((name, [scene.id]))
            }
        }
        return groups
    }

    private static func byTab(_ flow: Flow, index: FlowIndex) -> [(name: String, ids: [Scene.ID])] {
        let initial = flow.initialSceneID.flatMap { index.scene(id: $0) }
        guard let tabBar = initial?.kind == .tabBarController ? initial : flow.scenes.first(where: { $0.kind == .tabBarController }) else {
            return [(flow.name, flow.scenes.map(\.id))]
        }
        var claimed: Set<Scene.ID> = [tabBar.id]
        var tabs: [(name: String, ids: [Scene.ID])] = []
        for child in index.children(of: tabBar.id).map(\.scene) where !claimed.contains(child) {
            let name = index.scene(id: child).map { $0.tabBarItem?.title ?? $0.displayName } ?? child
            let reached = reach(from: child, in: index, excluding: claimed)
            claimed.formUnion(reached)
            tabs.append((name, flow.scenes.map(\.id).filter(reached.contains)))
        }
        let rest = flow.scenes.map(\.id).filter { !claimed.contains($0) || $0 == tabBar.id }
        return [(tabBar.displayName, rest)] + tabs
    }

    private static func byStack(_ flow: Flow, index: FlowIndex) -> [(name: String, ids: [Scene.ID])] {
        var claimed: Set<Scene.ID> = []
        var stacks: [(name: String, ids: [Scene.ID])] = []
        for navigation in flow.scenes where navigation.kind == .navigationController && !claimed.contains(navigation.id) {
            let roots = index.children(of: navigation.id).filter { $0.role == .root }.map(\.scene)
            var members: Set<Scene.ID> = [navigation.id]
            var queue = roots
            while let next = queue.popLast() {
                guard !members.contains(next), !claimed.contains(next), let scene = index.scene(id: next), !scene.kind.isContainer else { continue }
                members.insert(next)
                queue += index.segues(from: next).filter { $0.kind == .show }.compactMap(\.destination)
            }
            claimed.formUnion(members)
            let name = roots.first.flatMap { index.scene(id: $0)?.displayName } ?? navigation.displayName
            stacks.append((name, flow.scenes.map(\.id).filter(members.contains)))
        }
        let rest = flow.scenes.map(\.id).filter { !claimed.contains($0) }
        return stacks + [("Other scenes", rest)]
    }

    /// The scenes `start` leads to along any segue but unwinds, itself included, not entering `excluded`.
    private static func reach(from start: Scene.ID, in index: FlowIndex, excluding excluded: Set<Scene.ID>) -> Set<Scene.ID> {
        var reached: Set<Scene.ID> = [start]
        var stack = [start]
        while let current = stack.popLast() {
            for segue in index.segues(from: current) where segue.kind != .unwind {
                guard let next = segue.destination, !excluded.contains(next), reached.insert(next).inserted else { continue }
                stack.append(next)
            }
        }
        return reached
    }
}
