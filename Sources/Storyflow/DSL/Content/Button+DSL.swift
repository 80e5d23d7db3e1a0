extension Button: ElementConvertible, SegueTrigger {
    /// A button titled `title`, optionally with an image, for the DSL; the flow gives it an id from its position.
    ///
    /// ```swift
    /// Button("Sign In").segue(.show, to: "Account", identifier: "signIn")
    /// ```
    public init(_ title: String, image: String? = nil) {
        self.init(id: "", title: title, image: image)
    }

    /// An image-only button showing the SF Symbol or asset `image`.
    ///
    /// ```swift
    /// Button(image: "info.circle").segue(.present, to: "About")
    /// ```
    public init(image: String) {
        self.init(id: "", title: "", image: image)
    }

    /// The button as the DSL records it; its segues have a ``Trigger/Kind/button`` trigger.
    public var elementDeclaration: ElementDeclaration {
        .trigger(.button(self), kind: .button)
    }

    /// Returns the button firing `segue`.
    public func attaching(_ segue: SegueDeclaration) -> Triggering<Button> {
        Triggering(base: self, segues: [segue])
    }
}
