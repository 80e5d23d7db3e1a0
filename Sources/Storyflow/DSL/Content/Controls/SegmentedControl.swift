/// A segmented control (`UISegmentedControl`) with its segment titles.
///
/// ```swift
/// SegmentedControl(["Day", "Week", "Month"], selected: 1)
/// ```
/// The flow gives it an id from its position (`Home.segmentedControl0`).
public struct SegmentedControl: ElementConvertible {
    let control: Control

    /// A segmented control with `titles`, the segment at `selected` highlighted.
    public init(_ titles: [String], selected: Int? = nil) {
        control = Control(id: "", kind: .segmentedControl, titles: titles, selectedIndex: selected)
    }

    /// The control as the DSL records it.
    public var elementDeclaration: ElementDeclaration {
        control.elementDeclaration
    }
}
