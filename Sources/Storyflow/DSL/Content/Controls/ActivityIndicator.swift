/// An activity indicator (`UIActivityIndicatorView`): a spinner.
///
/// ```swift
/// VStack { ActivityIndicator(); Label("Loading…") }
/// ```
/// The flow gives it an id from its position (`Home.activityIndicator0`).
public struct ActivityIndicator: ElementConvertible {
    let control: Control

    /// A spinner.
    public init() {
        control = Control(id: "", kind: .activityIndicator)
    }

    /// The control as the DSL records it.
    public var elementDeclaration: ElementDeclaration {
        control.elementDeclaration
    }
}
