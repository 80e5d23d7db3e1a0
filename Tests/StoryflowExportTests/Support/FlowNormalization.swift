import Foundation
@testable import Storyflow
@testable import StoryflowExport

/// What "the same flow" means for an exported flow (see ``SwiftSourceExporter``): equal once
/// locations and canvas positions (the DSL has none) are dropped, element and segue ids renamed canonically, scenes and segues put in a
/// canonical order, an animated presentation without styles counted as none, and every segue's origin the DSL's (compiled source
/// is DSL, wherever the exported flow came from).
///
/// - Element ids become their position in the scene (`left0`, `right1`, `e2`, `e2.e0`,
///   `e1.s0.c3`, `e1.s0.c3.e0`, collection cells `e1.c0`, toolbar items `e0.b1`), and triggers name those, so an element must sit in the same place.
/// - Segue ids are blank: nothing in a flow refers to a segue by id.
/// - Scenes are sorted by id; segues by source, relationships first in their container's order
///   (tab index, master, supplementary, detail, then as declared), the others by content.
enum FlowNormalization {
    static func normalized(_ flow: Flow) -> Flow {
        var renamings: [Scene.ID: [String: String]] = [:]
        var scenes: [Scene] = []
        for var scene in flow.scenes {
            var renaming: [String: String] = [:]
            scene.content = canonical(scene.content, renaming: &renaming)
            scene.location = nil
            scene.position = nil
            renamings[scene.id] = renaming
            scenes.append(scene)
        }
        let segues = flow.segues.map { segue in
            var segue = segue
            segue.id = ""
            segue.location = nil
            segue.origin = .dsl
            segue.trigger.elementID = segue.trigger.elementID.map { renamings[segue.source]?[$0] ?? $0 }
            if segue.presentation == Presentation() { segue.presentation = nil }
            return segue
        }
        return Flow(
            name: flow.name,
            scenes: scenes.sorted { $0.id < $1.id },
            segues: ordered(segues),
            initialSceneID: flow.initialSceneID,
            device: flow.device
        )
    }

    /// `flow` without locations and canvas positions, for flows whose ids and order must come back exactly.
    static func withoutLocations(_ flow: Flow) -> Flow {
        var flow = flow
        for index in flow.scenes.indices {
            flow.scenes[index].location = nil
            flow.scenes[index].position = nil
        }
        for index in flow.segues.indices { flow.segues[index].location = nil }
        return flow
    }

    // MARK: - Element ids

    private static func canonical(_ content: SceneContent, renaming: inout [String: String]) -> SceneContent {
        var content = content
        if var bar = content.navigationBar {
            for index in bar.leftItems.indices { rename(&bar.leftItems[index].id, to: "left\(index)", in: &renaming) }
            for index in bar.rightItems.indices { rename(&bar.rightItems[index].id, to: "right\(index)", in: &renaming) }
            content.navigationBar = bar
        }
        content.elements = canonical(content.elements, path: "", renaming: &renaming)
        return content
    }

    private static func canonical(_ elements: [Element], path: String, renaming: inout [String: String]) -> [Element] {
        elements.enumerated().map { index, element in
            let id = "\(path)e\(index)"
            var element = element
            switch element {
            case .stack(var stack):
                stack.elements = canonical(stack.elements, path: id + ".", renaming: &renaming)
                element = .stack(stack)
            case .group(var group):
                group.elements = canonical(group.elements, path: id + ".", renaming: &renaming)
                element = .group(group)
            case .collection(var grid):
                for cell in grid.cells.indices {
                    let cellID = "\(id).c\(cell)"
                    rename(&grid.cells[cell].id, to: cellID, in: &renaming)
                    grid.cells[cell].elements = canonical(grid.cells[cell].elements, path: cellID + ".", renaming: &renaming)
                }
                element = .collection(grid)
            case .table(var table):
                for section in table.sections.indices {
                    for cell in table.sections[section].cells.indices {
                        let cellID = "\(id).s\(section).c\(cell)"
                        rename(&table.sections[section].cells[cell].id, to: cellID, in: &renaming)
                        table.sections[section].cells[cell].elements = canonical(
                            table.sections[section].cells[cell].elements, path: cellID + ".", renaming: &renaming
                        )
                    }
                }
                element = .table(table)
            case .toolbar(var toolbar):
                for index in toolbar.items.indices { rename(&toolbar.items[index].id, to: "\(id).b\(index)", in: &renaming) }
                element = .toolbar(toolbar)
            default:
                break
            }
            renaming[element.id] = renaming[element.id] ?? id
            return element.withID(id)
        }
    }

    private static func rename(_ id: inout String, to canonical: String, in renaming: inout [String: String]) {
        renaming[id] = renaming[id] ?? canonical
        id = canonical
    }

    // MARK: - Segue order

    private static func ordered(_ segues: [Segue]) -> [Segue] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let keyed = segues.enumerated().map { offset, segue in
            let content = segue.kind == .relationship ? "" : (try? encoder.encode(segue)).map { String(decoding: $0, as: UTF8.self) } ?? ""
            return (segue: segue, key: (segue.source, segue.kind == .relationship ? rank(of: segue.relationshipRole) : Int.max, content, offset))
        }
        return keyed.sorted { $0.key < $1.key }.map(\.segue)
    }

    private static func rank(of role: RelationshipRole?) -> Int {
        switch role {
        case .tab(let index): index
        case .supplementary: 1
        case .detail: 2
        default: 0
        }
    }
}
