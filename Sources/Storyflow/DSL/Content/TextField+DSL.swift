extension TextField: ElementConvertible {
    /// A text field showing `placeholder` (and `text`, if any), for the DSL; the flow gives it an
    /// id from its position.
    ///
    /// ```swift
    /// StaticCell { TextField("Name") }
    /// ```
    public init(_ placeholder: String?, text: String? = nil) {
        self.init(id: "", placeholder: placeholder, text: text)
    }

    /// The text field as the DSL records it.
    public var elementDeclaration: ElementDeclaration {
        .view(.textField(self))
    }
}
