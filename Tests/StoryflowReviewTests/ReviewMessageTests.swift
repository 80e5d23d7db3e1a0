import Storyflow
import StoryflowReview
import Testing

/// Message branches the rule tests do not reach through a flow.
@Suite("Review messages")
struct ReviewMessageTests {
    private let editUnwind = ReviewedSegue(kind: .unwind, identifier: "", sourceName: "Edit", destinationName: nil, unwindAction: "done:")

    @Test("An empty identifier counts as none")
    func emptyIdentifier() {
        #expect(editUnwind.identifier == nil)
    }

    @Test("Three candidates are listed with commas and 'or'; none reads as several scenes")
    func candidateLists() {
        #expect(ReviewMessageGenerator.message(for: .ambiguousUnwindTarget(editUnwind, candidates: ["A", "B", "C"]))
            == "unwind segue from 'Edit' with action 'done:' could return to 'A', 'B' or 'C'; UIKit picks the first one it meets "
            + "on the way back, so give the action a name only the intended scene implements")
        #expect(ReviewMessageGenerator.message(for: .ambiguousUnwindTarget(editUnwind, candidates: [])).hasPrefix(
            "unwind segue from 'Edit' with action 'done:' could return to several scenes; "))
    }

    @Test("A pushed navigation controller without root suggests presenting it only")
    func pushedNavigationControllerWithoutRoot() {
        let segue = ReviewedSegue(kind: .show, identifier: nil, sourceName: "Detail", destinationName: "EditNav")
        #expect(ReviewMessageGenerator.message(for: .pushedNavigationController(segue, rootScene: nil))
            == "show segue from 'Detail' to 'EditNav' pushes navigation controller 'EditNav' onto a navigation stack, which UIKit "
            + "refuses ('Pushing a navigation controller is not supported'); present 'EditNav' modally instead")
    }

    @Test("An empty container of another kind asks for relationships")
    func emptyPageViewController() {
        #expect(ReviewMessageGenerator.message(for: .emptyContainer(container: "Pages", kind: .pageViewController))
            == "page view controller 'Pages' has no child scenes; connect them with relationships")
    }

    @Test("Segue kinds read as Interface Builder names them")
    func segueKindWords() {
        let words = SegueKind.allCases.map { kind in
            ReviewMessageGenerator.message(for: .segueBack(ReviewedSegue(kind: kind, identifier: "s", sourceName: "A", destinationName: "B")))
                .prefix { $0 != "'" }
        }
        #expect(words == [
            "relationship segue ", "show segue ", "show detail segue ", "modal segue ", "popover segue ", "embed segue ",
            "custom segue ", "unwind segue ",
        ])
    }
}
