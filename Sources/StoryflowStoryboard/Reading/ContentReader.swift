import Storyflow

/// Reads what a scene shows: its navigation bar and the views Storyflow draws.
///
/// Tables, collection views, stacks, labels, buttons, text fields, image views, container views,
/// toolbars and controls (``ControlReader``) become ``Element``s with their storyboard object ids,
/// in storyboard order; scroll views, visual effect views, views of a custom class and views of any
/// kind Storyflow does not know become labelled boxes (``ViewGroup``) around their content; plain
/// views are transparent: the elements inside them are kept, in order. A table's header and footer
/// views, and a collection view's section header and footer, come before and after it. The controller's own toolbar
/// items (`<toolbarItems>`, shown in its navigation controller's bottom toolbar) come last, as a
/// toolbar; so does a macOS application's main menu, as a toolbar of its menus.
enum ContentReader {
    /// The content of a view controller element.
    static func content(of controller: XMLTreeNode) -> SceneContent {
        let rootView = controller.child(key: "view")
        return SceneContent(
            navigationBar: BarItemReader.navigationBar(of: controller),
            elements: (rootView.map(rootElements) ?? []) + bottomToolbar(of: controller) + menuBar(of: controller)
        )
    }

    /// A macOS application's main menu as a toolbar of its menus' titles (`File`, `Edit`…).
    private static func menuBar(of controller: XMLTreeNode) -> [Element] {
        guard controller.name == "application", let menu = controller.child("menu", key: "mainMenu") else { return [] }
        let items = menu.child("items")?.children.filter { $0.name == "menuItem" }.map { item in
            BarButton(id: item.id ?? "line\(item.line)", title: item["title"] ?? "")
        } ?? []
        return items.isEmpty ? [] : [.toolbar(Toolbar(id: menu.id ?? "line\(menu.line)", items: items))]
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
        case "tableView" where view.child("tableColumns") != nil, "outlineView":
            return [.table(TableReader.columnTable(view))]
        case "tableView":
            return supplementary("tableHeaderView", of: view) + [.table(TableReader.table(view))] + supplementary("tableFooterView", of: view)
        case "stackView":
            let axis: StackView.Axis = view["axis"] == "vertical" ? .vertical : .horizontal
            return [.stack(StackView(id: id, axis: axis, elements: elements(inSubviewsOf: view)))]
        case "collectionView":
            return supplementary("sectionHeaderView", of: view) + [.collection(grid(view, id: id))] + supplementary("sectionFooterView", of: view)
        case "label":
            return [.label(Label(id: id, text: view.labelText ?? ""))]
        case "button":
            if let kind = ControlReader.choiceKind(ofButton: view) {
                return [.control(ControlReader.control(view, kind: kind, id: id))]
            }
            return [.button(Button(id: id, title: view.buttonTitle ?? "", image: view.buttonImage))]
        case "textField":
            return [textField(view, id: id)]
        case "imageView":
            return [.imageView(ImageView(id: id, image: view.imageName))]
        case "containerView":
            return [.containerView(ContainerView(id: id))]
        case "toolbar":
            return [.toolbar(Toolbar(id: id, items: view.child("items").map(BarItemReader.barButtons) ?? []))]
        case "navigationBar":
            return []
        case "scrollView":
            // A macOS scroll view holds its document view in its clip view, its `contentView`.
            let content = elements(inSubviewsOf: view) + (view.child(key: "contentView").map(elements(for:)) ?? [])
            return [.group(ViewGroup(id: id, kind: .scrollView, className: view["customClass"], elements: content))]
        case "clipView":
            return elements(inSubviewsOf: view)
        case "visualEffectView":
            let content = view.child(key: "contentView").map(elements(inSubviewsOf:)) ?? elements(inSubviewsOf: view)
            return [.group(ViewGroup(id: id, kind: .visualEffectView, className: view["customClass"], elements: content))]
        case "view" where view["customClass"] == nil:
            return elements(inSubviewsOf: view)
        case let name:
            if let kind = ControlReader.kind(of: name) {
                return [.control(ControlReader.control(view, kind: kind, id: id))]
            }
            let className = view["customClass"] ?? (name == "view" ? nil : Self.displayName(ofElement: name))
            return [.group(ViewGroup(id: id, kind: .custom, className: className, elements: elements(inSubviewsOf: view)))]
        }
    }

    /// The elements of the view `view` holds under `key`: a table's header or footer view (a search
    /// bar, a view of labels), a collection view's section header or footer (`collectionReusableView`).
    private static func supplementary(_ key: String, of view: XMLTreeNode) -> [Element] {
        guard let held = view.child(key: key) else { return [] }
        return held.name == "collectionReusableView" ? elements(inSubviewsOf: held) : elements(for: held)
    }

    /// A text field; on macOS (`NSTextField`, with a `textFieldCell`) one that is not editable is a label.
    private static func textField(_ view: XMLTreeNode, id: String) -> Element {
        guard let cell = view.child("textFieldCell", key: "cell") else {
            return .textField(TextField(id: id, placeholder: view["placeholder"], text: view["text"]))
        }
        guard cell["editable"] == "YES" else { return .label(Label(id: id, text: cell["title"] ?? cell.labelText ?? "")) }
        return .textField(TextField(id: id, placeholder: cell["placeholderString"], text: cell["title"]))
    }

    /// A `collectionView` and its prototype `collectionViewCell`s, each with the views of its content view.
    private static func grid(_ node: XMLTreeNode, id: String) -> Grid {
        let cells = node.child("cells")?.children.filter { $0.name == "collectionViewCell" }.map { cell in
            let content = cell.child(key: "contentView").map(elements(inSubviewsOf:)) ?? elements(inSubviewsOf: cell)
            return Cell(id: cell.id ?? "line\(cell.line)", style: .custom, reuseIdentifier: cell["reuseIdentifier"], elements: content)
        }
        return Grid(id: id, cells: cells ?? [])
    }

    /// Words for an element name Storyflow has no drawing for: `sceneKitView` → `Scene Kit View`.
    static func displayName(ofElement name: String) -> String {
        var words: [String] = []
        for character in name {
            if character.isUppercase || words.isEmpty {
                words.append(String(character).uppercased())
            } else {
                words[words.count - 1].append(character)
            }
        }
        return words.joined(separator: " ")
    }
}
