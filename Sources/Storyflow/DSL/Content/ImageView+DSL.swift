extension ImageView: ElementConvertible {
    /// An image view showing the image named `image`, for the DSL; the flow gives it an id from its
    /// position.
    ///
    /// ```swift
    /// Prototype("PlayerCell") { Label("Name"); ImageView("4StarsSmall") }
    /// ```
    public init(_ image: String?) {
        self.init(id: "", image: image)
    }

    /// The image view as the DSL records it.
    public var elementDeclaration: ElementDeclaration {
        .view(.imageView(self))
    }
}
