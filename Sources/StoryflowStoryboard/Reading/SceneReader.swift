import Storyflow

/// Reads a scene's view controller element into a ``Scene``.
enum SceneReader {
    /// Reads `controller` (the scene's `sceneMemberID="viewController"` object).
    ///
    /// The title is the first of: the navigation item's title, the controller's `title` (a macOS window
    /// controller's window title), its custom
    /// class, and Xcode's scene label (`comment`, the `<!--…-->` before the scene). A storyboard
    /// reference is titled by its label, else the storyboard it names.
    static func read(controller: XMLTreeNode, comment: String?, path: String) -> Scene {
        let kind = SceneKind(storyboardElement: controller.name)
        let content = ContentReader.content(of: controller)
        let id = controller.id ?? "line\(controller.line)"
        var scene = Scene(
            id: id,
            kind: kind,
            // The macOS application scene is the app itself; Xcode shows it as NSApplication.
            customClass: controller["customClass"] ?? (controller.name == "application" ? "NSApplication" : nil),
            storyboardIdentifier: controller["storyboardIdentifier"],
            content: content,
            tabBarItem: controller.child("tabBarItem", key: "tabBarItem").map(BarItemReader.tabBarItem),
            location: SourceLocation(file: path, line: controller.line, objectID: id)
        )
        if kind == .reference {
            scene.reference = SceneReference(
                storyboard: controller["storyboardName"],
                identifier: controller["referencedIdentifier"],
                isResolved: false
            )
            scene.title = comment ?? controller["referencedIdentifier"] ?? controller["storyboardName"]
        } else {
            scene.title = content.navigationBar?.title ?? controller["title"] ?? controller.child("window", key: "window")?["title"]
                ?? controller["customClass"] ?? comment
        }
        return scene
    }
}
