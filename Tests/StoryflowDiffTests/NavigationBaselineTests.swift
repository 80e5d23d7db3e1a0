import Storyflow
import StoryflowDiff
import StoryflowSamples
import Testing

@Suite struct NavigationBaselineTests {
    @Test func oneSortedLinePerSceneAndSegue() throws {
        let text = NavigationBaseline(flows: [try Samples.ratings()]).text
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.contains("initial Tabs [Tabs]"))
        #expect(lines.contains("scene Add Player [AddPlayer]: tableViewController, class PlayerDetailsViewController"))
        #expect(lines.contains("segue Players [Players] → AddPlayerNav [AddPlayerNav]: present AddPlayer, bar button '+'"))
        #expect(lines.contains("segue Tabs [Tabs] → PlayersNav [PlayersNav]: relationship, tab 1"))
        let body = Array(lines.drop { $0 != "flow Ratings" }.dropFirst())
        #expect(body.count == 1 + 7 + 9)
        #expect(body.filter { $0.hasPrefix("scene") } == body.filter { $0.hasPrefix("scene") }.sorted())
        #expect(NavigationBaseline(text: text) == NavigationBaseline(flows: [try Samples.ratings()]), "the text reads back")
    }

    @Test func aRefactoredAppMatchesItsBaseline() throws {
        let before = NavigationBaseline(flows: [try RefactorFixtures.flow("OneFile")])
        for refactor in ["Split", "Renamed", "Moved", "Localized"] {
            let after = NavigationBaseline(flows: [try RefactorFixtures.flow(refactor)])
            #expect(after.differences(from: NavigationBaseline(text: before.text)) == [], "\(refactor)")
        }
    }

    @Test func aChangedSegueIsItsOldAndNewLine() throws {
        let base = try Samples.ratings()
        var head = base.removingScene("Gestures")
        head.name = "Ratings 2"
        let index = try #require(head.segues.firstIndex { $0.identifier == "AddPlayer" })
        head.segues[index].kind = .show
        head.segues[index].presentation = nil
        #expect(NavigationBaseline(flows: [head]).differences(from: NavigationBaseline(flows: [base])) == [
            "  flow Ratings 2",
            "- scene Gestures [Gestures]: viewController, tab 'Gestures'",
            "- segue Players [Players] → AddPlayerNav [AddPlayerNav]: present AddPlayer, bar button '+'",
            "+ segue Players [Players] → AddPlayerNav [AddPlayerNav]: show AddPlayer, bar button '+'",
            "- segue Tabs [Tabs] → Gestures [Gestures]: relationship, tab 2",
        ])
    }

    @Test func namesStayOnOneLine() {
        let flow = Flow(name: "A\nB", scenes: [Scene(id: "x", title: "Line\nbreak")])
        #expect(NavigationBaseline(flows: [flow]).text.hasSuffix("\nflow A B\nscene Line break [x]: viewController\n"))
    }
}
