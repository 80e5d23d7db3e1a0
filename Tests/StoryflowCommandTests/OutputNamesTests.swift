import Storyflow
@testable import StoryflowCommand
import Testing

@Suite struct OutputNamesTests {
    private func flow(_ name: String, from origin: String?) -> LoadedFlow {
        LoadedFlow(flow: Flow(name: name), origin: origin)
    }

    @Test func distinctNamesStayAsTheyAre() {
        #expect(OutputNames.unique(for: [flow("Ratings", from: nil), flow("Main", from: "App/Base.lproj")]) == ["Ratings", "Main"])
    }

    @Test func sharedNamesTakeTheirFolderAndThenANumber() {
        let flows = [
            flow("Main", from: "corpus/huydemi+Ratings/Ratings/Base.lproj"),
            flow("Main", from: "corpus/iOSkoans+MasterDetail/MasterDetail/Base.lproj/Main.storyboard"),
            flow("Main", from: "corpus/szotp+SegueRazer/TestProjects/Simple/Simple/Base.lproj"),
            flow("Main", from: "corpus/szotp+SegueRazer/TestProjects/SimpleConverted/Simple/Base.lproj"),
            flow("My Flow", from: nil),
            flow("My Flow", from: nil),
        ]
        #expect(OutputNames.unique(for: flows) == [
            "Ratings-Main", "MasterDetail-Main", "Simple-Main", "Simple-Main-2", "My-Flow", "My-Flow-2",
        ])
    }
}
