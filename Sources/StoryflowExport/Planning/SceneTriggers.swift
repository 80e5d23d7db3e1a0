import Storyflow

/// The views of one scene that fire segues in the DSL, by id, with the trigger the DSL gives them.
struct SceneTriggers {
    private var triggers: [String: Trigger] = [:]

    /// The triggers of `content`: bar buttons (of the navigation bar and of toolbars), buttons, table and
    /// collection cells and container views, nested ones included.
    init(_ content: SceneContent) {
        for button in content.allBarButtons {
            add(button.id, Trigger(kind: .barButton, elementID: button.id, title: button.displayText))
        }
        for element in content.allElements {
            switch element {
            case .button(let button):
                add(button.id, Trigger(kind: .button, elementID: button.id, title: button.displayText))
            case .containerView(let container):
                add(container.id, Trigger(kind: .containerView, elementID: container.id))
            case .table(let table):
                for cell in table.sections.flatMap(\.cells) {
                    let declared = DeclaredCell(cell, in: table)
                    add(cell.id, Trigger(kind: .cell, elementID: cell.id, title: declared.text ?? declared.reuseIdentifier))
                }
            case .collection(let grid):
                for cell in grid.cells {
                    add(cell.id, Trigger(kind: .cell, elementID: cell.id, title: cell.text ?? cell.reuseIdentifier))
                }
            default:
                break
            }
        }
    }

    /// The trigger the DSL gives the view `id` when it is of `kind`; `nil` when the scene has no such view.
    func trigger(forElement id: String?, kind: Trigger.Kind) -> Trigger? {
        guard let id, let trigger = triggers[id], trigger.kind == kind else { return nil }
        return trigger
    }

    /// Keeps the first view with each id.
    private mutating func add(_ id: String, _ trigger: Trigger) {
        if triggers[id] == nil { triggers[id] = trigger }
    }
}
