import Storyflow
import StoryflowSamples
import Testing

/// Scene lookup, neighbourhoods, ways and partitions: the questions `--focus`, `--path` and `--split` ask.
@Suite struct FlowViewTests {
    let ratings: Flow

    init() throws {
        ratings = try Samples.ratings()
    }

    @Test func aSceneIsFoundByIdTitleOrClassIgnoringCase() {
        let lookup = SceneLookup(flow: ratings)
        #expect(lookup.scene(named: "ChooseGame") == .found("ChooseGame"))
        #expect(lookup.scene(named: "choose game") == .found("ChooseGame"))
        #expect(lookup.scene(named: "GamePickerViewController") == .found("ChooseGame"))
        #expect(lookup.scene(named: "ChoseGame") == .notFound(suggestion: "ChooseGame"))
        #expect(lookup.scene(named: "Nowhere") == .notFound(suggestion: nil))
        let twins = Flow(name: "Twins", scenes: [Scene(id: "a", title: "Same"), Scene(id: "b", title: "Same")])
        #expect(SceneLookup(flow: twins).scene(named: "same") == .ambiguous(["a", "b"]))
    }

    @Test func aNeighbourhoodReachesDepthStepsEachWayAndCountsTheRest() {
        let one = FlowNeighbourhood(flow: ratings, centre: "AddPlayer", depth: 1)
        #expect(one.sceneIDs == ["AddPlayerNav", "AddPlayer", "ChooseGame"])
        #expect(one.hiddenBefore["AddPlayerNav"] == ["Players", "PlayersNav", "Tabs"])
        #expect(one.hiddenAfter.isEmpty)

        let two = FlowNeighbourhood(flow: ratings, centre: "AddPlayer", depth: 2)
        #expect(two.sceneIDs == ["Players", "AddPlayerNav", "AddPlayer", "ChooseGame"])
        #expect(two.hiddenBefore["Players"] == ["PlayersNav", "Tabs"])

        let fromTheTop = FlowNeighbourhood(flow: ratings, centre: "Tabs", depth: 1)
        #expect(fromTheTop.sceneIDs == ["Tabs", "PlayersNav", "Gestures"])
        #expect(fromTheTop.hiddenAfter["PlayersNav"] == ["Players", "AddPlayerNav", "AddPlayer", "ChooseGame"])
    }

    @Test func theWaysBetweenTwoScenesAreTheScenesAndSeguesOnThem() {
        let ways = FlowPaths(flow: ratings, from: "Players", to: "ChooseGame")
        #expect(ways.sceneIDs == ["Players", "AddPlayerNav", "AddPlayer", "ChooseGame"])
        let onWay = ways.segueIDs.sorted()
        #expect(onWay.contains { $0.contains("PickGame") })
        #expect(!onWay.contains { $0.hasPrefix("Tabs") })
        // Unwinds are ways back.
        #expect(!FlowPaths(flow: ratings, from: "ChooseGame", to: "AddPlayer").isEmpty)
        #expect(FlowPaths(flow: ratings, from: "Gestures", to: "Players").isEmpty)
    }

    @Test func aFlowSplitsByTabByStackAndByStoryboard() {
        let tabs = FlowPartition(flow: ratings, by: .tab)
        #expect(tabs.parts.map(\.name) == ["Tabs", "Players", "Gestures"])
        #expect(tabs.parts[1].sceneIDs == ["PlayersNav", "Players", "AddPlayerNav", "AddPlayer", "ChooseGame"])
        #expect(tabs.parts[0].entry == "Tabs")
        #expect(tabs.parts[1].entry == "PlayersNav")

        let stacks = FlowPartition(flow: ratings, by: .stack)
        #expect(stacks.parts.map(\.name) == ["Players", "Add Player", "Other scenes"])
        #expect(stacks.parts[1].sceneIDs == ["AddPlayerNav", "AddPlayer", "ChooseGame"])
        #expect(stacks.parts[2].sceneIDs == ["Tabs", "Gestures"])
        #expect(stacks.part(of: "ChooseGame") == 1)

        var files = ratings
        for index in files.scenes.indices {
            let file = index < 3 ? "App/Main.storyboard" : "App/Players.storyboard"
            files.scenes[index].location = SourceLocation(file: file, line: index + 1)
        }
        #expect(FlowPartition(flow: files, by: .storyboard).parts.map(\.name) == ["Main", "Players"])
    }
}
