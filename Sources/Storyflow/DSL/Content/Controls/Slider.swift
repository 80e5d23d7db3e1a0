/// A slider (`UISlider`) with its thumb at `value`, from 0 to 1.
///
/// ```swift
/// Slider(value: 0.25)
/// ```
/// The flow gives it an id from its position (`Home.slider0`).
public struct Slider: ElementConvertible {
    let control: Control

    /// A slider at `value` (0 to 1; the middle when `nil`).
    public init(value: Double? = nil) {
        control = Control(id: "", kind: .slider, value: value)
    }

    /// The control as the DSL records it.
    public var elementDeclaration: ElementDeclaration {
        control.elementDeclaration
    }
}
