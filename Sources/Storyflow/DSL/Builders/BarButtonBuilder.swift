/// Collects the bar buttons on one side of a ``NavigationItem``, or of a ``ToolbarView``.
///
/// ```swift
/// NavigationItem("Edit")
///     .left { BarButton(.cancel).unwind(to: "Detail", action: "cancel:", identifier: "cancelInput") }
///     .right { BarButton(.save).unwind(to: "Detail", action: "save:", identifier: "saveInput") }
/// ToolbarView { BarButton(.trash); BarButton("Share").segue(.present, to: "Share") }
/// ```
@resultBuilder
public enum BarButtonBuilder: ListBuilder {
    /// A side of a navigation item, or a toolbar, collects bar buttons with their segues.
    public typealias Part = Triggering<BarButton>

    /// A bar button that fires no segue.
    public static func buildExpression(_ button: BarButton) -> [Triggering<BarButton>] {
        [Triggering(base: button, segues: [])]
    }

    /// A bar button with the segues it fires.
    public static func buildExpression(_ button: Triggering<BarButton>) -> [Triggering<BarButton>] {
        [button]
    }

    /// Views belong in the scene's content.
    @available(*, unavailable, message: "A navigation item or a toolbar holds bar buttons: BarButton(.done) or BarButton(\"Title\")")
    public static func buildExpression(_ element: some ElementConvertible) -> [Triggering<BarButton>] {
        []
    }
}
