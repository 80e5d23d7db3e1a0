import Storyflow
import StoryflowDiff
import StoryflowReview
import Testing

/// A finding a change introduces is a rule and objects the base did not have, not new wording.
@Suite struct IntroducedFindingTests {
    /// Home presents Help and Terms without segue identifiers: two `segue-without-identifier`
    /// findings, each saying Home has 2 modal segues.
    static func base() -> Flow {
        Flow(name: "App", scenes: ["Home", "Help", "Terms", "Privacy", "Credits"].map { Scene(id: $0, title: $0) }, segues: [
            Segue(id: "Home.Help", kind: .present, source: "Home", destination: "Help", trigger: Trigger(kind: .button, title: "Help")),
            Segue(id: "Home.Terms", kind: .present, source: "Home", destination: "Terms", trigger: Trigger(kind: .button, title: "Terms")),
        ], initialSceneID: "Home")
    }

    @Test func rewordedFindingsOfTheSameSeguesAreNotIntroduced() throws {
        var head = Self.base()
        head.segues.append(Segue(id: "Home.Privacy", kind: .present, source: "Home", destination: "Privacy", identifier: "ShowPrivacy",
                                 trigger: Trigger(kind: .button, title: "Privacy")))
        let reviewer = FlowReviewer(rules: [ReviewRules.SegueWithoutIdentifier()])
        #expect(reviewer.review(head).map(\.message).allSatisfy { $0.contains("has 3 modal segues") })
        #expect(reviewer.review(Self.base()).map(\.message).allSatisfy { $0.contains("has 2 modal segues") })
        #expect(reviewer.findingsIntroduced(from: Self.base(), to: head).isEmpty)

        // A new segue without identifier is a new object: its finding is introduced, the others are not.
        head.segues.append(Segue(id: "Home.Credits", kind: .present, source: "Home", destination: "Credits", trigger: Trigger(kind: .button, title: "Credits")))
        #expect(reviewer.findingsIntroduced(from: Self.base(), to: head).map(\.segueIDs) == [["Home.Credits"]])
    }

    @Test func findingsFollowScenesAndSeguesThroughTheDiffsMatching() throws {
        // Every id renamed (a storyboard split prefixes them with the file): the same findings.
        var head = Self.base()
        for index in head.scenes.indices { head.scenes[index].id = "Main/" + head.scenes[index].id }
        for index in head.segues.indices {
            head.segues[index].id = "Main/" + head.segues[index].id
            head.segues[index].source = "Main/" + head.segues[index].source
            head.segues[index].destination = head.segues[index].destination.map { "Main/" + $0 }
        }
        head.initialSceneID = "Main/Home"
        let reviewer = FlowReviewer(rules: [ReviewRules.SegueWithoutIdentifier()])
        #expect(reviewer.findingsIntroduced(from: Self.base(), to: head).count == 2, "without the matching, every finding looks new")
        let diff = FlowDiff(base: Self.base(), head: head)
        let introduced = reviewer.findingsIntroduced(from: Self.base(), to: head, headSceneID: diff.headID(ofBaseScene:), headSegueID: diff.headID(ofBaseSegue:))
        #expect(introduced.isEmpty)
    }
}
