/// A collection view controller scene.
///
/// ```swift
/// CollectionViewController("Photos", class: "PhotosViewController") {
///     NavigationItem("Photos")
///     ManualSegue(.show, to: "Photo", identifier: "showPhoto")
/// }
/// ```
public struct CollectionViewController: SceneConvertible {
    /// The scene as the DSL records it.
    public let sceneDeclaration: SceneDeclaration

    /// A collection view controller scene; the parameters are those of
    /// ``ViewController/init(_:title:class:storyboardID:tab:initial:file:line:content:)``.
    public init(
        _ id: Scene.ID, title: String? = nil, class customClass: String? = nil, storyboardID: String? = nil,
        tab: TabBarItem? = nil, initial: Bool = false, file: String = #fileID, line: Int = #line,
        @SceneContentBuilder content: () -> [ScenePart] = { [] }
    ) {
        let attributes = SceneAttributes(
            id: id, title: title, customClass: customClass, storyboardIdentifier: storyboardID,
            tab: tab, isInitial: initial, file: file, line: line
        )
        sceneDeclaration = SceneDeclaration(attributes, kind: .collectionViewController, parts: content())
    }
}
