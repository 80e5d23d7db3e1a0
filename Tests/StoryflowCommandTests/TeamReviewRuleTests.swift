import Testing

/// `Examples/TeamFlows` is a team's own `flows` command outside the library: its flow and its own
/// review rule, written against the public API only. These tests run it as its users would.
@Suite("A team's own review rule runs with the built-in ones")
struct TeamReviewRuleTests {
    @Test func reviewPrintsTheTeamRuleLikeABuiltInOne() throws {
        let flows = try StoryflowProcess(executable: "team-flows-example")
        let result = try flows.run("review")

        #expect(result.exitCode == 0)
        #expect(result.standardOutput == """
            team_flows_example/main.swift:38: warning: screen 'Receipt' has no title; give it a navigation item title \
            so reviews can name it [screens-have-titles]
            Checkout: 1 warning

            """)
    }

    @Test func strictReviewFailsOnTheTeamRule() throws {
        let result = try StoryflowProcess(executable: "team-flows-example").run("review", "--strict")
        #expect(result.exitCode == 1)
    }

    @Test func rulesListsTheTeamRuleAfterTheBuiltInOnes() throws {
        let lines = try StoryflowProcess(executable: "team-flows-example").run("rules").standardOutput.split(separator: "\n")
        #expect(lines.first?.hasPrefix("no-initial-scene") == true)
        #expect(lines.last?.hasPrefix("screens-have-titles") == true)
        #expect(lines.last?.hasSuffix("warning  every screen has a title") == true)
    }

    @Test func renderMarksTheSceneTheTeamRuleFound() throws {
        let flows = try StoryflowProcess(executable: "team-flows-example")
        let result = try flows.run("render", "--format", "svg", "--mark-findings", "--output", "checkout.svg")

        #expect(result.exitCode == 0)
        let svg = flows.text(of: "checkout.svg")
        #expect(svg.contains("⚠ warning: screen &#39;Receipt&#39; has no title"))
    }
}
