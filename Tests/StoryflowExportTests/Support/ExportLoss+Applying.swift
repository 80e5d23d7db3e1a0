import Storyflow
import StoryflowExport

extension Flow {
    /// The flow an exported source should build: this flow with each loss's documented change made.
    func applying(_ losses: [ExportLoss]) -> Flow {
        var flow = self
        for loss in losses {
            switch loss {
            case .initialSceneNotFound:
                flow.initialSceneID = nil
            case .scene(let id, let change):
                guard let index = flow.scenes.firstIndex(where: { $0.id == id }) else { continue }
                flow.scenes[index].apply(change)
            case .segue(let segue, .leftOut):
                flow.segues.removeAll { $0.id == segue.id }
            case .segue(let segue, let change):
                guard let index = flow.segues.firstIndex(where: { $0.id == segue.id }) else { continue }
                flow.segues[index].apply(change)
            }
        }
        return flow
    }
}

private extension Scene {
    mutating func apply(_ change: ExportLoss.SceneChange) {
        switch change {
        case .declaredAsViewController: kind = .viewController
        case .contentLeftOut: content = SceneContent()
        case .titleFromNavigationItem(let navigationTitle): title = navigationTitle
        case .customClassLeftOut: customClass = nil
        case .storyboardIdentifierLeftOut: storyboardIdentifier = nil
        case .tabBarItemLeftOut: tabBarItem = nil
        case .referenceUnresolved: reference?.isResolved = false
        case .referenceLeftOut: reference = nil
        case .prototypeSectionsMerged(let id):
            content.elements = content.elements.map { $0.changingTable(id) { table in
                let cells = table.sections.flatMap(\.cells)
                table.sections = cells.isEmpty ? [] : [TableSection(cells: cells)]
            } }
        case .staticTableWithoutSections(let id):
            content.elements = content.elements.map { $0.changingTable(id) { $0.cellContent = .dynamicPrototypes } }
        case .prototypeWithoutReuseIdentifier(let cell):
            content.elements = content.elements.map { $0.changingCells { if $0.id == cell { $0.reuseIdentifier = "" } } }
        }
    }
}

private extension Segue {
    mutating func apply(_ change: ExportLoss.SegueChange) {
        switch change {
        case .leftOut: break
        case .trigger(let declared, _): trigger = declared
        case .unwindDeclaredExact: unwind = unwind.map { Unwind(action: $0.action) }
        case .presentation(let declared): presentation = declared
        case .detailLeftOut(.popoverAnchor): popoverAnchor = nil
        case .detailLeftOut(.customClass): customClass = nil
        case .detailLeftOut(.unwind): unwind = nil
        case .detailLeftOut(.relationshipRole): relationshipRole = nil
        case .relationshipDetailsLeftOut:
            identifier = nil
            trigger = .manual
            presentation = nil
            popoverAnchor = nil
            customClass = nil
            unwind = nil
        case .role(let declared): relationshipRole = declared
        }
    }
}

private extension Element {
    /// This element, with `change` made to the table `id` wherever it is nested.
    func changingTable(_ id: String, _ change: (inout Table) -> Void) -> Element {
        switch self {
        case .table(var table):
            if table.id == id { change(&table) }
            table.sections = table.sections.map { section in
                var section = section
                section.cells = section.cells.map { cell in
                    var cell = cell
                    cell.elements = cell.elements.map { $0.changingTable(id, change) }
                    return cell
                }
                return section
            }
            return .table(table)
        case .stack(var stack):
            stack.elements = stack.elements.map { $0.changingTable(id, change) }
            return .stack(stack)
        case .group(var group):
            group.elements = group.elements.map { $0.changingTable(id, change) }
            return .group(group)
        default:
            return self
        }
    }

    /// This element, with `change` made to every cell of every table in it.
    func changingCells(_ change: (inout Cell) -> Void) -> Element {
        switch self {
        case .table(var table):
            table.sections = table.sections.map { section in
                var section = section
                section.cells = section.cells.map { cell in
                    var cell = cell
                    change(&cell)
                    cell.elements = cell.elements.map { $0.changingCells(change) }
                    return cell
                }
                return section
            }
            return .table(table)
        case .stack(var stack):
            stack.elements = stack.elements.map { $0.changingCells(change) }
            return .stack(stack)
        case .group(var group):
            group.elements = group.elements.map { $0.changingCells(change) }
            return .group(group)
        default:
            return self
        }
    }
}
