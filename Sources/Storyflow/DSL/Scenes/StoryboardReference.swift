/// A stand-in for a scene of another storyboard or flow (Interface Builder's Storyboard Reference).
///
/// ```swift
/// TabBarController("Tabs", initial: true) {
///     StoryboardReference("SettingsRef", storyboard: "Settings", tab: TabBarItem("Settings"))
/// }
/// ViewController("Home") { Button("Help").segue(.present, to: "HelpRef") }
/// StoryboardReference("HelpRef", storyboard: "Help", identifier: "HelpIndex")
/// ```
/// The scene's kind is ``SceneKind/reference``; its ``Scene/reference`` names the storyboard and
/// scene and is not resolved (the DSL does not load other storyboards).
public struct StoryboardReference: SceneConvertible {
    /// The scene as the DSL records it.
    public let sceneDeclaration: SceneDeclaration

    /// A reference to the scene with storyboard identifier `identifier` (the initial scene when
    /// `nil`) in `storyboard` (this storyboard when `nil`).
    public init(
        _ id: Scene.ID, storyboard: String?, identifier: String? = nil, title: String? = nil,
        tab: TabBarItem? = nil, initial: Bool = false, file: String = #fileID, line: Int = #line
    ) {
        let attributes = SceneAttributes(id: id, title: title, tab: tab, isInitial: initial, file: file, line: line)
        sceneDeclaration = SceneDeclaration(attributes, reference: SceneReference(storyboard: storyboard, identifier: identifier))
    }
}
