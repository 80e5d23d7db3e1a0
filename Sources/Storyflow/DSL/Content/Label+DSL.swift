extension Label: ElementConvertible {
    /// A label showing `text`, for the DSL; the flow gives it an id from its position.
    ///
    /// ```swift
    /// ViewController("Gestures") { Label("Second Tab") }
    /// ```
    public init(_ text: String) {
        self.init(id: "", text: text)
    }

    /// The label as the DSL records it.
    public var elementDeclaration: ElementDeclaration {
        .view(.label(self))
    }
}
