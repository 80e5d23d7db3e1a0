/// A switch (`UISwitch`), on or off.
///
/// ```swift
/// HStack { Label("Wi-Fi"); Switch(isOn: true) }
/// ```
/// The flow gives it an id from its position (`Home.switch0`).
public struct Switch: ElementConvertible {
    let control: Control

    /// A switch that is on when `isOn` (drawn off when `nil`).
    public init(isOn: Bool? = nil) {
        control = Control(id: "", kind: .switch, isOn: isOn)
    }

    /// The control as the DSL records it.
    public var elementDeclaration: ElementDeclaration {
        control.elementDeclaration
    }
}
