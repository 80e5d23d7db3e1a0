/// The containers that hold a scene when it is shown: a navigation controller (so its show segues
/// push) and a split view controller (so its show-detail segues replace the detail).
///
/// A scene is held by what holds its container (relationship), by what holds the scene whose container
/// view embeds it (embed), by what holds the scene that pushes it (show) and, for a split view, the scene
/// that shows it as the detail (show detail). A container holds itself. Modal presentations start afresh.
/// A scene shown in several ways gets the union. ``FlowIndex/hostingContainers(of:)`` answers it.
///
/// ```swift
/// FlowIndex(flow: ratings).hostingContainers(of: "ChooseGame").contains(.navigationController)   // true
/// ```
public struct HostingContainers: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: Int

    /// A navigation controller holds the scene: a show segue from it pushes.
    public static let navigationController = HostingContainers(rawValue: 1 << 0)
    /// A split view controller holds the scene: a show-detail segue from it replaces the detail.
    public static let splitView = HostingContainers(rawValue: 1 << 1)

    /// Creates a set from its bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// What a scene of this kind provides to its children and to the scenes it shows.
    private init(providedBy kind: SceneKind) {
        switch kind {
        case .navigationController: self = .navigationController
        case .splitViewController: self = .splitView
        default: self = []
        }
    }

    /// For every scene, the containers that hold it or that it is itself (a worklist to a fixed point).
    static func analyze(
        scenes: [Scene], scenesByID: [Scene.ID: Scene], seguesBySource: [Scene.ID: [Segue]]
    ) -> [Scene.ID: HostingContainers] {
        var hosts = scenesByID.mapValues { HostingContainers(providedBy: $0.kind) }
        var pending = scenes.map(\.id).filter { hosts[$0]?.isEmpty == false }
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
