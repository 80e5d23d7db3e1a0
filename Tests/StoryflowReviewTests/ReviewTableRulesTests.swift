import Storyflow
import StoryflowReview
import Testing

private typealias F = ReviewFixtures

@Suite("Review rules: tables")
struct ReviewTableRulesTests {
    /// A navigation controller whose root scene of `kind` holds one table with these cells.
    private func tableFlow(_ kind: SceneKind, _ content: Table.CellContent, cells: [Cell]) -> Flow {
        F.flow(
            [F.scene("Nav", .navigationController),
             F.scene("ChooseGame", kind, title: "Choose Game",
                     elements: [.table(Table(id: "table", cellContent: content, sections: [TableSection(cells: cells)]))], line: 70)],
            [F.relationship("Nav", "ChooseGame", .root)],
            initial: "Nav"
        )
    }

    @Test("Prototype cells without a reuse identifier are reported, by text or else by id")
    func prototypeCellWithoutReuseIdentifier() {
        let flow = tableFlow(.tableViewController, .dynamicPrototypes, cells: [
            Cell(id: "c1", text: "Game"), Cell(id: "c2", reuseIdentifier: ""), Cell(id: "c3", text: "Other", reuseIdentifier: "OtherCell"),
        ])
        let message = { (cell: String) in
            "prototype cell '\(cell)' in 'Choose Game' has no reuse identifier, so dequeueReusableCell(withIdentifier:for:) "
                + "cannot create it; give it an identifier"
        }
        #expect(reviewed(flow) == [
            ExpectedFinding(ruleID: "prototype-cell-without-reuse-identifier", severity: .warning, message: message("Game"),
                            location: F.line(70), sceneIDs: ["ChooseGame"]),
            ExpectedFinding(ruleID: "prototype-cell-without-reuse-identifier", severity: .warning, message: message("c2"),
                            location: F.line(70), sceneIDs: ["ChooseGame"]),
        ])
    }

    @Test("Collection view prototype cells without a reuse identifier are reported too")
    func collectionCellWithoutReuseIdentifier() {
        let flow = F.flow(
            [F.scene("Photos", .collectionViewController, title: "Photos", elements: [
                .collection(Grid(id: "grid", cells: [Cell(id: "tile", style: .custom), Cell(id: "named", style: .custom, reuseIdentifier: "PhotoCell")])),
            ], line: 40)],
            [],
            initial: "Photos"
        )
        #expect(reviewed(flow).map(\.message) == [
            "prototype cell 'tile' in 'Photos' has no reuse identifier, so dequeueReusableCell(withIdentifier:for:) cannot create it; give it an identifier",
        ])
    }

    @Test("Prototype cells with reuse identifiers, and static cells without, pass")
    func cellsWithReuseIdentifiers() {
        #expect(reviewed(tableFlow(.tableViewController, .dynamicPrototypes, cells: [Cell(id: "c1", text: "Game", reuseIdentifier: "GameCell")])) == [])
        #expect(reviewed(tableFlow(.tableViewController, .staticCells, cells: [Cell(id: "c1", text: "Game")])) == [])
    }

    @Test("Static cells in a plain view controller are an error")
    func staticCellsOutsideTableViewController() {
        #expect(reviewed(tableFlow(.viewController, .staticCells, cells: [Cell(id: "name", text: "Name")])) == [
            ExpectedFinding(
                ruleID: "static-cells-outside-table-view-controller", severity: .error,
                message: "'Choose Game' has a table with static cells but is not a table view controller, and Interface Builder "
                    + "builds static cells only in a table view controller; make 'Choose Game' a table view controller, or use prototype cells",
                location: F.line(70), sceneIDs: ["ChooseGame"]
            ),
        ])
    }

    @Test("Prototype cells in a plain view controller pass")
    func prototypesInViewController() {
        #expect(reviewed(tableFlow(.viewController, .dynamicPrototypes, cells: [Cell(id: "c1", reuseIdentifier: "GameCell")])) == [])
    }
}
