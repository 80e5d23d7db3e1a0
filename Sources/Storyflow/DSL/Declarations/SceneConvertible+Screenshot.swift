extension SceneConvertible {
    /// The scene drawn from a picture of it instead of a mock-up: a PNG's path (a snapshot test's
    /// reference image, an exported preview), relative to the current directory when `storyflow` runs.
    ///
    /// ```swift
    /// TableViewController("Players", class: "PlayersViewController") { … }
    ///     .screenshot("Images/Players.png")
    /// ```
    public func screenshot(_ path: String) -> SceneDeclaration {
        var declaration = sceneDeclaration
        declaration.scene.screenshot = path
        return declaration
    }
}
