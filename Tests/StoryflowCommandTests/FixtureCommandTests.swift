import Foundation
import Testing

/// The commands on the storyboards written for this project, so they are tested in any clone.
@Suite struct FixtureCommandTests {
    private func fixture(_ relativePath: String) -> String {
        StoryflowProcess.fixtures.appendingPathComponent(relativePath).path
    }

    @Test func rendersAFolderOfStoryboardsAsOneFlow() throws {
        let storyflow = try StoryflowProcess()
        let result = try storyflow.run("render", fixture("Kitchen/Base.lproj"), "--format", "svg,png", "--sources", fixture("Kitchen/Sources"))

        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(!result.standardError.contains("warning:"), "the sources resolve every unwind")
        let svg = storyflow.text(of: "diagrams/Main.svg")
        for title in ["Recipes", "Add Recipe", "Choose Category", "Timer", "Presets", "Account", "PickCategory"] {
            #expect(svg.contains(title), "\(title)")
        }
        #expect(!svg.contains("Kitchen"), "the launch screen is left out")
        #expect(storyflow.contents(of: "diagrams/Main.png")?.starts(with: [0x89, 0x50, 0x4E, 0x47]) == true)
    }

    @Test func aMissingReferencedStoryboardIsAWarningAndTheRestRenders() throws {
        let storyflow = try StoryflowProcess()
        let result = try storyflow.run("render", fixture("Kitchen/Base.lproj/Main.storyboard"), "--format", "svg")

        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardError.contains("warning: storyboard reference to 'Recipes', which was not loaded"))
        #expect(result.standardError.contains("warning: storyboard reference to 'Settings', which was not loaded"))
        #expect(storyflow.text(of: "diagrams/Main.svg").contains("Timer"))
    }

    @Test func flowsWithTheSameNameNeverOverwriteEachOther() throws {
        let storyflow = try StoryflowProcess()
        let result = try storyflow.run(
            "render", fixture("Kitchen/Base.lproj/Main.storyboard"), fixture("Segues/Base.lproj/Main.storyboard"), "--format", "svg"
        )

        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(storyflow.text(of: "diagrams/Kitchen-Main.svg").contains("Timer"))
        #expect(storyflow.text(of: "diagrams/Segues-Main.svg").contains("PresentModally"))
    }

    @Test func exportOfAStoryboardWarnsAboutWhatItLeavesOut() throws {
        let result = try StoryflowProcess().run("export", "--format", "swift", fixture("Legacy/en.lproj/MainStoryboard~ipad.storyboard"))

        #expect(result.exitCode == 0)
        #expect(result.standardOutput.contains(#"try Flow("MainStoryboard~ipad", device: .pad) {"#))
        #expect(result.standardOutput.contains(#"""
                        ToolbarView {
                            BarButton("Tools")
                                .segue(.popover(anchor: "Tools"), to: "32", identifier: "ShowTools")
                        }
        """#))
        #expect(result.standardError.contains(#"MainStoryboard~ipad: warning: the Swift source leaves out: scene "15""#))
        #expect(!result.standardError.contains(#""33""#))
    }

    @Test func reviewResolvesUnwindsWithTheAppSources() throws {
        let recipes = fixture("Kitchen/Base.lproj/Recipes.storyboard")
        let guessed = try StoryflowProcess().run("review", recipes)
        let resolved = try StoryflowProcess().run("review", recipes, "--sources", fixture("Kitchen/Sources"))

        #expect(guessed.standardError.contains("unwindWithSelectedCategory:"))
        #expect(!resolved.standardError.contains("unwindWithSelectedCategory:"))
        #expect(resolved.exitCode == 0, "\(resolved.standardError)")
    }

    @Test func aMacStoryboardsApplicationSceneIsAnEntryNotAnUnreachableScene() throws {
        let result = try StoryflowProcess().run("review", fixture("Mac/Base.lproj"))
        #expect(!result.standardError.contains("'Application' cannot be reached"), "\(result.standardError)")
        #expect(result.exitCode == 0 && result.standardOutput.contains("Main: no findings"), "\(result.standardOutput)")
    }

    @Test func aMacTableIsDrawnWithItsColumnTitlesAndPrototypeRow() throws {
        let storyflow = try StoryflowProcess()
        let result = try storyflow.run("render", fixture("MacLists/Base.lproj/Main.storyboard"), "--format", "svg", "--output", "lists.svg")
        #expect(result.exitCode == 0, "\(result.standardError)")
        let svg = storyflow.text(of: "lists.svg")
        for text in ["TITLE · AUTHOR", "Book Title", "Author Name", "USE · FILE", "Shelf Name", "▨ NSFolder"] {
            #expect(svg.contains(">\(text)</text>"), "\(text) is not drawn")
        }
    }
}
