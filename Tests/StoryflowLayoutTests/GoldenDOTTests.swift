import Storyflow
import StoryflowLayout
import Testing

/// Snapshots of the DOT for the fixtures under each option; review them by rendering with `dot`.
@Suite struct GoldenDOTTests {
    static let marks = [
        SceneMark(sceneID: "Detail", severity: .error, message: "Unwind “save:” has no action on the target"),
        SceneMark(sceneID: "Detail", severity: .warning, message: "Segue without identifier"),
        SceneMark(sceneID: "Popup", severity: .warning, message: "Presented scene has no way back"),
        SceneMark(sceneID: "Pages", severity: .note, message: "Page view controller with a single page"),
    ]

    static let cases: [(name: String, flow: Flow, options: LayoutOptions)] = [
        ("ratings", Fixtures.ratings, LayoutOptions()),
        ("ratings-dark-legend", Fixtures.ratings, LayoutOptions(theme: .dark, showsLegend: true)),
        ("ratings-top-to-bottom", Fixtures.ratings, LayoutOptions(direction: .topToBottom)),
        ("ratings-grouped", Fixtures.ratings, LayoutOptions(groupsContainers: true)),
        ("every-kind", Fixtures.everyKind, LayoutOptions()),
        ("every-kind-marked", Fixtures.everyKind, LayoutOptions(marks: marks)),
    ]

    @Test(arguments: cases.indices)
    func layoutMatchesGolden(index: Int) throws {
        let entry = Self.cases[index]
        try GoldenFiles.assertMatches(FlowLayout(options: entry.options).graph(for: entry.flow).dotSource, name: entry.name)
    }
}
