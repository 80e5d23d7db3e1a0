import Storyflow
import StoryflowReview
import Testing

private typealias F = ReviewFixtures

@Suite("Review rules: entry and reachability")
struct ReviewEntryRulesTests {
    @Test("A flow with no initial scene and no storyboard identifier is an error about the whole flow")
    func noInitialScene() {
        let flow = F.flow([F.scene("Home", line: 3), F.scene("Detail", line: 4)], [F.segue(.show, "Home", "Detail")], initial: nil)
        #expect(reviewed(flow) == [
            ExpectedFinding(
                ruleID: "no-initial-scene", severity: .error,
                message: "'Test' has no initial scene and no scene with a storyboard identifier, so none of its scenes can be shown; "
                    + "mark the scene the app starts with as the initial view controller",
                location: nil, sceneIDs: []
            ),
        ])
    }

    @Test("A flow without initial scene whose scenes code instantiates by identifier is fine")
    func noInitialSceneWithIdentifiers() {
        let flow = F.flow(
            [F.scene("Nav", .navigationController, storyboardIdentifier: "settings"), F.scene("Settings", .tableViewController)],
            [F.relationship("Nav", "Settings", .root)],
            initial: nil
        )
        #expect(reviewed(flow) == [])
    }

    @Test("An initial scene id that names no scene is an error")
    func unknownInitialScene() {
        let flow = F.flow([F.scene("Home", line: 3)], initial: "Hom")
        #expect(reviewed(flow) == [
            ExpectedFinding(
                ruleID: "unknown-initial-scene", severity: .error,
                message: "the initial scene 'Hom' is not a scene of 'Test'; mark one of its scenes as the initial view controller",
                location: nil, sceneIDs: []
            ),
        ])
    }

    @Test("An initial scene id that names a scene passes")
    func knownInitialScene() {
        #expect(reviewed(F.flow([F.scene("Home", line: 3)], initial: "Home")) == [])
    }

    @Test("A scene no segue or relationship leads to is unreachable; one with a storyboard identifier is not")
    func unreachableScene() {
        let flow = F.flow(
            [
                F.scene("Nav", .navigationController, title: "Main Nav"), F.scene("Home"),
                F.scene("Settings", line: 30),
                F.scene("Profile", storyboardIdentifier: "profile"), F.scene("EditProfile", title: "Edit Profile"),
            ],
            [F.relationship("Nav", "Home", .root), F.segue(.show, "Profile", "EditProfile")],
            initial: "Nav"
        )
        #expect(reviewed(flow) == [
            ExpectedFinding(
                ruleID: "unreachable-scene", severity: .warning,
                message: "'Settings' cannot be reached: no segue or relationship leads to it from the initial scene 'Main Nav'; "
                    + "connect it to the flow, or give it a storyboard identifier if code creates it",
                location: F.line(30), sceneIDs: ["Settings"]
            ),
        ])
    }

    @Test("Without an initial scene, reachability starts from the scenes with a storyboard identifier")
    func unreachableWithoutInitialScene() {
        let flow = F.flow(
            [F.scene("Login", storyboardIdentifier: "login"), F.scene("Orphan", line: 7)],
            [F.segue(.unwind, "Login", "Orphan", unwind: Unwind(action: "back:"))],
            initial: nil
        )
        #expect(reviewed(flow).filter { $0.ruleID == "unreachable-scene" } == [
            ExpectedFinding(
                ruleID: "unreachable-scene", severity: .warning,
                message: "'Orphan' cannot be reached: no segue or relationship leads to it from a scene with a storyboard identifier; "
                    + "connect it to the flow, or give it a storyboard identifier if code creates it",
                location: F.line(7), sceneIDs: ["Orphan"]
            ),
        ])
    }

    @Test("Scenes reached through relationships, embeds and segues are reachable")
    func everySceneReachable() {
        let flow = F.flow(
            [
                F.scene("Nav", .navigationController), F.scene("Home", elements: [.containerView(ContainerView(id: "box"))]),
                F.scene("Summary"), F.scene("Detail"),
            ],
            [F.relationship("Nav", "Home", .root), F.segue(.embed, "Home", "Summary"), F.segue(.show, "Home", "Detail")],
            initial: "Nav"
        )
        #expect(reviewed(flow) == [])
    }
}
