/// A tab bar controller with its tabs, in order.
///
/// ```swift
/// TabBarController("Tabs", initial: true) {
///     NavigationController("PlayersNav", tab: TabBarItem("Players", image: "Players")) { … }
///     ViewController("Gestures", tab: TabBarItem("Gestures", image: "Gestures")) { Label("Second Tab") }
/// }
/// ```
/// Each tab becomes a scene of the flow with a relationship segue (role ``RelationshipRole/tab(_:)``,
/// numbered from 0) from the tab bar controller. Give each tab its item with `tab:`.
public struct TabBarController: SceneConvertible {
    /// The scene as the DSL records it.
    public let sceneDeclaration: SceneDeclaration

    /// A tab bar controller whose tabs `tabs` declares; the other parameters are those of
    /// ``ViewController/init(_:title:class:storyboardID:tab:initial:file:line:content:)``.
    public init(
        _ id: Scene.ID, title: String? = nil, class customClass: String? = nil, storyboardID: String? = nil,
        initial: Bool = false, file: String = #fileID, line: Int = #line,
        @SceneBuilder tabs: () -> [SceneDeclaration]
    ) {
        let attributes = SceneAttributes(
            id: id, title: title, customClass: customClass, storyboardIdentifier: storyboardID,
            isInitial: initial, file: file, line: line
        )
        let children = tabs().enumerated().map { index, tab in SceneDeclaration.Child(role: .tab(index), declaration: tab) }
        sceneDeclaration = SceneDeclaration(attributes, kind: .tabBarController, children: children)
    }
}
