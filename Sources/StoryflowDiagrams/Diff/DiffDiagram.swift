import GraphvizDOT
import GraphvizRender
import Storyflow
import StoryflowDiff
import StoryflowLayout

/// A diff as a diagram: the union of both versions, laid out once, with change marks for one side.
///
/// Every side draws the same graph, only what a side does not show is invisible, so the scenes sit
/// in the same place on every side. A changed scene is drawn as it is in the side's version; when
/// that makes the base side's scenes differ, every side is drawn at the places Graphviz gave the
/// overlay (GraphvizRender's `PinnedLayout`), so they still line up.
///
/// ```swift
/// let diagram = DiffDiagram(FlowDiff(base: before, head: after))
/// let graphs = try await diagram.graphs(sides: [.both], options: LayoutOptions()) { overlay in
///     String(decoding: try GraphvizRenderer().render(overlay, as: .laidOutDOT).data, as: UTF8.self)
/// }
/// ```
public struct DiffDiagram: Sendable {
    /// Both versions' scenes and segues in one flow, with what changed.
    public let union: DiffUnion
    /// Each version's pictures of its screens, by scene id in ``union``'s flow.
    public var screenshots = (base: [Scene.ID: SceneScreenshot](), head: [Scene.ID: SceneScreenshot]())

    /// The diagram of `diff`, with no pictures.
    public init(_ diff: FlowDiff) {
        union = DiffUnion(diff)
    }

    /// The graph of each side, drawn with `options` and the side's change marks. `layOut` lays the
    /// overlay out and returns Graphviz's laid-out DOT (in this process, or in a worker for a big flow).
    public func graphs(sides: [ChangeSide], options: LayoutOptions, layOut: (Graph) async throws -> String) async throws -> [Graph] {
        let baseFlow = union.flow(showing: .base)
        let drawn = sides.map { side in graph(side: side, flow: side == .base ? baseFlow : union.flow, options: options) }
        guard baseFlow != union.flow else {
            return sides.map { graph(side: $0, flow: union.flow, options: options) }
        }
        let pinned = try PinnedLayout(laidOutDOT: try await layOut(graph(side: .both, flow: union.flow, options: options)))
        guard drawn.allSatisfy(pinned.places) else { return sides.map { graph(side: $0, flow: union.flow, options: options) } }
        return drawn.map(pinned.pin)
    }

    private func graph(side: ChangeSide, flow: Flow, options: LayoutOptions) -> Graph {
        var options = options
        options.changes = marks(side: side)
        options.screenshots = screenshots(side: side)
        if side == .both { options.baseScreenshots = changedBaseScreenshots }
        return FlowLayout(options: options).graph(for: flow)
    }

    /// The pictures `side` draws: its own version's, and the other version's for the screens it has
    /// none of (a scene only the other version has is laid out, unseen, at the same size).
    public func screenshots(side: ChangeSide) -> [Scene.ID: SceneScreenshot] {
        side == .base ? screenshots.head.merging(screenshots.base) { $1 } : screenshots.base.merging(screenshots.head) { $1 }
    }

    /// The base's pictures of the screens whose picture changed (both versions have one, and they
    /// differ), which the overlay draws beside the head's.
    public var changedBaseScreenshots: [Scene.ID: SceneScreenshot] {
        screenshots.base.filter { id, base in screenshots.head[id].map { $0.path != base.path } ?? false }
    }

    /// The change marks of every scene and segue that changed, for `side`.
    public func marks(side: ChangeSide) -> ChangeMarks {
        var scenes: [Scene.ID: ChangeMark] = [:]
        for (id, change) in union.scenes {
            guard let kind = Self.kind(of: change.status) else { continue }
            scenes[id] = ChangeMark(kind, notes: change.differences.map(\.description))
        }
        var segues: [String: ChangeMark] = [:]
        for (id, segue) in union.segues {
            let version = Self.side(of: segue.version)
            switch (segue.change.status, segue.version) {
            case (.unchanged, _): continue
            // The old version of a moved segue: a ghost where it was.
            case (.changed, .base): segues[id] = ChangeMark(.removed, notes: ["was: " + Self.notes(segue.change)], version: version, isOldVersion: true)
            case (let status, _):
                guard let kind = Self.kind(of: status) else { continue }
                segues[id] = ChangeMark(kind, notes: segue.change.differences.map(\.description), version: version)
            }
        }
        return ChangeMarks(scenes: scenes, segues: segues, side: side, baseInitialScene: union.baseInitialScene)
    }

    private static func notes(_ change: SegueChange) -> String {
        change.differences.map(\.description).joined(separator: "; ")
    }

    private static func kind(of status: ChangeStatus) -> ChangeMark.Kind? {
        switch status {
        case .added: .added
        case .removed: .removed
        case .changed: .changed
        case .unchanged: nil
        }
    }

    private static func side(of version: DiffUnion.Version) -> ChangeSide {
        switch version {
        case .both: .both
        case .base: .base
        case .head: .head
        }
    }
}
