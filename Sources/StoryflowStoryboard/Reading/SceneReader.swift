import Storyflow

/// Reads a scene's view controller element into a ``Scene``.
enum SceneReader {
    /// Reads `controller` (the scene's `sceneMemberID="viewController"` object).
    ///
    /// The title is the first of: the navigation item's title, the controller's `title` (a macOS window
    /// controller's window title), its custom
    /// class, and Xcode's scene label (`comment`, the `<!--…-->` before the scene). A storyboard
    /// reference is titled by its label, else the storyboard it names.
    ///
    /// A view controller that stands for a scene of another storyboard, loaded at run time by a library
    /// such as RBStoryboardLink (its user-defined runtime attributes `storyboardName` and, optionally,
    /// `sceneIdentifier`), is read as a storyboard reference to that scene.
    static func read(controller: XMLTreeNode, comment: String?, path: String) -> Scene {
        var kind = SceneKind(storyboardElement: controller.name)
        let link = runtimeStoryboardLink(of: controller)
        if link != nil { kind = .reference }
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
        if let link {
            scene.reference = SceneReference(storyboard: link.storyboard, identifier: link.identifier, isResolved: false)
            scene.title = link.identifier ?? link.storyboard
        } else if kind == .reference {
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

    /// The storyboard and scene a run-time storyboard link names in its user-defined runtime
    /// attributes; `nil` for any other controller.
    private static func runtimeStoryboardLink(of controller: XMLTreeNode) -> (storyboard: String, identifier: String?)? {
        guard controller.name == "viewController", let attributes = controller.child("userDefinedRuntimeAttributes") else { return nil }
        var values: [String: String] = [:]
        for attribute in attributes.children where attribute.name == "userDefinedRuntimeAttribute" {
            if let keyPath = attribute["keyPath"], let value = attribute["value"], !value.isEmpty { values[keyPath] = value }
        }
        return values["storyboardName"].map { ($0, values["sceneIdentifier"]) }
    }
}
