/// A page view controller with its pages, in order.
///
/// ```swift
/// PageViewController("Onboarding", initial: true) {
///     for step in ["Welcome", "Sync", "Done"] { ViewController(step) { Label(step) } }
/// }
/// ```
/// Each page becomes a scene of the flow with a relationship segue (role ``RelationshipRole/page``)
/// from the page view controller.
public struct PageViewController: SceneConvertible {
    /// The scene as the DSL records it.
    public let sceneDeclaration: SceneDeclaration

    /// A page view controller whose pages `pages` declares; the other parameters are those of
    /// ``ViewController/init(_:title:class:storyboardID:tab:initial:file:line:content:)``.
    public init(
        _ id: Scene.ID, title: String? = nil, class customClass: String? = nil, storyboardID: String? = nil,
        tab: TabBarItem? = nil, initial: Bool = false, file: String = #fileID, line: Int = #line,
        @SceneBuilder pages: () -> [SceneDeclaration]
    ) {
        let attributes = SceneAttributes(
            id: id, title: title, customClass: customClass, storyboardIdentifier: storyboardID,
            tab: tab, isInitial: initial, file: file, line: line
        )
        let children = pages().map { SceneDeclaration.Child(role: .page, declaration: $0) }
        sceneDeclaration = SceneDeclaration(attributes, kind: .pageViewController, children: children)
    }
}
