import Storyflow
import StoryflowReview
import Testing

private typealias F = ReviewFixtures

@Suite("Review rules: navigation")
struct ReviewNavigationRulesTests {
    /// Players presents Add Player (with or without its own navigation controller), which shows Choose Game.
    private func addPlayerFlow(inNavigationController: Bool) -> Flow {
        let addPlayer = F.scene("AddPlayer", .tableViewController, title: "Add Player", navigationBar: F.cancelDoneBar)
        let presented = inNavigationController ? "AddPlayerNav" : "AddPlayer"
        return F.flow(
            [F.scene("PlayersNav", .navigationController), F.scene("Players", .tableViewController), addPlayer,
             F.scene("ChooseGame", .tableViewController, title: "Choose Game"), F.scene("Rules")]
                + (inNavigationController ? [F.scene("AddPlayerNav", .navigationController)] : []),
            [F.relationship("PlayersNav", "Players", .root), F.segue(.present, "Players", presented, identifier: "AddPlayer"),
             F.segue(.show, "AddPlayer", "ChooseGame", identifier: "PickGame", line: 42), F.segue(.show, "ChooseGame", "Rules")]
                + (inNavigationController ? [F.relationship("AddPlayerNav", "AddPlayer", .root)] : []),
            initial: "PlayersNav"
        )
    }

    @Test("A show segue with no navigation controller above its source is presented modally, and so is the next one")
    func pushWithoutNavigation() {
        #expect(reviewed(addPlayerFlow(inNavigationController: false)) == [
            ExpectedFinding(
                ruleID: "push-without-navigation", severity: .warning,
                message: "show segue 'PickGame' from 'Add Player' has no navigation controller to push onto, so UIKit presents "
                    + "'Choose Game' modally; embed 'Add Player' in a navigation controller, or make the segue modal",
                location: F.line(42), sceneIDs: ["AddPlayer", "ChooseGame"], segueIDs: ["AddPlayer>ChooseGame"]
            ),
            ExpectedFinding(
                ruleID: "push-without-navigation", severity: .warning,
                message: "show segue from 'Choose Game' to 'Rules' has no navigation controller to push onto, so UIKit presents "
                    + "'Rules' modally; embed 'Choose Game' in a navigation controller, or make the segue modal",
                location: nil, sceneIDs: ["ChooseGame", "Rules"], segueIDs: ["ChooseGame>Rules"]
            ),
        ])
    }

    @Test("On a Mac a show segue opens a window: no navigation controller is needed")
    func macShowOpensAWindow() {
        var flow = addPlayerFlow(inNavigationController: false)
        flow.device = .mac
        #expect(reviewed(flow).map(\.ruleID).filter { $0 == "push-without-navigation" } == [])
    }

    @Test("Scenes pushed onto a navigation stack, and scenes code instantiates, can show")
    func pushInsideNavigation() {
        var flow = addPlayerFlow(inNavigationController: true)
        flow.scenes += [F.scene("Profile", storyboardIdentifier: "profile"), F.scene("EditProfile")]
        flow.segues.append(F.segue(.show, "Profile", "EditProfile"))
        #expect(reviewed(flow) == [])
    }

    @Test("A show segue from a split view's master, or from a scene embedded in a navigation stack, needs no more")
    func showInsideSplitViewAndContainerView() {
        let flow = F.flow(
            [F.scene("Split", .splitViewController), F.scene("Master"), F.scene("Detail", elements: [.containerView(ContainerView(id: "box"))]),
             F.scene("Nav", .navigationController), F.scene("Child"), F.scene("More"), F.scene("Other")],
            [F.relationship("Split", "Master", .master), F.relationship("Split", "Nav", .detail), F.relationship("Nav", "Detail", .root),
             F.segue(.show, "Master", "Other"), F.segue(.embed, "Detail", "Child"), F.segue(.show, "Child", "More")],
            initial: "Split"
        )
        #expect(reviewed(flow) == [])
    }

    @Test("A show detail segue with no split view controller above its source is presented modally")
    func showDetailWithoutSplitView() {
        let flow = F.flow(
            [F.scene("Nav", .navigationController), F.scene("Master", .tableViewController), F.scene("Detail")],
            [F.relationship("Nav", "Master", .root), F.segue(.showDetail, "Master", "Detail", identifier: "showDetail", line: 12)],
            initial: "Nav"
        )
        #expect(reviewed(flow) == [
            ExpectedFinding(
                ruleID: "show-detail-without-split-view", severity: .warning,
                message: "show detail segue 'showDetail' from 'Master' has no split view controller above it, so UIKit presents "
                    + "'Detail' modally; put 'Master' in a split view controller, or use a show segue",
                location: F.line(12), sceneIDs: ["Master", "Detail"], segueIDs: ["Master>Detail"]
            ),
        ])
    }

    @Test("A show detail segue from a split view's master replaces the detail")
    func showDetailInsideSplitView() {
        let flow = F.flow(
            [F.scene("Split", .splitViewController), F.scene("MasterNav", .navigationController), F.scene("Master"), F.scene("Detail")],
            [F.relationship("Split", "MasterNav", .master), F.relationship("Split", "Detail", .detail),
             F.relationship("MasterNav", "Master", .root), F.segue(.showDetail, "Master", "Detail", identifier: "showDetail")],
            initial: "Split"
        )
        #expect(reviewed(flow) == [])
    }

    /// Detail, in a navigation stack, reaches EditNav (a navigation controller around Edit) with a segue of `kind`.
    private func editFlow(_ kind: SegueKind) -> Flow {
        F.flow(
            [F.scene("Nav", .navigationController), F.scene("Detail"), F.scene("EditNav", .navigationController),
             F.scene("Edit", navigationBar: F.cancelDoneBar)],
            [F.relationship("Nav", "Detail", .root), F.segue(kind, "Detail", "EditNav", identifier: "editDetail", line: 20),
             F.relationship("EditNav", "Edit", .root)],
            initial: "Nav"
        )
    }

    @Test("Pushing a navigation controller onto a navigation stack is an error")
    func pushNavigationController() {
        #expect(reviewed(editFlow(.show)) == [
            ExpectedFinding(
                ruleID: "push-navigation-controller", severity: .error,
                message: "show segue 'editDetail' from 'Detail' pushes navigation controller 'EditNav' onto a navigation stack, "
                    + "which UIKit refuses ('Pushing a navigation controller is not supported'); present 'EditNav' modally, "
                    + "or show its root scene 'Edit' instead",
                location: F.line(20), sceneIDs: ["Detail", "EditNav"], segueIDs: ["Detail>EditNav"]
            ),
        ])
    }

    @Test("Presenting a navigation controller modally is fine")
    func presentNavigationController() {
        #expect(reviewed(editFlow(.present)) == [])
    }

    /// Detail presents Edit in a navigation controller; Edit goes back with a segue of `kind`, and
    /// Folder shows itself (a drill-down).
    private func goBackFlow(_ kind: SegueKind) -> Flow {
        F.flow(
            [F.scene("Nav", .navigationController), F.scene("Detail"), F.scene("EditNav", .navigationController),
             F.scene("Edit", navigationBar: F.cancelDoneBar), F.scene("Folder")],
            [F.relationship("Nav", "Detail", .root), F.segue(.present, "Detail", "EditNav", identifier: "editDetail"),
             F.segue(.show, "Detail", "Folder", identifier: "openFolder"), F.segue(.show, "Folder", "Folder", identifier: "openSubfolder"),
             F.relationship("EditNav", "Edit", .root),
             F.segue(kind, "Edit", "Detail", identifier: "save", unwind: kind == .unwind ? Unwind(action: "saveInput:") : nil, line: 31)],
            initial: "Nav"
        )
    }

    @Test("A forward segue to a scene on the path back to the entry creates a new instance")
    func segueBack() {
        #expect(reviewed(goBackFlow(.show)) == [
            ExpectedFinding(
                ruleID: "segue-back", severity: .warning,
                message: "show segue 'save' from 'Edit' leads back to 'Detail', which 'Edit' is reached from, so each use "
                    + "creates another 'Detail' instead of returning to it; use an unwind segue to go back",
                location: F.line(31), sceneIDs: ["Edit", "Detail"], segueIDs: ["Edit>Detail"]
            ),
        ])
    }

    @Test("A modal segue back is caught too (and the new Detail it presents has no way back)")
    func modalSegueBack() {
        let findings = reviewed(goBackFlow(.present))
        #expect(findings.map(\.ruleID) == ["segue-back", "presented-without-way-back"])
        #expect(findings.first?.message == "modal segue 'save' from 'Edit' leads back to 'Detail', which 'Edit' is reached from, "
            + "so each use creates another 'Detail' instead of returning to it; use an unwind segue to go back")
    }

    @Test("Going back with an unwind segue, and a scene showing itself, pass")
    func unwindBack() {
        #expect(reviewed(goBackFlow(.unwind)) == [])
    }
}
