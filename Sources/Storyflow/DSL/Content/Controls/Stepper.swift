/// A stepper (`UIStepper`): − and +.
///
/// ```swift
/// HStack { Label("Copies"); Stepper() }
/// ```
/// The flow gives it an id from its position (`Home.stepper0`).
public struct Stepper: ElementConvertible {
    let control: Control

    /// A stepper.
    public init() {
        control = Control(id: "", kind: .stepper)
    }

    /// The control as the DSL records it.
    public var elementDeclaration: ElementDeclaration {
        control.elementDeclaration
    }
}
