/// A scene the DSL can place in a flow or a container: ``ViewController``,
/// ``TableViewController``, ``NavigationController``, ``TabBarController``… and
/// ``SceneDeclaration`` itself, so a helper function can return any of them.
///
/// ```swift
/// func tab(_ title: String) -> ViewController {
///     ViewController(title, tab: TabBarItem(title)) { Label(title) }
/// }
/// ```
public protocol SceneConvertible: Sendable {
    /// The scene as the DSL records it.
    var sceneDeclaration: SceneDeclaration { get }
}
