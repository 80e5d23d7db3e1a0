import Foundation
import Testing

@Suite struct OtherCommandTests {
    @Test func samplesListsTheBuiltInFlows() throws {
        let result = try StoryflowProcess().run("samples")
        #expect(result.exitCode == 0)
        let names = result.standardOutput.split(separator: "\n").map { $0.split(separator: " ").first.map(String.init) }
        #expect(names == ["Ratings", "FriendList", "Homepwner"])
    }

    @Test func exportWritesTheStableJSONShape() throws {
        let result = try StoryflowProcess().run("export", "--format", "json", "Ratings")
        #expect(result.exitCode == 0, "\(result.standardError)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(json["name"] as? String == "Ratings")
        #expect(json["initial"] as? String == "Tabs")
        let scenes = try #require(json["scenes"] as? [[String: Any]])
        let players = try #require(scenes.first { $0["id"] as? String == "Players" })
        #expect(players["kind"] as? String == "tableViewController")
        #expect(players["class"] as? String == "PlayersViewController")
        let segues = try #require(json["segues"] as? [[String: Any]])
        let pickGame = try #require(segues.first { $0["identifier"] as? String == "PickGame" })
        #expect(pickGame["kind"] as? String == "show")
        #expect(pickGame["source"] as? String == "AddPlayer")
        #expect(pickGame["destination"] as? String == "ChooseGame")
        #expect((pickGame["trigger"] as? [String: Any])?["kind"] as? String == "cell")
    }

    @Test func exportWritesSwiftDSLSource() throws {
        let ratings = try StoryflowProcess().run("export", "--format", "swift", "Ratings")
        #expect(ratings.exitCode == 0)
        #expect(ratings.standardOutput.hasPrefix("import Storyflow\n"))
        #expect(ratings.standardOutput.contains("func ratingsFlow() throws(FlowDefinitionError) -> Flow {"))
        #expect(ratings.standardOutput.contains(#".segue(.show, to: "ChooseGame", identifier: "PickGame")"#))
        #expect(ratings.standardError.isEmpty)
    }

    @Test(StoryflowProcess.corpusRequired) func exportOfACorpusStoryboardWarnsAboutWhatItLeavesOut() throws {
        let iPad = StoryflowProcess.corpus.appendingPathComponent("doddme+Ratings/Ratings/en.lproj/MainStoryboard~ipad.storyboard")
        let storyboard = try StoryflowProcess().run("export", "--format", "swift", iPad.path)
        #expect(storyboard.exitCode == 0)
        #expect(storyboard.standardOutput.contains(#"try Flow("MainStoryboard~ipad", device: .pad) {"#))
        #expect(storyboard.standardOutput.contains(#"""
                        ToolbarView {
                            BarButton("Menu")
                                .segue(.popover(anchor: "Menu"), to: "Anr-xj-XzN", identifier: "ShowPopover")
                        }
        """#))
        #expect(storyboard.standardError.contains(#"MainStoryboard~ipad: warning: the Swift source leaves out: scene "EQT-Cl-zLg""#))
        #expect(!storyboard.standardError.contains("GYw-N3-5xp"))
    }

    @Test func exportToAFolderWritesOneFilePerFlow() throws {
        let storyflow = try StoryflowProcess()
        let result = try storyflow.run("export", "--output", "json")
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(storyflow.text(of: "json/Homepwner.json").contains("\"showItem\""))
        #expect(result.standardOutput.isEmpty)
    }

    @Test func reviewPrintsDiagnosticsAndStrictFailsOnWarnings() throws {
        let storyflow = try StoryflowProcess()
        try storyflow.write("""
        {"name": "Pushy", "initial": "Home",
         "scenes": [{"id": "Home", "kind": "viewController", "title": "Home"},
                    {"id": "Detail", "kind": "viewController", "title": "Detail"}],
         "segues": [{"id": "s1", "kind": "show", "source": "Home", "destination": "Detail", "identifier": "open"}]}
        """, to: "pushy.json")

        let lenient = try storyflow.run("review", "pushy.json")
        #expect(lenient.exitCode == 0)
        #expect(lenient.standardOutput.contains("Pushy: warning:"))
        #expect(lenient.standardOutput.contains("[push-without-navigation]"))
        #expect(lenient.standardOutput.hasSuffix("Pushy: 1 warning\n"))

        let strict = try storyflow.run("review", "--strict", "pushy.json")
        #expect(strict.exitCode == 1)
    }

    @Test func theSamplesReviewWithoutErrors() throws {
        let result = try StoryflowProcess().run("review", "--strict")
        #expect(result.exitCode == 0, "\(result.standardOutput)")
        #expect(result.standardOutput.contains("Ratings: no findings"))
    }

    @Test func brokenJSONNamesTheFileAndThePlace() throws {
        let storyflow = try StoryflowProcess()
        try storyflow.write(#"{"name": "X", "scenes": [{"id": "A", "kind": "screen"}]}"#, to: "bad.json")
        let result = try storyflow.run("review", "bad.json")
        #expect(result.exitCode == 1)
        #expect(result.standardError.contains("bad.json: error: not a Storyflow JSON flow: scenes[0].kind:"))
    }

    @Test func generatePrintsReproducibleJSON() throws {
        let storyflow = try StoryflowProcess()
        let first = try storyflow.run("generate", "--scenes", "30", "--shape", "deep", "--seed", "2")
        let second = try storyflow.run("generate", "--scenes", "30", "--shape", "deep", "--seed", "2")
        #expect(first.exitCode == 0)
        #expect(first.standardOutput == second.standardOutput)
        #expect(first.standardOutput.contains("\"Synthetic deep 30\""))

        let tooFew = try storyflow.run("generate", "--scenes", "1")
        #expect(tooFew.exitCode == 64)
        #expect(tooFew.standardError.contains("error: --scenes must be at least 2\n"))
    }

    @Test func rulesListsEveryReviewRule() throws {
        let result = try StoryflowProcess().run("rules")
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.contains("push-without-navigation"))
        #expect(result.standardOutput.contains("presented-without-way-back"))
    }
}
