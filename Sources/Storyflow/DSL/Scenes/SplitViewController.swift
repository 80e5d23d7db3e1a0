/// A split view controller with its master (primary) and detail (secondary) scenes, and
/// optionally a supplementary column.
///
/// ```swift
/// SplitViewController("Split", initial: true) {
///     NavigationController("MasterNav") { TableViewController("Master") }
/// } detail: {
///     NavigationController("DetailNav") { ViewController("Detail") }
/// }
/// ```
/// Each child becomes a scene of the flow with a relationship segue (role ``RelationshipRole/master``,
/// ``RelationshipRole/supplementary`` or ``RelationshipRole/detail``) from the split view controller.
public struct SplitViewController: SceneConvertible {
    /// The scene as the DSL records it.
    public let sceneDeclaration: SceneDeclaration

    /// A two-column split view controller; the other parameters are those of
    /// ``ViewController/init(_:title:class:storyboardID:tab:initial:file:line:content:)``.
    public init(
        _ id: Scene.ID, title: String? = nil, class customClass: String? = nil, storyboardID: String? = nil,
        tab: TabBarItem? = nil, initial: Bool = false, file: String = #fileID, line: Int = #line,
        @SingleSceneBuilder master: () -> SceneDeclaration,
        @SingleSceneBuilder detail: () -> SceneDeclaration
    ) {
        let attributes = SceneAttributes(
            id: id, title: title, customClass: customClass, storyboardIdentifier: storyboardID,
            tab: tab, isInitial: initial, file: file, line: line
        )
        let children = [
            SceneDeclaration.Child(role: .master, declaration: master()),
            SceneDeclaration.Child(role: .detail, declaration: detail()),
        ]
        sceneDeclaration = SceneDeclaration(attributes, kind: .splitViewController, children: children)
    }

    /// A three-column split view controller, with a supplementary column between master and detail.
    public init(
        _ id: Scene.ID, title: String? = nil, class customClass: String? = nil, storyboardID: String? = nil,
        tab: TabBarItem? = nil, initial: Bool = false, file: String = #fileID, line: Int = #line,
        @SingleSceneBuilder master: () -> SceneDeclaration,
        @SingleSceneBuilder supplementary: () -> SceneDeclaration,
        @SingleSceneBuilder detail: () -> SceneDeclaration
    ) {
        let attributes = SceneAttributes(
            id: id, title: title, customClass: customClass, storyboardIdentifier: storyboardID,
            tab: tab, isInitial: initial, file: file, line: line
        )
        let children = [
            SceneDeclaration.Child(role: .master, declaration: master()),
            SceneDeclaration.Child(role: .supplementary, declaration: supplementary()),
            SceneDeclaration.Child(role: .detail, declaration: detail()),
        ]
        sceneDeclaration = SceneDeclaration(attributes, kind: .splitViewController, children: children)
    }
}
