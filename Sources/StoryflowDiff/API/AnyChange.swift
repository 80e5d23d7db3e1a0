/// A change to a scene or to a segue, for lists that hold both.
///
/// ```swift
/// for change in diff.changes {
///     print(change.status.symbol, change.elementName)   // "- scene", "~ segue"
/// }
/// ```
public enum AnyChange: Hashable, Sendable {
    /// A scene's change.
    case scene(SceneChange)
    /// A segue's change.
    case segue(SegueChange)

    /// Added, removed or changed.
    public var status: ChangeStatus {
        switch self {
        case .scene(let change): change.status
        case .segue(let change): change.status
        }
    }

    /// `scene` or `segue`.
    public var elementName: String {
        switch self {
        case .scene: "scene"
        case .segue: "segue"
        }
    }
}
