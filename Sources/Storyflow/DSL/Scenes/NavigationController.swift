/// A navigation controller with its root scene; scenes shown from the root push onto its stack.
///
/// ```swift
/// NavigationController("PlayersNav", tab: TabBarItem("Players", image: "Players")) {
///     TableViewController("Players", class: "PlayersViewController") { … }
/// }
/// ```
/// The root becomes a scene of the flow with a relationship segue (role ``RelationshipRole/root``)
/// from the navigation controller.
public struct NavigationController: SceneConvertible {
    /// The scene as the DSL records it.
    public let sceneDeclaration: SceneDeclaration

    /// A navigation controller whose root scene `root` declares; the other parameters are those
    /// of ``ViewController/init(_:title:class:storyboardID:tab:initial:file:line:content:)``.
    public init(
        _ id: Scene.ID, title: String? = nil, class customClass: String? = nil, storyboardID: String? = nil,
        tab: TabBarItem? = nil, initial: Bool = false, file: String = #fileID, line: Int = #line,
        @SingleSceneBuilder root: () -> SceneDeclaration
    ) {
        let attributes = SceneAttributes(
            id: id, title: title, customClass: customClass, storyboardIdentifier: storyboardID,
            tab: tab, isInitial: initial, file: file, line: line
        )
        sceneDeclaration = SceneDeclaration(
            attributes, kind: .navigationController, children: [SceneDeclaration.Child(role: .root, declaration: root())]
        )
    }
}
