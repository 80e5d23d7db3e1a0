/// A collection view and its prototype cells: the templates its items are dequeued from by reuse
/// identifier, drawn as a grid. Cells can trigger segues, as table cells do.
///
/// ```swift
/// let photos = Grid(id: "grid", cells: [Cell(id: "photo", style: .custom, reuseIdentifier: "PhotoCell")])
/// Element.collection(photos).cells.map(\.reuseIdentifier)   // ["PhotoCell"]
/// ```
/// The DSL writes it as ``CollectionView``.
public struct Grid: Identifiable, Hashable, Sendable, Codable {
    /// Unique within the scene.
    public var id: String
    /// The prototype cells, in order; each holds the views of its content view.
    public var cells: [Cell]

    /// Creates a collection view.
    public init(id: String, cells: [Cell] = []) {
        self.id = id
        self.cells = cells
    }
}
