/// A table view controller scene: its view is a table of prototype cells or static sections.
///
/// ```swift
/// TableViewController("AddPlayer", class: "PlayerDetailsViewController", style: .grouped) {
///     NavigationItem("Add Player")
///     StaticSection("Player Name") { StaticCell { TextField("Name") } }
/// }
/// ```
/// The table's id is `<scene>.table0`; its cells are `<scene>.table0.section<s>.cell<c>`.
public struct TableViewController: SceneConvertible {
    /// The scene as the DSL records it.
    public let sceneDeclaration: SceneDeclaration

    /// A table view controller scene whose table has `style`; the other parameters are those of
    /// ``ViewController/init(_:title:class:storyboardID:tab:initial:file:line:content:)``.
    public init(
        _ id: Scene.ID, title: String? = nil, class customClass: String? = nil, style: Table.Style = .plain,
        storyboardID: String? = nil, tab: TabBarItem? = nil, initial: Bool = false,
        file: String = #fileID, line: Int = #line,
        @TableContentBuilder content: () -> [ScenePart] = { [] }
    ) {
        let attributes = SceneAttributes(
            id: id, title: title, customClass: customClass, storyboardIdentifier: storyboardID,
            tab: tab, isInitial: initial, file: file, line: line
        )
        sceneDeclaration = SceneDeclaration(attributes, kind: .tableViewController, parts: content(), ownTable: style)
    }
}
