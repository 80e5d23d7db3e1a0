import Storyflow

/// A screen (or container) being drawn from source: what it shows and where it leads.
final class ScreenDraft {
    /// A navigation found in the screen, before targets become scene ids.
    struct Edge {
        var kind: SegueKind
        var target: SceneRef
        var trigger: Trigger
        /// The state a button sets to fire it (`isPresented` of a sheet), to find the trigger afterwards.
        var triggerVariable: String?
        var location: SourceLocation
        var isInferred: Bool
        var presentation: Presentation?
        var role: RelationshipRole?
    }

    let id: String
    var kind: SceneKind
    var customClass: String?
    var title: String?
    var location: SourceLocation?
    var tabItem: TabBarItem?
    var leftItems: [BarButton] = []
    var rightItems: [BarButton] = []
    var elements: [Element] = []
    var sections: [TableSection] = []
    var edges: [Edge] = []
    /// The state each button sets, so a sheet bound to it gets the button as trigger.
    var actionTriggers: [String: Trigger] = [:]
    private var counter = 0

    static let maximumElements = 10
    static let maximumCells = 14

    init(id: String, kind: SceneKind = .viewController, customClass: String?, location: SourceLocation?) {
        self.id = id
        self.kind = kind
        self.customClass = customClass
        self.location = location
    }

    /// A fresh element id within the screen.
    func nextID(_ prefix: String) -> String {
        counter += 1
        return "\(prefix)\(counter)"
    }

    /// Adds a text: a cell in a list, else a label.
    func addText(_ text: String, inList: Bool) {
        if inList {
            _ = addCell(text, accessory: .none)
        } else if elements.count < ScreenDraft.maximumElements {
            elements.append(.label(Label(id: nextID("t"), text: text)))
        }
    }

    /// Adds a control (button, link, row): a bar button in a toolbar, a cell in a list, else a button.
    /// Returns the trigger it fires with, or `nil` when the screen is full.
    func addControl(_ title: String, isLink: Bool, inList: Bool, toolbarLeading: Bool?) -> Trigger? {
        if let leading = toolbarLeading {
            let button = BarButton(id: nextID("b"), systemItem: BarButtonSystemItem.matching(title), title: BarButtonSystemItem.matching(title) == nil ? title : nil)
            if leading { leftItems.append(button) } else { rightItems.append(button) }
            return Trigger(kind: .barButton, elementID: button.id, title: title)
        }
        if inList {
            return addCell(title, accessory: isLink ? .disclosureIndicator : .none).map { Trigger(kind: .cell, elementID: $0, title: title) }
        }
        guard elements.count < ScreenDraft.maximumElements else { return Trigger(kind: .button, title: title) }
        let id = nextID("c")
        elements.append(.button(Button(id: id, title: title)))
        return Trigger(kind: .button, elementID: id, title: title)
    }

    /// Starts a list section.
    func openSection(header: String?) {
        if sections.last.map({ $0.cells.isEmpty && $0.header == nil }) == true { sections.removeLast() }
        sections.append(TableSection(header: header))
    }

    private func addCell(_ text: String, accessory: Cell.Accessory) -> String? {
        if sections.isEmpty { sections.append(TableSection()) }
        guard sections.map(\.cells.count).reduce(0, +) < ScreenDraft.maximumCells else { return nil }
        let id = nextID("r")
        sections[sections.count - 1].cells.append(Cell(id: id, style: .basic, text: text, accessory: accessory))
        return id
    }

    /// The scene content: the navigation bar, then the list (if any) and the other elements.
    var content: SceneContent {
        let bar = (title != nil || !leftItems.isEmpty || !rightItems.isEmpty)
            ? NavigationBar(title: title, leftItems: leftItems, rightItems: rightItems) : nil
        let nonEmpty = sections.filter { !$0.cells.isEmpty || $0.header != nil }
        let table: [Element] = nonEmpty.isEmpty ? [] : [.table(Table(id: "list", style: .insetGrouped, cellContent: .staticCells, sections: nonEmpty))]
        return SceneContent(navigationBar: bar, elements: table + elements)
    }
}

extension ScreenDraft {
    /// Replaces localization keys by the app's development-language texts, in everything the screen shows.
    func translate(_ strings: LocalizedStrings) {
        guard !strings.texts.isEmpty else { return }
        title = title.map(strings.text)
        for index in leftItems.indices { leftItems[index].title = leftItems[index].title.map(strings.text) }
        for index in rightItems.indices { rightItems[index].title = rightItems[index].title.map(strings.text) }
        elements = elements.map { element in
            switch element {
            case .label(var label): label.text = strings.text(label.text); return .label(label)
            case .button(var button): button.title = strings.text(button.title); return .button(button)
            case .textField(var field): field.placeholder = field.placeholder.map(strings.text); return .textField(field)
            default: return element
            }
        }
        for section in sections.indices {
            sections[section].header = sections[section].header.map(strings.text)
            for cell in sections[section].cells.indices { sections[section].cells[cell].text = sections[section].cells[cell].text.map(strings.text) }
        }
        for index in edges.indices { edges[index].trigger.title = edges[index].trigger.title.map(strings.text) }
    }
}

extension BarButtonSystemItem {
    /// The system item a SwiftUI button's title stands for (`Cancel`, `Done`, `Add`…), if any.
    static func matching(_ title: String) -> BarButtonSystemItem? {
        switch title.lowercased() {
        case "cancel": .cancel
        case "done": .done
        case "save": .save
        case "edit": .edit
        case "add", "plus", "+": .add
        default: nil
        }
    }
}
