/// The containers that can hold a scene when it is shown: a navigation controller (so show segues push)
/// and a split view controller (so show-detail segues replace its detail).
///
/// A scene is held by what holds its container (relationship), the scene whose container view embeds it
/// (embed), the scene that pushes it (show) and, for a split view, the scene that shows it as the detail
/// (show detail). Modal presentations start afresh. A scene shown in several ways gets the union.
struct HostingContainers: OptionSet, Hashable, Sendable {
    let rawValue: Int

    static let navigationController = HostingContainers(rawValue: 1 << 0)
    static let splitView = HostingContainers(rawValue: 1 << 1)

    /// What a scene of this kind provides to its children and to the scenes it shows.
    private init(providedBy kind: SceneKind) {
        switch kind {
        case .navigationController: self = .navigationController
        case .splitViewController: self = .splitView
        default: self = []
        }
    }

    init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// For every scene, the containers that hold it or that it is itself (worklist to a fixed point).
    static func analyze(flow: Flow, scenesByID: [Scene.ID: Scene]) -> [Scene.ID: HostingContainers] {
        var hosts = scenesByID.mapValues { HostingContainers(providedBy: $0.kind) }
        let seguesBySource = Dictionary(grouping: flow.segues, by: \.source)
        var pending = flow.scenes.map(\.id).filter { hosts[$0]?.isEmpty == false }
        while let source = pending.popLast() {
            let provided = hosts[source] ?? []
            for segue in seguesBySource[source] ?? [] {
                guard let destination = segue.destination, let current = hosts[destination] else { continue }
                let passed = provided.passed(along: segue.kind)
                guard !current.isSuperset(of: passed) else { continue }
                hosts[destination] = current.union(passed)
                pending.append(destination)
            }
        }
        return hosts
    }

    /// What a segue of this kind hands on to its destination.
    private func passed(along kind: SegueKind) -> HostingContainers {
        switch kind {
        case .relationship, .embed, .show: self
        case .showDetail: intersection(.splitView)
        case .present, .popover, .custom, .unwind: []
        }
    }
}

extension ReviewContext {
    /// Whether a navigation controller holds the scene (or it is one) in at least one way it is shown.
    public func isInNavigationController(_ id: Scene.ID) -> Bool {
        hosts[id]?.contains(.navigationController) == true
    }

    /// Whether a split view controller holds the scene (or it is one) in at least one way it is shown.
    public func isInSplitView(_ id: Scene.ID) -> Bool {
        hosts[id]?.contains(.splitView) == true
    }
}
