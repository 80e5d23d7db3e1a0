// How the DSL names, re-identifies and describes the model's views when it places them in a scene.
extension Element {
    /// The word a derived id uses for this kind of view (`label` in `Home.label0`).
    var idToken: String {
        switch self {
        case .table: "table"
        case .stack: "stack"
        case .label: "label"
        case .button: "button"
        case .textField: "textField"
        case .imageView: "imageView"
        case .containerView: "containerView"
        case .toolbar: "toolbar"
        case .control(let control): control.kind.rawValue
        case .group(let group): group.kind == .custom ? "customView" : group.kind.rawValue
        case .collection: "collectionView"
        }
    }

    /// The same view with `id`.
    func withID(_ id: ID) -> Element {
        switch self {
        case .table(var table): table.id = id; return .table(table)
        case .stack(var stack): stack.id = id; return .stack(stack)
        case .label(var label): label.id = id; return .label(label)
        case .button(var button): button.id = id; return .button(button)
        case .textField(var field): field.id = id; return .textField(field)
        case .imageView(var image): image.id = id; return .imageView(image)
        case .containerView(var container): container.id = id; return .containerView(container)
        case .toolbar(var toolbar): toolbar.id = id; return .toolbar(toolbar)
        case .control(var control): control.id = id; return .control(control)
        case .group(var group): group.id = id; return .group(group)
        case .collection(var grid): grid.id = id; return .collection(grid)
        }
    }

    /// The text a trigger shows for this view: a button's title (or image); `nil` for views without text.
    var triggerTitle: String? {
        guard case .button(let button) = self else { return nil }
        return button.displayText
    }
}
