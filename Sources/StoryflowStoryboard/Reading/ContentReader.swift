import Storyflow

/// Reads what a scene shows: its navigation bar and the views Storyflow draws.
///
/// Tables, stacks, labels, buttons, text fields, image views, container views and toolbars become
/// ``Element``s with their storyboard object ids; other views (plain views, scroll views…)
/// are transparent: the elements inside them are kept, in order. The controller's own toolbar
/// items (`<toolbarItems>`, shown in its navigation controller's bottom toolbar) come last, as a
/// toolbar.
enum ContentReader {
    /// The content of a view controller element.
    static func content(of controller: XMLTreeNode) -> SceneContent {
        let rootView = controller.child(key: "view")
        return SceneContent(
            navigationBar: BarItemReader.navigationBar(of: controller),
            elements: (rootView.map(rootElements) ?? []) + bottomToolbar(of: controller)
        )
    }

    /// The controller's `<toolbarItems>` as a toolbar, when it has any; the element has no object
    /// id, so the toolbar is named by its line (`line42`).
    private static func bottomToolbar(of controller: XMLTreeNode) -> [Element] {
        guard let node = controller.child("toolbarItems") else { return [] }
        let items = BarItemReader.barButtons(in: node)
        return items.isEmpty ? [] : [.toolbar(Toolbar(id: node.id ?? "line\(node.line)", items: items))]
    }

    /// The elements of a controller's root view: its subviews for a plain view, else the view itself
    /// (a table view controller's table, an image view…).
    private static func rootElements(_ rootView: XMLTreeNode) -> [Element] {
        rootView.name == "view" ? elements(inSubviewsOf: rootView) : elements(for: rootView)
    }

    /// The elements inside a view's `<subviews>`, depth first.
    static func elements(inSubviewsOf view: XMLTreeNode) -> [Element] {
        view.child("subviews")?.children.flatMap(elements(for:)) ?? []
    }

    /// The elements one view stands for: itself when Storyflow draws it, else what it contains.
    static func elements(for view: XMLTreeNode) -> [Element] {
        guard let id = view.id else { return elements(inSubviewsOf: view) }
        switch view.name {
        case "tableView":
            return [.table(TableReader.table(view))]
        case "stackView":
            let axis: StackView.Axis = view["axis"] == "vertical" ? .vertical : .horizontal
            return [.stack(StackView(id: id, axis: axis, elements: elements(inSubviewsOf: view)))]
        case "label":
            return [.label(Label(id: id, text: view.labelText ?? ""))]
        case "button":
            return [.button(Button(id: id, title: view.buttonTitle ?? ""))]
        case "textField":
            return [.textField(TextField(id: id, placeholder: view["placeholder"], text: view["text"]))]
        case "imageView":
            return [.imageView(ImageView(id: id, image: view["image"]))]
        case "containerView":
            return [.containerView(ContainerView(id: id))]
        case "toolbar":
            return [.toolbar(Toolbar(id: id, items: view.child("items").map(BarItemReader.barButtons) ?? []))]
        case "navigationBar":
            return []
        default:
            return elements(inSubviewsOf: view)
        }
    }
}
