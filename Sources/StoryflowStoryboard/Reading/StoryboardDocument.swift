import Storyflow

/// One storyboard file read into model values, with ids still as Interface Builder wrote them.
struct StoryboardDocument: Sendable {
    /// The path as given; locations name it.
    var path: String
    /// The storyboard's name: its file name without `.storyboard` (what references use).
    var name: String
    /// Whether the document is a launch screen (`launchScreen="YES"`).
    var isLaunchScreen: Bool
    /// The device its scenes are designed for, when the document says (see `DeviceReader`).
    var device: Device?
    /// The initial view controller's object id, when it is one of the scenes.
    var initialSceneID: Scene.ID?
    /// The scenes in document order; storyboard references are ``SceneKind/reference`` scenes.
    var scenes: [Scene]
    /// The segues in document order; unwinds have no destination yet.
    var segues: [Segue]
    /// Problems met while reading.
    var warnings: [ImportWarning]

    /// The scene with the given storyboard identifier.
    func scene(storyboardIdentifier: String) -> Scene? {
        scenes.first { $0.storyboardIdentifier == storyboardIdentifier }
    }
}
