/// A text view (`UITextView`): several lines of editable text.
///
/// ```swift
/// TextView("Notes about the player…")
/// ```
/// The flow gives it an id from its position (`Home.textView0`).
public struct TextView: ElementConvertible {
    let control: Control

    /// A text view showing `text`.
    public init(_ text: String? = nil) {
        control = Control(id: "", kind: .textView, text: text)
    }

    /// The control as the DSL records it.
    public var elementDeclaration: ElementDeclaration {
        control.elementDeclaration
    }
}
