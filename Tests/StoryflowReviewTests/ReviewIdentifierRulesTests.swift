import Storyflow
import StoryflowReview
import Testing

private typealias F = ReviewFixtures

@Suite("Review rules: segue identifiers")
struct ReviewIdentifierRulesTests {
    /// Add Player (in a navigation controller) shows Choose Game and Choose Team with these identifiers.
    private func pickFlow(_ gameIdentifier: String?, _ teamIdentifier: String?) -> Flow {
        F.flow(
            [F.scene("Nav", .navigationController), F.scene("AddPlayer", title: "Add Player"),
             F.scene("ChooseGame", title: "Choose Game"), F.scene("ChooseTeam", title: "Choose Team")],
            [F.relationship("Nav", "AddPlayer", .root),
             F.segue(.show, "AddPlayer", "ChooseGame", identifier: gameIdentifier, line: 47),
             F.segue(.show, "AddPlayer", "ChooseTeam", identifier: teamIdentifier, line: 48),
             F.segue(.show, "ChooseGame", "ChooseTeam", identifier: gameIdentifier)],
            initial: "Nav"
        )
    }

    @Test("Two segues from one scene with the same identifier are reported at the second")
    func duplicateSegueIdentifier() {
        #expect(reviewed(pickFlow("PickGame", "PickGame")) == [
            ExpectedFinding(
                ruleID: "duplicate-segue-identifier", severity: .warning,
                message: "2 segues from 'Add Player' share the identifier 'PickGame', so performSegue(withIdentifier:sender:) "
                    + "and prepare(for:sender:) cannot tell them apart; give each a unique identifier",
                location: F.line(48), sceneIDs: ["AddPlayer"], segueIDs: ["AddPlayer>ChooseGame", "AddPlayer>ChooseTeam"]
            ),
        ])
    }

    @Test("Different identifiers, and one identifier on segues from different scenes, pass")
    func uniqueSegueIdentifiers() {
        #expect(reviewed(pickFlow("PickGame", "PickTeam")) == [])
    }

    @Test("A segue without identifier beside another of its kind is reported")
    func segueWithoutIdentifier() {
        #expect(reviewed(pickFlow(nil, "PickTeam")) == [
            ExpectedFinding(
                ruleID: "segue-without-identifier", severity: .warning,
                message: "show segue from 'Add Player' to 'Choose Game' has no identifier, but 'Add Player' has 2 show segues, "
                    + "so prepare(for:sender:) cannot tell them apart; give it an identifier",
                location: F.line(47), sceneIDs: ["AddPlayer", "ChooseGame"], segueIDs: ["AddPlayer>ChooseGame"]
            ),
        ])
    }

    @Test("Segues without identifier pass when they are the only one of their kind, or unwinds")
    func loneSeguesWithoutIdentifier() {
        let flow = F.flow(
            [F.scene("Nav", .navigationController), F.scene("Players"), F.scene("Detail"), F.scene("AddPlayer", navigationBar: F.cancelDoneBar)],
            [F.relationship("Nav", "Players", .root), F.segue(.show, "Players", "Detail"), F.segue(.present, "Players", "AddPlayer"),
             F.segue(.unwind, "AddPlayer", "Players", id: "cancel", unwind: Unwind(action: "cancel:")),
             F.segue(.unwind, "AddPlayer", "Players", id: "done", unwind: Unwind(action: "done:"))],
            initial: "Nav"
        )
        #expect(reviewed(flow) == [])
    }
}
