/// A toolbar inside a scene's view: a row of bar buttons, which may fire segues.
///
/// ```swift
/// ViewController("Detail", class: "DetailViewController") {
///     ToolbarView {
///         BarButton("Menu").segue(.popover(anchor: "Menu"), to: "Menu", identifier: "ShowPopover")
///     }
/// }
/// ```
/// The flow gives the toolbar an id from its position and each item one inside it, e.g.
/// `Detail.toolbar0` and `Detail.toolbar0.barButton0`. Its items' segues have a
/// ``Trigger/Kind/barButton`` trigger.
///
/// A toolbar holds bar buttons only, and bar buttons go in a toolbar or a navigation item:
///
/// ```swift
/// ToolbarView { Label("Total") }
/// // error: A navigation item or a toolbar holds bar buttons: BarButton(.done) or BarButton("Title")
/// ```
public struct ToolbarView: ElementConvertible {
    let items: [Triggering<BarButton>]

    /// A toolbar with the bar buttons `items` declares, leading to trailing.
    public init(@BarButtonBuilder _ items: () -> [Triggering<BarButton>]) {
        self.items = items()
    }

    /// The toolbar as the DSL records it.
    public var elementDeclaration: ElementDeclaration {
        ElementDeclaration(node: .toolbar(items: items))
    }
}
