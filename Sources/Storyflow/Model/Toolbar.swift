/// A toolbar view: a row of bar button items, each of which can trigger segues.
///
/// ```swift
/// let toolbar = Toolbar(id: "EhY-Nn-9ax", items: [BarButton(id: "Y3T-el-5NE", title: "Menu")])
/// Element.toolbar(toolbar).barButtons.map(\.displayText)   // ["Menu"]
/// ```
/// Flexible and fixed spaces are not items: they show nothing.
public struct Toolbar: Identifiable, Hashable, Sendable, Codable {
    public var id: String
    /// The bar button items, leading to trailing.
    public var items: [BarButton]

    /// Creates a toolbar.
    public init(id: String, items: [BarButton] = []) {
        self.id = id
        self.items = items
    }
}
