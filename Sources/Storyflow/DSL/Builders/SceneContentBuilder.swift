/// Collects the content of a view controller or collection view controller: its navigation item,
/// its views, and segues fired from code or by gestures.
///
/// ```swift
/// ViewController("Gestures", tab: TabBarItem("Gestures")) {
///     NavigationItem("Gestures")
///     Label("Second Tab")
///     Gesture(.swipe).segue(.show, to: "Next", identifier: "swipe")
/// }
/// ```
@resultBuilder
public enum SceneContentBuilder: ListBuilder {
    /// A scene's content collects ``ScenePart``s.
    public typealias Part = ScenePart

    /// A view: ``Label``, ``Button``, ``VStack``, ``TableView``, ``ToolbarView``…
    public static func buildExpression(_ element: some ElementConvertible) -> [ScenePart] {
        [ScenePart(content: .element(element.elementDeclaration))]
    }

    /// The scene's navigation item.
    public static func buildExpression(_ item: NavigationItem) -> [ScenePart] {
        [ScenePart(content: .navigationItem(item))]
    }

    /// A segue the scene's code performs.
    public static func buildExpression(_ segue: ManualSegue) -> [ScenePart] {
        [ScenePart(content: .segue(segue.declaration, trigger: .manual))]
    }

    /// A gesture recognizer and the segues it fires.
    public static func buildExpression(_ gesture: Gesture) -> [ScenePart] {
        gesture.segues.map { ScenePart(content: .segue($0, trigger: gesture.trigger)) }
    }

    /// A scene cannot contain another scene.
    @available(*, unavailable, message: "A scene cannot contain another scene: embed it with ContainerView().embed(\"…\"), or declare it beside this one and connect them with a segue")
    public static func buildExpression(_ scene: some SceneConvertible) -> [ScenePart] {
        []
    }

    /// Bar buttons belong in a navigation item or a toolbar.
    @available(*, unavailable, message: "Bar buttons belong in a navigation item or a toolbar: NavigationItem(\"…\").right { BarButton(…) }, ToolbarView { BarButton(…) }; use Button(\"…\") for a view")
    public static func buildExpression(_ button: BarButton) -> [ScenePart] {
        []
    }

    /// Cells belong in a table.
    @available(*, unavailable, message: "Static cells belong in a StaticSection of a TableViewController")
    public static func buildExpression(_ cell: StaticCell) -> [ScenePart] {
        []
    }

    /// Prototypes belong in a table.
    @available(*, unavailable, message: "Prototype cells belong in a TableViewController or a TableView { … }")
    public static func buildExpression(_ cell: Prototype) -> [ScenePart] {
        []
    }
}
