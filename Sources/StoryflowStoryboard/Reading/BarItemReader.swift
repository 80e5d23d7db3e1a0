import Storyflow

/// Reads navigation items, bar button items (of navigation items and toolbars) and tab bar items.
enum BarItemReader {
    /// The scene's navigation bar: its `navigationItem`, or else the first item of a navigation bar
    /// placed by hand in its view (old storyboards did that for scenes outside a navigation controller).
    static func navigationBar(of controller: XMLTreeNode) -> NavigationBar? {
        let item = controller.child("navigationItem", key: "navigationItem")
            ?? controller.child(key: "view")?.descendants.first { $0.name == "navigationBar" && $0["key"] == nil }?
                .child("items")?.children.first { $0.name == "navigationItem" }
        guard let item else { return nil }
        return NavigationBar(
            title: item["title"],
            leftItems: barButtons(in: item, single: "leftBarButtonItem", list: "leftBarButtonItems"),
            rightItems: barButtons(in: item, single: "rightBarButtonItem", list: "rightBarButtonItems")
        )
    }

    /// The bar buttons on one side: the single `key` item, or the items of the list element.
    private static func barButtons(in item: XMLTreeNode, single: String, list: String) -> [BarButton] {
        let listed = item.child(list)?.children.filter { $0.name == "barButtonItem" } ?? []
        let nodes = item.children.filter { $0.name == "barButtonItem" && $0["key"] == single } + listed
        return nodes.compactMap(barButton)
    }

    /// The bar button items among `node`'s children (a toolbar's `<items>`, `<toolbarItems>`), spaces left out.
    static func barButtons(in node: XMLTreeNode) -> [BarButton] {
        node.children.filter { $0.name == "barButtonItem" }.compactMap(barButton)
    }

    /// A bar button item; `nil` for flexible and fixed spaces, which show nothing. An item with a
    /// custom view (`<button key="customView">`, or a view holding one) shows that view's title or image.
    static func barButton(_ node: XMLTreeNode) -> BarButton? {
        let token = node["systemItem"]
        if token == "flexibleSpace" || token == "fixedSpace" { return nil }
        let custom = node.child(key: "customView").map { [$0] + $0.descendants } ?? []
        let customButton = custom.first { $0.name == "button" }
        return BarButton(
            id: node.id ?? "line\(node.line)",
            systemItem: token.flatMap(BarButtonSystemItem.init(rawValue:)),
            title: node["title"] ?? customButton?.buttonTitle ?? custom.lazy.compactMap { $0.name == "label" ? $0.labelText : nil }.first,
            image: node.imageName ?? customButton?.buttonImage
        )
    }

    /// A `tabBarItem`; a system item (`favorites`, `more`…) without a title is titled by its token.
    static func tabBarItem(_ node: XMLTreeNode) -> TabBarItem {
        TabBarItem(
            title: node["title"] ?? node["systemItem"].map(Self.capitalized) ?? "Item",
            image: node["image"],
            badge: node["badgeValue"]
        )
    }

    private static func capitalized(_ token: String) -> String {
        token.prefix(1).uppercased() + token.dropFirst()
    }
}
