extension Control: ElementConvertible {
    /// The control as the DSL records it; the DSL's ``Switch``, ``Slider``, ``SegmentedControl``…
    /// build one, and a model control can be placed directly:
    ///
    /// ```swift
    /// VStack { Control(id: "", kind: .stepper) }
    /// ```
    public var elementDeclaration: ElementDeclaration {
        .view(.control(self))
    }
}
