import Storyflow
import StoryflowReview
import Testing

@Suite("Review diagnostics formatting")
struct ReviewFormattingTests {
    private let pickGame = ReviewedSegue(kind: .show, identifier: "PickGame", sourceName: "AddPlayer", destinationName: "ChooseGame")

    private func finding(_ severity: Severity, at location: Storyflow.SourceLocation?) -> Finding {
        Finding(ruleID: "push-without-navigation", severity: severity, problem: .pushWithoutNavigation(pickGame), location: location)
    }

    @Test("A DSL location prints as file:line, like a compiler")
    func dslLocation() {
        let line = finding(.warning, at: .init(file: "Flows/Ratings.swift", line: 42)).diagnostic(flowName: "Ratings").description
        #expect(line == "Flows/Ratings.swift:42: warning: show segue 'PickGame' from 'AddPlayer' has no navigation controller to push onto, "
            + "so UIKit presents 'ChooseGame' modally; embed 'AddPlayer' in a navigation controller, or make the segue modal "
            + "[push-without-navigation]")
    }

    @Test("A storyboard location prints its file and line first, and the object id after the message")
    func storyboardLocation() {
        let withLine = finding(.error, at: .init(file: "Main.storyboard", line: 17, objectID: "BYZ-38-t0r")).diagnostic(flowName: "Main")
        let withoutLine = finding(.note, at: .init(file: "Main.storyboard", objectID: "BYZ-38-t0r")).diagnostic(flowName: "Main")
        #expect(withLine.description.hasPrefix("Main.storyboard:17: error: show segue 'PickGame' "))
        #expect(withLine.description.hasSuffix("modal (object 'BYZ-38-t0r') [push-without-navigation]"))
        #expect(withoutLine.description.hasPrefix("Main.storyboard: note: show segue 'PickGame' "))
    }

    @Test("A finding without location prints the flow's name")
    func noLocation() {
        let finding = Finding(ruleID: "no-initial-scene", severity: .error, problem: .noInitialScene(flow: "Ratings"))
        #expect(finding.diagnostic(flowName: "Ratings").description == "Ratings: error: 'Ratings' has no initial scene and no scene "
            + "with a storyboard identifier, so none of its scenes can be shown; mark the scene the app starts with as the initial "
            + "view controller [no-initial-scene]")
    }

    @Test("A reviewed flow prints one line per finding, rule by rule, and a summary")
    func reviewedFlowLines() {
        var flow = ReviewFixtures.ratings
        flow.scenes += [
            Scene(id: "Settings", location: .init(file: "Flows/Ratings.swift", line: 80)),
            Scene(id: "Old", location: .init(file: "Flows/Ratings.swift", line: 90)),
        ]
        flow.segues.append(Segue(
            id: "Players.showSettings", kind: .present, source: "Players", destination: "Settings", identifier: "showSettings",
            presentation: Presentation(presentationStyle: "fullScreen"), location: .init(file: "Flows/Ratings.swift", line: 79)
        ))
        let findings = FlowReviewer().review(flow)
        #expect(findings.map { $0.diagnostic(flowName: flow.name).description } == [
            "Flows/Ratings.swift:90: warning: 'Old' cannot be reached: no segue or relationship leads to it from the initial scene "
                + "'Tab Bar Controller'; connect it to the flow, or give it a storyboard identifier if code creates it [unreachable-scene]",
            "Flows/Ratings.swift:80: warning: 'Settings' is presented modally but has no way back: neither it nor any scene it contains "
                + "or pushes has an unwind segue or a Cancel, Done, Save or Close button; add one that unwinds or dismisses it "
                + "[presented-without-way-back]",
        ])
        #expect(DiagnosticFormatter.summary(of: findings.map(\.severity)) == "2 warnings")
    }

}
