extension Flow {
    /// Declares a flow the way a storyboard reads: scenes, containers nesting their children,
    /// segues on the elements that fire them.
    ///
    /// ```swift
    /// let flow = try Flow("Ratings") {
    ///     TabBarController("Tabs", initial: true) {
    ///         NavigationController("PlayersNav", tab: TabBarItem("Players", image: "Players")) {
    ///             TableViewController("Players", class: "PlayersViewController") {
    ///                 NavigationItem("Players")
    ///                     .right { BarButton(.add).segue(.present, to: "AddPlayerNav", identifier: "AddPlayer") }
    ///                 Prototype("PlayerCell", style: .subtitle, accessory: .disclosureIndicator)
    ///             }
    ///         }
    ///         ViewController("Gestures", tab: TabBarItem("Gestures", image: "Gestures")) { Label("Second Tab") }
    ///     }
    ///     NavigationController("AddPlayerNav") {
    ///         TableViewController("AddPlayer", class: "PlayerDetailsViewController", style: .grouped) { … }
    ///     }
    /// }
    /// ```
    ///
    /// The result is plain data: scenes in declaration order (containers before their children),
    /// relationship segues for nesting, and every declared segue, each with the `#fileID` and `#line`
    /// of its declaration. Element and segue ids are derived from positions and identifiers, so
    /// they are the same on every run.
    ///
    /// - Parameters:
    ///   - name: the flow's name, e.g. the app or storyboard name.
    ///   - device: the device the screens are designed for, e.g. `Flow("Menu", device: .pad) { … }`
    ///     for iPad-shaped scenes; `nil` (the default) records none, drawn as phones.
    ///   - content: the scenes.
    /// - Throws: ``FlowDefinitionError`` listing every problem, in source order: a segue to a
    ///   scene that is not declared (with the closest declared name), a scene id used twice, a
    ///   scene nested in two containers, several initial scenes, a table mixing prototypes and
    ///   static sections, several navigation items in one scene, views sharing an id.
    public init(_ name: String, device: Device? = nil, @SceneBuilder content: () -> [SceneDeclaration]) throws(FlowDefinitionError) {
        var assembler = FlowAssembler(name: name, device: device)
        for declaration in content() {
            assembler.add(declaration, container: nil)
        }
        self = try assembler.flow()
    }
}
