/// Collects the scenes of a flow, of a tab bar controller and of a page view controller.
///
/// ```swift
/// try Flow("Demo") {
///     NavigationController("Nav", initial: true) { ViewController("Home") }
///     for name in ["A", "B"] { ViewController(name) }
/// }
/// ```
@resultBuilder
public enum SceneBuilder: ListBuilder {
    /// A scene collects ``SceneDeclaration``s.
    public typealias Part = SceneDeclaration

    /// A scene: ``ViewController``, ``NavigationController``…
    public static func buildExpression(_ scene: some SceneConvertible) -> [SceneDeclaration] {
        [scene.sceneDeclaration]
    }

    /// Views belong inside a scene, not beside it.
    @available(*, unavailable, message: "Views belong inside a scene, e.g. ViewController(\"Home\") { Label(\"Hi\") }")
    public static func buildExpression(_ element: some ElementConvertible) -> [SceneDeclaration] {
        []
    }

    /// A manual segue belongs inside its source scene.
    @available(*, unavailable, message: "A manual segue belongs inside its source scene, e.g. ViewController(\"Home\") { ManualSegue(.show, to: \"Next\", identifier: \"next\") }")
    public static func buildExpression(_ segue: ManualSegue) -> [SceneDeclaration] {
        []
    }
}
