import Storyflow

/// Reads what a scene shows: its navigation bar and the views Storyflow draws.
///
/// Tables, stacks, labels, buttons, text fields, image views and container views become
/// ``Element``s with their storyboard object ids; other views (plain views, scroll views…)
/// are transparent: the elements inside them are kept, in order.
enum ContentReader {
    /// The content of a view controller element.
    static func content(of controller: XMLTreeNode) -> SceneContent {
        let rootView = controller.child(key: "view")
        return SceneContent(
            navigationBar: BarItemReader.navigationBar(of: controller),
            elements: rootView.map(rootElements) ?? []
        )
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
        case "navigationBar":
            return []
        default:
            return elements(inSubviewsOf: view)
        }
    }
}
