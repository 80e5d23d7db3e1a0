extension ContainerView: ElementConvertible {
    /// A container view for the DSL; the flow gives it an id from its position.
    ///
    /// ```swift
    /// ViewController("Dashboard") {
    ///     ContainerView().embed("Chart", identifier: "embedChart")
    /// }
    /// ```
    public init() {
        self.init(id: "")
    }

    /// The container view as the DSL records it; its embed segue has a
    /// ``Trigger/Kind/containerView`` trigger.
    public var elementDeclaration: ElementDeclaration {
        .trigger(.containerView(self), kind: .containerView)
    }

    /// Embeds `scene` in this container view with an embed segue.
    public func embed(
        _ scene: Scene.ID, identifier: String? = nil, file: String = #fileID, line: Int = #line
    ) -> Triggering<ContainerView> {
        Triggering(base: self, segues: [SegueDeclaration(
            style: .embed, destination: scene, identifier: identifier, location: SourceLocation(file: file, line: line)
        )])
    }
}
