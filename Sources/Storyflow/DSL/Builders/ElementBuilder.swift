/// Collects views: the content of a stack view, a cell or a table header view.
///
/// ```swift
/// VStack {
///     for name in ["Name", "Serial", "Value"] {
///         HStack { Label(name); TextField(name) }
///     }
///     Label("Date Created")
/// }
/// ```
@resultBuilder
public enum ElementBuilder: ListBuilder {
    /// Views collect ``ElementDeclaration``s.
    public typealias Part = ElementDeclaration

    /// A view: ``Label``, ``TextField``, ``Button``, ``HStack``…
    public static func buildExpression(_ element: some ElementConvertible) -> [ElementDeclaration] {
        [element.elementDeclaration]
    }

    /// A navigation item belongs to its scene.
    @available(*, unavailable, message: "A navigation item belongs directly in its scene's content, not inside a view")
    public static func buildExpression(_ item: NavigationItem) -> [ElementDeclaration] {
        []
    }

    /// Bar buttons belong in a navigation item or a toolbar.
    @available(*, unavailable, message: "Bar buttons belong in a navigation item or a toolbar: NavigationItem(\"…\").right { BarButton(…) }, ToolbarView { BarButton(…) }; use Button(\"…\") for a view")
    public static func buildExpression(_ button: BarButton) -> [ElementDeclaration] {
        []
    }
}
