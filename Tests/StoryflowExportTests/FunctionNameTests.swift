import Storyflow
import StoryflowExport
import Testing

@Suite struct FunctionNameTests {
    @Test(arguments: [
        ("Main", "mainFlow"),
        ("MainStoryboard~ipad", "mainStoryboardIpadFlow"),
        ("UIKitCatalog", "uiKitCatalogFlow"),
        ("URL loader", "urlLoaderFlow"),
        ("SQL", "sqlFlow"),
        ("my app", "myAppFlow"),
        ("Showcase \"Flow\" \\ (x)", "showcaseFlowXFlow"),
        ("Café Menu", "cafMenuFlow"),
        ("2048", "flow2048"),
        ("2048 game", "flow2048Game"),
        ("设置", "flow"),
        ("", "flow"),
    ])
    func functionNameIsALowerCamelCaseIdentifier(name: String, expected: String) {
        #expect(SwiftSourceExporter.functionName(forFlowNamed: name) == expected)
    }

    @Test func theSourceDeclaresTheFunctionNamedAfterTheFlowUnlessGivenOne() throws {
        let flow = try Flow("Main") { ViewController("Home") }

        #expect(SwiftSourceExporter().source(for: flow).contains("\nfunc mainFlow() throws(FlowDefinitionError) -> Flow {\n"))
        let named = SwiftSourceExporter().export(flow, functionName: "homeScreenFlow")
        #expect(named.functionName == "homeScreenFlow")
        #expect(named.source.contains("\nfunc homeScreenFlow() throws(FlowDefinitionError) -> Flow {\n"))
    }
}
