/// A progress view (`UIProgressView`) filled to `value`, from 0 to 1.
///
/// ```swift
/// ProgressView(0.7)
/// ```
/// The flow gives it an id from its position (`Home.progressView0`).
public struct ProgressView: ElementConvertible {
    let control: Control

    /// A progress bar filled to `value` (0 to 1; half when `nil`).
    public init(_ value: Double? = nil) {
        control = Control(id: "", kind: .progressView, value: value)
    }

    /// The control as the DSL records it.
    public var elementDeclaration: ElementDeclaration {
        control.elementDeclaration
    }
}
