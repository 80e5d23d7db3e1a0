import ArgumentParser
import GraphvizDOT
import Storyflow
import StoryflowDiff
import StoryflowLayout

/// A diff as a diagram: the union of both versions, laid out once, with change marks for one side.
///
/// Every side draws the same graph, only what a side does not show is invisible, so the scenes sit
/// in the same place on every side. A changed scene is drawn as it is in the head on every side
/// (its note says what changed): drawing the base's version would move the elements its segues
/// leave from, and with them the layout.
struct DiffDiagram {
    let union: DiffUnion

    init(_ diff: FlowDiff) {
        union = DiffUnion(diff)
    }

    /// The graph of `side`, drawn with `options` and the side's change marks.
    func graph(side: ChangeSide, options: LayoutOptions) -> Graph {
        var options = options
        options.changes = marks(side: side)
        return FlowLayout(options: options).graph(for: union.flow)
    }

    /// The change marks of every scene and segue that changed, for `side`.
    func marks(side: ChangeSide) -> ChangeMarks {
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
            case (.changed, .base): segues[id] = ChangeMark(.removed, notes: ["was: " + Self.notes(segue.change)], version: version)
            case (let status, _):
                guard let kind = Self.kind(of: status) else { continue }
                segues[id] = ChangeMark(kind, notes: segue.change.differences.map(\.description), version: version)
            }
        }
        return ChangeMarks(scenes: scenes, segues: segues, side: side)
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

extension ChangeSide: ExpressibleByArgument {}
