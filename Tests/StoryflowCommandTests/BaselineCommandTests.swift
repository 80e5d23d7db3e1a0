import Foundation
import Testing

/// `storyflow baseline INPUT… > navigation.txt` and `storyflow check navigation.txt INPUT…`, as CI runs them.
@Suite struct BaselineCommandTests {
    @Test func checkPassesAfterARefactorAndFailsWithTheDiffAfterAChange() throws {
        let process = try StoryflowProcess()
        let refactors = RefactorDiffCommandTests.refactors
        try FileManager.default.copyItem(at: refactors.appendingPathComponent("OneFile"), to: process.file("App"))
        let baseline = try process.run("baseline", "App")
        #expect(baseline.exitCode == 0, "\(baseline.standardError)")
        #expect(baseline.standardOutput.contains("\nflow Main\ninitial Tab Bar Controller [Tab-Bc-001]\nscene About [Abt-Vc-001]: viewController, class AboutViewController\n"))
        try process.write(baseline.standardOutput, to: "navigation.txt")

        // Refactor to Storyboard: the same navigation.
        try FileManager.default.removeItem(at: process.file("App"))
        try FileManager.default.copyItem(at: refactors.appendingPathComponent("Split"), to: process.file("App"))
        let same = try process.run("check", "navigation.txt", "App")
        #expect(same.exitCode == 0, "\(same.standardOutput)\(same.standardError)")
        #expect(same.standardOutput == "navigation matches navigation.txt (18 lines)\n")

        // About presented instead of shown.
        try process.edit("App/Base.lproj/Settings.storyboard") {
            $0.replacingOccurrences(of: #"kind="show" identifier="ShowAbout""#, with: #"kind="presentation" identifier="ShowAbout""#)
        }
        let changed = try process.run("check", "navigation.txt", "App")
        #expect(changed.exitCode == 1)
        #expect(changed.standardOutput == """
            navigation no longer matches navigation.txt: 1 line only in the baseline, 1 only in the app
              flow Main
            - segue Settings [Set-Vc-001] → About [Abt-Vc-001]: show ShowAbout, button 'About'
            + segue Settings [Set-Vc-001] → About [Abt-Vc-001]: present ShowAbout, button 'About'
            If the change is intended, write the baseline again (storyflow baseline INPUT… > navigation.txt) and commit it.

            """)
    }

    @Test func aMissingBaselineIsAnError() throws {
        let process = try StoryflowProcess()
        let result = try process.run("check", "navigation.txt", "Ratings")
        #expect(result.exitCode == 1)
        #expect(result.standardError.contains("navigation.txt"))
        #expect(try process.run("check").exitCode == 64)
    }
}
