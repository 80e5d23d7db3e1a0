/// Part of a scene's content as the DSL declares it: its navigation item, a view, part of its
/// table, or a segue fired from code or by a gesture.
///
/// The content builders (``SceneContentBuilder``, ``TableContentBuilder``) produce these; a helper
/// function marked with one of them can return several:
///
/// ```swift
/// @SceneContentBuilder func closeButton() -> [ScenePart] {
///     NavigationItem().left { BarButton(.close).unwind(to: "Home", action: "close:") }
/// }
/// ```
public struct ScenePart: Hashable, Sendable {
    enum Content: Hashable, Sendable {
        case navigationItem(NavigationItem)
        case element(ElementDeclaration)
        case tableHeader(ElementDeclaration)
        case table(TablePart)
        case segue(SegueDeclaration, trigger: Trigger)
    }

    let content: Content
}
