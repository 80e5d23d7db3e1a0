/// A macOS window controller with the scene its window shows (its content view controller).
///
/// ```swift
/// WindowController("Main", initial: true) {
///     ViewController("Library", class: "LibraryViewController") { Label("Books") }
/// }
/// ```
/// The content becomes a scene of the flow with a relationship segue (role ``RelationshipRole/root``, Interface
/// Builder's `window.shadowedContentViewController`) from the window controller. Use `Flow(…, device: .mac)`.
public struct WindowController: SceneConvertible {
    /// The scene as the DSL records it.
    public let sceneDeclaration: SceneDeclaration

    /// A window controller whose window shows the scene `content` declares; the other parameters are those
    /// of ``ViewController/init(_:title:class:storyboardID:tab:initial:file:line:content:)``.
    public init(
        _ id: Scene.ID, title: String? = nil, class customClass: String? = nil, storyboardID: String? = nil,
        tab: TabBarItem? = nil, initial: Bool = false, file: String = #fileID, line: Int = #line,
        @SingleSceneBuilder content: () -> SceneDeclaration
    ) {
        let attributes = SceneAttributes(
            id: id, title: title, customClass: customClass, storyboardIdentifier: storyboardID,
            tab: tab, isInitial: initial, file: file, line: line
        )
        sceneDeclaration = SceneDeclaration(
            attributes, kind: .windowController, children: [SceneDeclaration.Child(role: .root, declaration: content())]
        )
    }
}
