/// A view controller scene: a screen of views.
///
/// ```swift
/// ViewController("Detail", class: "DetailViewController") {
///     VStack {
///         HStack { Label("Name"); TextField("Name") }
///         Label("Date Created")
///     }
/// }
/// ```
public struct ViewController: SceneConvertible {
    /// The scene as the DSL records it.
    public let sceneDeclaration: SceneDeclaration

    /// A view controller scene.
    /// - Parameters:
    ///   - id: The scene's id, unique in the flow; segues name it as their destination.
    ///   - title: The title the diagram shows; defaults to the navigation item's title.
    ///   - customClass: The custom class, e.g. `DetailViewController`.
    ///   - storyboardID: The storyboard identifier, for `instantiateViewController(withIdentifier:)`.
    ///   - tab: The tab bar item shown when the scene is a tab.
    ///   - initial: Whether the app starts here (Is Initial View Controller); one scene per flow.
    ///   - file: Where the scene is declared; defaults to the call site.
    ///   - line: Where the scene is declared; defaults to the call site.
    ///   - content: The navigation item, views, and manual and gesture segues.
    public init(
        _ id: Scene.ID, title: String? = nil, class customClass: String? = nil, storyboardID: String? = nil,
        tab: TabBarItem? = nil, initial: Bool = false, file: String = #fileID, line: Int = #line,
        @SceneContentBuilder content: () -> [ScenePart] = { [] }
    ) {
        let attributes = SceneAttributes(
            id: id, title: title, customClass: customClass, storyboardIdentifier: storyboardID,
            tab: tab, isInitial: initial, file: file, line: line
        )
        sceneDeclaration = SceneDeclaration(attributes, kind: .viewController, parts: content())
    }
}
