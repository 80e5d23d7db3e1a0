import Storyflow
import StoryflowSamples
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
        ("every-kind-dark-top-to-bottom-legend", Fixtures.everyKind,
         LayoutOptions(theme: .dark, direction: .topToBottom, showsLegend: true, marks: marks)),
    ]

    @Test(arguments: ["Ratings", "FriendList", "Homepwner"])
    func sampleMatchesGolden(name: String) throws {
        let flow = try #require(try Samples.flow(named: name))
        try GoldenFiles.assertMatches(FlowLayout().graph(for: flow).dotSource, name: "sample-" + name)
    }

    @Test(arguments: cases.indices)
    func layoutMatchesGolden(index: Int) throws {
        let entry = Self.cases[index]
        try GoldenFiles.assertMatches(FlowLayout(options: entry.options).graph(for: entry.flow).dotSource, name: entry.name)
    }
}
