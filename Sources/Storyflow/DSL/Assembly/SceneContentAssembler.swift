/// Turns the parts of one scene into its model content: gives every view, bar button (of the
/// navigation item or a toolbar) and cell an
/// id (kept when the declaration set one, else derived from its position by ``SiblingIDs``),
/// attaches each declared segue to its trigger, and records the problems it finds.
///
/// Content is laid out as navigation bar, table header, the table of a table view controller, then
/// the other views; segues follow the same order, then manual and gesture segues.
struct SceneContentAssembler {
    let sceneID: Scene.ID
    let location: SourceLocation
    /// The segues of the scene's triggers, in content order.
    private(set) var segues: [TriggeredSegue] = []
    private(set) var problems: [FlowDefinitionProblem] = []
    private var placedIDs: Set<String> = []
    private var duplicateIDs: Set<String> = []

    init(sceneID: Scene.ID, location: SourceLocation) {
        self.sceneID = sceneID
        self.location = location
    }

    /// The content of `parts`. A table view controller passes the style of its own table, which
    /// receives the table parts; in any other scene, table parts form a plain table view.
    mutating func content(of parts: [ScenePart], ownTable: Table.Style?) -> SceneContent {
        var navigationItems: [NavigationItem] = []
        var headers: [ElementDeclaration] = []
        var tableParts: [TablePart] = []
        var elements: [ElementDeclaration] = []
        var sceneSegues: [(SegueDeclaration, Trigger)] = []
        for part in parts {
            switch part.content {
            case .navigationItem(let item): navigationItems.append(item)
            case .tableHeader(let header): headers.append(header)
            case .table(let tablePart): tableParts.append(tablePart)
            case .element(let element): elements.append(element)
            case .segue(let segue, let trigger): sceneSegues.append((segue, trigger))
            }
        }
        if navigationItems.count > 1 {
            problems.append(.multipleNavigationItems(scene: sceneID, count: navigationItems.count, location: location))
        }

        var ids = SiblingIDs(parent: sceneID)
        var bar: NavigationBar?
        if let item = navigationItems.first {
            bar = navigationBar(of: item, ids: &ids)
        }
        var placed: [Element] = []
        for header in headers {
            placed.append(element(header, ids: &ids))
        }
        if let style = ownTable ?? (tableParts.isEmpty ? nil : .plain) {
            placed.append(.table(table(style, parts: tableParts, id: ids.next("table"))))
        }
        for declaration in elements {
            placed.append(element(declaration, ids: &ids))
        }
        for (segue, trigger) in sceneSegues {
            segues.append(TriggeredSegue(declaration: segue, source: sceneID, trigger: trigger))
        }
        for id in duplicateIDs.sorted() {
            problems.append(.duplicateElementID(id, scene: sceneID, location: location))
        }
        return SceneContent(navigationBar: bar, elements: placed)
    }

    private mutating func navigationBar(of item: NavigationItem, ids: inout SiblingIDs) -> NavigationBar {
        var bar = NavigationBar(title: item.title)
        for button in item.leftItems {
            bar.leftItems.append(barButton(button, token: "leftBarButton", ids: &ids))
        }
        for button in item.rightItems {
            bar.rightItems.append(barButton(button, token: "rightBarButton", ids: &ids))
        }
        return bar
    }

    private mutating func barButton(_ item: Triggering<BarButton>, token: String, ids: inout SiblingIDs) -> BarButton {
        var button = item.base
        if button.id.isEmpty { button.id = ids.next(token) }
        place(button.id)
        attach(item.segues, trigger: Trigger(kind: .barButton, elementID: button.id, title: button.displayText))
        return button
    }

    private mutating func element(_ declaration: ElementDeclaration, ids: inout SiblingIDs) -> Element {
        switch declaration.node {
        case .view(let view, let triggerKind, let segues):
            let placed = view.id.isEmpty ? view.withID(ids.next(view.idToken)) : view
            place(placed.id)
            if let triggerKind {
                attach(segues, trigger: Trigger(kind: triggerKind, elementID: placed.id, title: placed.triggerTitle))
            }
            return placed
        case .stack(let axis, let token, let children):
            let id = ids.next(token)
            return .stack(StackView(id: id, axis: axis, elements: nested(children, in: id)))
        case .group(let kind, let className, let children):
            let id = ids.next(kind == .custom ? "customView" : kind.rawValue)
            return .group(ViewGroup(id: id, kind: kind, className: className, elements: nested(children, in: id)))
        case .collection(let declarations):
            let id = ids.next("collectionView")
            place(id)
            var cellIDs = SiblingIDs(parent: id)
            var cells: [Cell] = []
            for declaration in declarations {
                cells.append(cell(declaration, ids: &cellIDs))
            }
            return .collection(Grid(id: id, cells: cells))
        case .table(let style, let parts):
            return .table(table(style, parts: parts, id: ids.next("table")))
        case .toolbar(let items):
            let id = ids.next("toolbar")
            place(id)
            var itemIDs = SiblingIDs(parent: id)
            var buttons: [BarButton] = []
            for item in items {
                buttons.append(barButton(item, token: "barButton", ids: &itemIDs))
            }
            return .toolbar(Toolbar(id: id, items: buttons))
        }
    }

    /// The elements of a stack or group `id`, which is placed, with ids under it.
    private mutating func nested(_ children: [ElementDeclaration], in id: String) -> [Element] {
        place(id)
        var childIDs = SiblingIDs(parent: id)
        var elements: [Element] = []
        for child in children {
            elements.append(element(child, ids: &childIDs))
        }
        return elements
    }

    /// A table: prototypes share one section ahead of any static sections.
    private mutating func table(_ style: Table.Style, parts: [TablePart], id: String) -> Table {
        place(id)
        var prototypes: [CellDeclaration] = []
        var staticSections: [SectionDeclaration] = []
        for part in parts {
            switch part.content {
            case .prototype(let cell): prototypes.append(cell)
            case .section(let section): staticSections.append(section)
            }
        }
        if !prototypes.isEmpty && !staticSections.isEmpty {
            problems.append(.mixedTableCells(scene: sceneID, location: location))
        }
        let prototypeSection = prototypes.isEmpty ? [] : [SectionDeclaration(header: nil, footer: nil, cells: prototypes)]
        var sections: [TableSection] = []
        for (index, section) in (prototypeSection + staticSections).enumerated() {
            var cellIDs = SiblingIDs(parent: "\(id).section\(index)")
            var cells: [Cell] = []
            for declaration in section.cells {
                cells.append(cell(declaration, ids: &cellIDs))
            }
            sections.append(TableSection(header: section.header, footer: section.footer, cells: cells))
        }
        return Table(id: id, style: style, cellContent: staticSections.isEmpty ? .dynamicPrototypes : .staticCells, sections: sections)
    }

    private mutating func cell(_ declaration: CellDeclaration, ids: inout SiblingIDs) -> Cell {
        var cell = declaration.cell
        cell.id = ids.next("cell")
        place(cell.id)
        var childIDs = SiblingIDs(parent: cell.id)
        for child in declaration.elements {
            cell.elements.append(element(child, ids: &childIDs))
        }
        attach(declaration.segues, trigger: Trigger(kind: .cell, elementID: cell.id, title: cell.text ?? cell.reuseIdentifier))
        return cell
    }

    private mutating func attach(_ declarations: [SegueDeclaration], trigger: Trigger) {
        for declaration in declarations {
            segues.append(TriggeredSegue(declaration: declaration, source: sceneID, trigger: trigger))
        }
    }

    private mutating func place(_ id: String) {
        if !placedIDs.insert(id).inserted { duplicateIDs.insert(id) }
    }
}
