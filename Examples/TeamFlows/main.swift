// A team's own `flows` command, as the README describes it: its flows and its own review rule,
// built on the library's public API only (`StoryflowCLI`, `ReviewRule`), outside the library.
import Storyflow
import StoryflowCommand
import StoryflowReview

/// The team's rule: a screen the user sees has a title in its navigation bar or a scene title,
/// so that design reviews and analytics name it.
struct ScreensHaveTitles: ReviewRule {
    var id: String { "screens-have-titles" }
    var summary: String { "every screen has a title" }
    var defaultSeverity: Severity { .warning }

    func findings(in context: ReviewContext) -> [Finding] {
        context.flow.scenes.filter(isUntitledScreen).map { scene in
            finding(
                "screen '\(scene.id)' has no title; give it a navigation item title so reviews can name it",
                at: scene.location, scenes: [scene.id]
            )
        }
    }

    private func isUntitledScreen(_ scene: Scene) -> Bool {
        !scene.kind.isContainer && scene.kind != .reference
            && scene.title?.isEmpty != false && scene.content.navigationBar?.title?.isEmpty != false
    }
}

/// The team's checkout flow; the receipt screen has no title yet.
func checkoutFlow() throws -> Flow {
    try Flow("Checkout") {
        NavigationController("CheckoutNav", initial: true) {
            TableViewController("Cart") {
                NavigationItem("Cart").right { BarButton("Pay").segue(.show, to: "Receipt", identifier: "pay") }
                Prototype("ItemCell")
            }
        }
        ViewController("Receipt") { Label("Thank you") }
    }
}

await StoryflowCLI.main(rules: [ScreensHaveTitles()]) { [try checkoutFlow()] }
