import Storyflow
import StoryflowReview
import Testing

/// The DSL example of the README, verbatim: it must compile and build the flow it promises.
@Suite struct ReadmeExampleTests {
    private func readmeRatings() throws -> Flow {
        return try Flow("Ratings") {
            TabBarController("Tabs", initial: true) {
                NavigationController("PlayersNav", tab: TabBarItem("Players", image: "Players")) {
                    TableViewController("Players", class: "PlayersViewController") {
                        NavigationItem("Players")
                            .right { BarButton(.add).segue(.present, to: "AddPlayerNav", identifier: "AddPlayer") }
                        Prototype("PlayerCell", style: .subtitle, accessory: .disclosureIndicator)
                    }
                }
                ViewController("Gestures", tab: TabBarItem("Gestures")) { Label("Second Tab") }
            }
            NavigationController("AddPlayerNav") {
                TableViewController("AddPlayer", class: "PlayerDetailsViewController", style: .grouped) {
                    NavigationItem("Add Player")
                        .left { BarButton(.cancel).unwind(to: "Players", action: "cancel:") }
                        .right { BarButton(.done).unwind(to: "Players", action: "done:") }
                    StaticSection("Player Name") { StaticCell { TextField("Name") } }
                    StaticSection {
                        StaticCell("Game", detail: "Chess", style: .rightDetail, accessory: .disclosureIndicator)
                            .segue(.show, to: "ChooseGame", identifier: "PickGame")
                    }
                }
            }
            TableViewController("ChooseGame", class: "GamePickerViewController") {
                NavigationItem("Choose Game")
                Prototype("GameCell", accessory: .checkmark).unwind(to: "AddPlayer", action: "didSelectGame:")
            }
        }
    }

    @Test func theReadmeExampleBuildsRatings() throws {
        let flow = try readmeRatings()
        #expect(flow.initialSceneID == "Tabs")
        #expect(flow.scenes.map(\.id) == ["Tabs", "PlayersNav", "Players", "Gestures", "AddPlayerNav", "AddPlayer", "ChooseGame"])
        #expect(flow.segues.compactMap(\.identifier) == ["AddPlayer", "PickGame"])
        #expect(FlowReviewer().review(flow).isEmpty)
    }
}
