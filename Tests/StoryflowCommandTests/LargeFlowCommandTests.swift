import Foundation
import Testing

/// `--arrangement`, `--focus`, `--path` and `--split`.
@Suite struct LargeFlowCommandTests {
    private let recipes = StoryflowProcess.fixtures.appendingPathComponent("Kitchen/Base.lproj/Recipes.storyboard").path

    @Test func storyboardsKeepTheirArrangementUnlessAskedOtherwise() throws {
        let storyflow = try StoryflowProcess()
        let pinned = try storyflow.run("render", recipes, "--format", "dot", "--output", "pinned.dot")
        #expect(pinned.exitCode == 0, "\(pinned.standardError)")
        #expect(storyflow.text(of: "pinned.dot").contains("layout=\"neato\""))
        #expect(storyflow.text(of: "pinned.dot").contains("pos=\""))
        let automatic = try storyflow.run("render", recipes, "--arrangement", "automatic", "--format", "dot", "--output", "auto.dot")
        #expect(automatic.exitCode == 0)
        #expect(!storyflow.text(of: "auto.dot").contains("pos=\""))
        let down = try storyflow.run("render", recipes, "--direction", "tb", "--format", "dot", "--output", "down.dot")
        #expect(down.standardError.contains("warning: --direction does not apply to the storyboard's own arrangement; add --arrangement automatic to rank the scenes top to bottom"))
        let ranked = try storyflow.run("render", recipes, "--direction", "tb", "--arrangement", "automatic", "--format", "dot", "--output", "ranked.dot")
        #expect(!ranked.standardError.contains("--direction does not apply"))
        #expect(storyflow.text(of: "ranked.dot").contains("rankdir=TB"))
    }

    @Test func aStoryboardWithALegendIsArrangedAutomaticallyAndRenders() throws {
        let storyflow = try StoryflowProcess()
        let segues = StoryflowProcess.fixtures.appendingPathComponent("Segues/Base.lproj/Main.storyboard").path
        let result = try storyflow.run("render", segues, "--legend", "--format", "svg", "--output", "legend.svg")
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(storyflow.text(of: "legend.svg").contains("id=\"legend\""))
        let asked = try storyflow.run("render", segues, "--legend", "--arrangement", "storyboard", "--format", "dot", "--output", "asked.dot")
        #expect(asked.standardError.contains("warning: --legend needs the automatic arrangement; flow 'Main' arranged automatically"))
        #expect(!storyflow.text(of: "asked.dot").contains("layout=\"neato\""))
    }

    /// Graphviz 2.42 cannot route one unwind of this flow to the compass points it is pinned to and
    /// fails the whole layout ("lost s866 s11 edge"): the arrow is freed and the flow drawn, and the
    /// path planner's raw complaints, printed in the worker, come out in words.
    @Test func aFlowWhoseArrowGraphvizCannotRouteToItsSidesStillRenders() throws {
        let storyflow = try StoryflowProcess()
        try storyflow.write(try storyflow.run("generate", "--scenes", "3000", "--shape", "app").standardOutput, to: "app.json")
        let result = try storyflow.run("render", "app.json", "--format", "svg", "--output", "app.svg")
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(storyflow.text(of: "app.svg").contains("id=\"segue&#45;E1472\""))
        #expect(result.standardError.contains(
            "Synthetic app 3000: warning: the arrow of segue 'E1472' could not be routed to the sides of the scenes chosen for it; it is drawn to their nearest sides"
        ))
        #expect(!result.standardError.contains("libpath"))
        // The warnings of the layout that failed are not repeated.
        #expect(result.standardError.components(separatedBy: "could not be routed around every scene").count == 2)
    }

    @Test func askingForTheStoryboardArrangementOfADSLFlowWarns() throws {
        let storyflow = try StoryflowProcess()
        let result = try storyflow.run("render", "Ratings", "--arrangement", "storyboard", "--format", "dot", "--output", "r.dot")
        #expect(result.exitCode == 0)
        #expect(result.standardError.contains("Ratings: warning: flow 'Ratings' does not record where its scenes are placed; arranged automatically"))
    }

    @Test func aFocusDrawsOneSceneWithItsNeighboursAndStubs() throws {
        let storyflow = try StoryflowProcess()
        let result = try storyflow.run("render", "Ratings", "--focus", "add player", "--depth", "1", "--format", "svg", "--output", "focus.svg")
        #expect(result.exitCode == 0, "\(result.standardError)")
        let svg = storyflow.text(of: "focus.svg")
        #expect(svg.contains("Ratings · around Add Player"))
        #expect(svg.contains("3 more scenes →"))
        #expect(!svg.contains("Second Tab"))
    }

    @Test func anUnknownSceneIsAnErrorWithASuggestion() throws {
        let storyflow = try StoryflowProcess()
        let result = try storyflow.run("render", "Ratings", "--focus", "Playrs", "--format", "svg", "--output", "x.svg")
        #expect(result.exitCode == 1)
        #expect(result.standardError.contains("Ratings: error: no scene named 'Playrs'; did you mean 'Players'?"))
        #expect(storyflow.contents(of: "x.svg") == nil)
    }

    @Test func aPathIsHighlightedOrItsAbsenceReported() throws {
        let storyflow = try StoryflowProcess()
        let found = try storyflow.run("render", "Ratings", "--path", "Players", "ChooseGame", "--format", "svg", "--output", "p.svg")
        #expect(found.exitCode == 0)
        #expect(storyflow.text(of: "p.svg").replacingOccurrences(of: "&#45;", with: "-").contains("on-path"))
        let none = try storyflow.run("render", "Ratings", "--path", "Gestures", "Players", "--format", "svg", "--output", "n.svg")
        #expect(none.standardError.contains("warning: no way leads from 'Gestures' to 'Players'; nothing is highlighted"))
        let wrong = try storyflow.run("render", "Ratings", "--path", "Gestures")
        #expect(wrong.exitCode == 64)
        #expect(wrong.standardError.contains("--path takes two scenes"))
    }

    @Test func splittingWritesAnOverviewThatLinksToOnePagePerPart() throws {
        let storyflow = try StoryflowProcess()
        let result = try storyflow.run("render", "Ratings", "--split", "tab", "--format", "svg,png", "--output", "pages")
        #expect(result.exitCode == 0, "\(result.standardError)")
        let overview = storyflow.text(of: "pages/Ratings.svg")
        for page in ["Ratings-Tabs", "Ratings-Players", "Ratings-Gestures"] {
            #expect(overview.contains("xlink:href=\"\(page).svg\""), "overview lacks a link to \(page)")
            #expect(storyflow.text(of: "pages/\(page).svg").contains("<svg"))
            #expect(storyflow.contents(of: "pages/\(page).png") != nil)
        }
        #expect(storyflow.text(of: "pages/Ratings-Players.svg").contains("Choose Game"))
        #expect(!storyflow.text(of: "pages/Ratings-Players.svg").contains("Second Tab"))
        #expect(storyflow.text(of: "pages/Ratings-Players.svg").contains("Tabs →"))
    }
}
