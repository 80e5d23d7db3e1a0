/// Takes exactly one scene: a navigation controller's root, a split view controller's master,
/// supplementary or detail. `if`/`else` and `switch` may choose it.
///
/// ```swift
/// NavigationController("Nav") {
///     if compact { TableViewController("List") } else { ViewController("Grid") }
/// }
/// ```
@resultBuilder
public enum SingleSceneBuilder {
    /// A scene: ``ViewController``, ``TableViewController``…
    public static func buildExpression(_ scene: some SceneConvertible) -> SceneDeclaration {
        scene.sceneDeclaration
    }

    /// The one scene.
    public static func buildBlock(_ scene: SceneDeclaration) -> SceneDeclaration {
        scene
    }

    /// No scene, or several.
    @available(*, unavailable, message: "Declare exactly one scene here: a navigation controller's root, or a split view controller's master, supplementary or detail")
    public static func buildBlock(_ scenes: SceneDeclaration...) -> SceneDeclaration {
        scenes[0]
    }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first scene: SceneDeclaration) -> SceneDeclaration {
        scene
    }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second scene: SceneDeclaration) -> SceneDeclaration {
        scene
    }
}
