import Storyflow

/// What a scene's declaration cannot say about the scene itself: attributes its DSL declaration
/// lacks, content a container cannot hold, table shapes the DSL does not build.
enum SceneChecks {
    /// The changes declaring `scene` as a `kind` makes, in the order the declaration meets them.
    static func changes(declaring scene: Scene, as kind: SceneKind) -> [ExportLoss.SceneChange] {
        var changes: [ExportLoss.SceneChange] = []
        let hasContent = !(kind.isContainer || kind == .reference)
        if !hasContent && scene.content != SceneContent() {
            changes.append(.contentLeftOut)
        }
        if hasContent, scene.title == nil, let title = scene.content.navigationBar?.title {
            changes.append(.titleFromNavigationItem(title))
        }
        if kind == .reference {
            if scene.customClass != nil { changes.append(.customClassLeftOut) }
            if scene.storyboardIdentifier != nil { changes.append(.storyboardIdentifierLeftOut) }
            if scene.reference?.isResolved == true { changes.append(.referenceUnresolved) }
        }
        if kind != .reference && scene.reference != nil {
            changes.append(.referenceLeftOut)
        }
        if kind == .tabBarController && scene.tabBarItem != nil {
            changes.append(.tabBarItemLeftOut)
        }
        if hasContent {
            changes += scene.content.allElements.flatMap(tableChanges)
        }
        return changes
    }

    /// The changes to a table: prototypes in one untitled section, no static table without sections,
    /// a reuse identifier on every prototype (of a table or a collection view).
    private static func tableChanges(_ element: Element) -> [ExportLoss.SceneChange] {
        if case .collection(let grid) = element {
            return grid.cells.filter { $0.reuseIdentifier == nil }.map { .prototypeWithoutReuseIdentifier(cell: $0.id) }
        }
        guard case .table(let table) = element else { return [] }
        var changes: [ExportLoss.SceneChange] = []
        switch table.cellContent {
        case .dynamicPrototypes:
            let cells = table.sections.flatMap(\.cells)
            if table.sections != (cells.isEmpty ? [] : [TableSection(cells: cells)]) {
                changes.append(.prototypeSectionsMerged(table: table.id))
            }
            for cell in cells where DeclaredCell(cell, in: table).lacksReuseIdentifier {
                changes.append(.prototypeWithoutReuseIdentifier(cell: cell.id))
            }
        case .staticCells:
            if table.sections.isEmpty { changes.append(.staticTableWithoutSections(table: table.id)) }
        }
        return changes
    }
}
