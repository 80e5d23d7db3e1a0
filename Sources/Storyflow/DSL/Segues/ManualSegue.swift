/// A segue that no element fires: the code performs it with `performSegue(withIdentifier:sender:)`.
///
/// Interface Builder creates one when you drag from the view controller itself. Declare it
/// inside its source scene; its trigger is ``Trigger/manual``. The identifier is required,
/// because the code needs it.
///
/// ```swift
/// ViewController("Login") {
///     ManualSegue(.present, to: "MainTabs", identifier: "loggedIn")
///     ManualSegue(unwindTo: "Start", action: "logout:", identifier: "logout")
/// }
/// ```
public struct ManualSegue: Hashable, Sendable {
    let declaration: SegueDeclaration

    /// A manual segue of `style` to `destination`.
    public init(_ style: SegueStyle, to destination: Scene.ID, identifier: String, file: String = #fileID, line: Int = #line) {
        declaration = SegueDeclaration(
            style: style, destination: destination, identifier: identifier, location: SourceLocation(file: file, line: line)
        )
    }

    /// A manual unwind back to `target`, which implements `action`.
    public init(unwindTo target: Scene.ID, action: String, identifier: String, file: String = #fileID, line: Int = #line) {
        declaration = SegueDeclaration(
            style: .unwind, destination: target, identifier: identifier, unwindAction: action,
            location: SourceLocation(file: file, line: line)
        )
    }
}
