import Storyflow
import StoryflowLayout
import Testing

/// Segues of one kind between the same two scenes, drawn as one edge.
@Suite struct ParallelSeguesTests {
    /// A settings screen that pushes Servers three times (once for sure, twice to a guessed
    /// destination), presents it once, and pushes it once more from its Servers row.
    private static let settings: Flow = {
        let row = Element.table(Table(id: "list", sections: [TableSection(cells: [Cell(id: "serversRow", text: "Servers")])]))
        let scenes = [
            Scene(id: "Settings", kind: .viewController, title: "Settings", content: SceneContent(elements: [row])),
            Scene(id: "Servers", kind: .viewController, title: "Servers"),
        ]
        let segues = [
            Segue(id: "guess1", kind: .show, source: "Settings", destination: "Servers", isInferred: true),
            Segue(id: "sure", kind: .show, source: "Settings", destination: "Servers"),
            Segue(id: "guess2", kind: .show, source: "Settings", destination: "Servers", isInferred: true),
            Segue(id: "sheet", kind: .present, source: "Settings", destination: "Servers"),
            Segue(id: "row", kind: .show, source: "Settings", destination: "Servers", trigger: Trigger(kind: .cell, elementID: "serversRow")),
        ]
        return Flow(name: "Settings", scenes: scenes, segues: segues)
    }()

    @Test func seguesOfOneKindBetweenTwoScenesAreOneEdgeCountingThem() throws {
        let dot = DOTLines(Self.settings)
        #expect(dot.edges.count == 3, "the three pushes from the scene are one edge; the sheet and the row's push their own: \(dot.edges)")
        let pushes = try #require(dot.edge(id: "segue-sure"), "the sure segue is the one drawn")
        #expect(DOTLines.attribute("label", in: pushes) == "\"×3\"")
        #expect(DOTLines.attribute("class", in: pushes) == "\"segue show\"", "drawn sure, not as a guess")
        #expect(pushes.contains("drawn once for 3 such segues"))
        #expect(dot.edge(id: "segue-guess1") == nil && dot.edge(id: "segue-guess2") == nil)
        #expect(dot.edge(id: "segue-sheet").map { DOTLines.attribute("label", in: $0) == nil } == true)
        #expect(dot.edge(id: "segue-row") != nil)
    }

    @Test func aDiffDiagramDrawsEverySegue() {
        let dot = DOTLines(Self.settings, LayoutOptions(changes: ChangeMarks(segues: ["guess2": ChangeMark(.added)])))
        #expect(dot.edges.count == 5)
        #expect(!dot.lines.joined().contains("×"))
    }
}
