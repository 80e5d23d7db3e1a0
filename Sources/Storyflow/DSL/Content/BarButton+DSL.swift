extension BarButton: SegueTrigger {
    /// A system bar button (`+`, Done, Cancel, Edit…) for the DSL, optionally with its own title.
    ///
    /// ```swift
    /// BarButton(.add).segue(.present, to: "AddPlayerNav", identifier: "AddPlayer")
    /// ```
    /// The flow gives it an id from its side and position, e.g. `Players.rightBarButton0`.
    public init(_ systemItem: BarButtonSystemItem, title: String? = nil) {
        self.init(id: "", systemItem: systemItem, title: title)
    }

    /// A bar button showing `title` for the DSL.
    public init(_ title: String) {
        self.init(id: "", title: title)
    }

    /// A bar button showing the SF Symbol or asset `image` (and `title`, if it has one) for the DSL.
    ///
    /// ```swift
    /// BarButton(image: "gearshape").segue(.show, to: "Settings")
    /// ```
    public init(image: String, title: String? = nil) {
        self.init(id: "", title: title, image: image)
    }

    /// Returns the button firing `segue`.
    public func attaching(_ segue: SegueDeclaration) -> Triggering<BarButton> {
        Triggering(base: self, segues: [segue])
    }
}
