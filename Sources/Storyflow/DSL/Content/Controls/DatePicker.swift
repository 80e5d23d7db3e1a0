/// A date picker (`UIDatePicker`) in its mode: `dateAndTime`, `date`, `time` or `countDownTimer`.
///
/// ```swift
/// DatePicker(mode: "date")
/// ```
/// The flow gives it an id from its position (`Home.datePicker0`).
public struct DatePicker: ElementConvertible {
    let control: Control

    /// A date picker in `mode` (Interface Builder's token), date and time when `nil`.
    public init(mode: String? = nil) {
        control = Control(id: "", kind: .datePicker, text: mode)
    }

    /// The control as the DSL records it.
    public var elementDeclaration: ElementDeclaration {
        control.elementDeclaration
    }
}
