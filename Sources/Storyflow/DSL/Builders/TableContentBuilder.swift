/// Collects the content of a table view controller: its navigation item, table header view,
/// prototype cells or static sections, and segues fired from code or by gestures.
///
/// ```swift
/// TableViewController("Players", class: "PlayersViewController") {
///     NavigationItem("Players").right { BarButton(.add).segue(.present, to: "AddPlayerNav") }
///     Prototype("PlayerCell", style: .subtitle, accessory: .disclosureIndicator)
/// }
/// ```
@resultBuilder
public enum TableContentBuilder: ListBuilder {
    /// A table view controller's content collects ``ScenePart``s.
    public typealias Part = ScenePart

    /// The scene's navigation item.
    public static func buildExpression(_ item: NavigationItem) -> [ScenePart] {
        [ScenePart(content: .navigationItem(item))]
    }

    /// The table's header view.
    public static func buildExpression(_ header: TableHeaderView) -> [ScenePart] {
        [ScenePart(content: .tableHeader(header.declaration))]
    }

    /// A prototype cell of the table.
    public static func buildExpression(_ prototype: Prototype) -> [ScenePart] {
        [ScenePart(content: .table(TablePart(content: .prototype(prototype.declaration))))]
    }

    /// A static section of the table.
    public static func buildExpression(_ section: StaticSection) -> [ScenePart] {
        [ScenePart(content: .table(TablePart(content: .section(section.declaration))))]
    }

    /// A segue the scene's code performs.
    public static func buildExpression(_ segue: ManualSegue) -> [ScenePart] {
        SceneContentBuilder.buildExpression(segue)
    }

    /// A gesture recognizer and the segues it fires.
    public static func buildExpression(_ gesture: Gesture) -> [ScenePart] {
        SceneContentBuilder.buildExpression(gesture)
    }

    /// A table view controller's view is its table.
    @available(*, unavailable, message: "A table view controller's view is its table: put views in a cell (StaticCell { … }, Prototype(\"…\") { … }) or in a TableHeaderView { … }")
    public static func buildExpression(_ element: some ElementConvertible) -> [ScenePart] {
        []
    }

    /// Static cells belong in a section.
    @available(*, unavailable, message: "Static cells belong in a section: StaticSection { StaticCell(…) }")
    public static func buildExpression(_ cell: StaticCell) -> [ScenePart] {
        []
    }

    /// A scene cannot contain another scene.
    @available(*, unavailable, message: "A scene cannot contain another scene: declare it beside this one and connect them with a segue")
    public static func buildExpression(_ scene: some SceneConvertible) -> [ScenePart] {
        []
    }
}
