/// A picker view (`UIPickerView`): a wheel of rows.
///
/// ```swift
/// PickerView()
/// ```
/// The flow gives it an id from its position (`Home.picker0`).
public struct PickerView: ElementConvertible {
    let control: Control

    /// A picker wheel.
    public init() {
        control = Control(id: "", kind: .picker)
    }

    /// The control as the DSL records it.
    public var elementDeclaration: ElementDeclaration {
        control.elementDeclaration
    }
}
