import Storyflow
import StoryflowReview
import Testing

private typealias F = ReviewFixtures

@Suite("Reviewer")
struct ReviewerTests {
    @Test("The built-in rules have these stable ids, in reporting order")
    func ruleIDs() {
        #expect(ReviewRules.all.map(\.id) == [
            "no-initial-scene", "unknown-initial-scene", "unreachable-scene",
            "push-without-navigation", "push-outside-navigation-stack", "show-detail-without-split-view", "push-navigation-controller",
            "segue-back",
            "unwind-without-target", "ambiguous-unwind-target", "unwind-target-off-path", "presented-without-way-back",
            "prototype-cell-without-reuse-identifier", "static-cells-outside-table-view-controller",
            "duplicate-segue-identifier", "segue-without-identifier",
            "too-many-tabs", "empty-container", "incomplete-split-view", "scene-in-several-containers",
        ])
    }

    @Test("Every rule has a kebab-case id, a one-line summary and a default severity to list")
    func ruleListing() {
        let listing = ReviewRules.all.map { "\($0.id) (\($0.defaultSeverity)): \($0.summary)" }
        #expect(listing.first == "no-initial-scene (error): the flow has an initial scene, or scenes code can instantiate by identifier")
        for rule in ReviewRules.all {
            #expect(rule.id.allSatisfy { $0.isLowercase || $0 == "-" } && !rule.id.hasPrefix("-") && !rule.id.hasSuffix("-"))
            #expect(!rule.summary.isEmpty && !rule.summary.contains("\n") && !rule.summary.hasSuffix("."))
        }
        #expect(ReviewRules.all.filter { $0.defaultSeverity == .error }.map(\.id)
            == ["no-initial-scene", "unknown-initial-scene", "push-navigation-controller", "static-cells-outside-table-view-controller"])
    }

    @Test("A rule is found by its id")
    func ruleByID() {
        #expect(ReviewRules.rule(id: "segue-back")?.summary == "no forward segue leads back to a scene its source is reached from (use an unwind)")
        #expect(ReviewRules.rule(id: "segue_back") == nil)
    }

    /// A flow with several problems: an unreachable scene, a push without navigation, a prototype cell
    /// without reuse identifier and seven tabs.
    private let brokenFlow = F.flow(
        [F.scene("Tabs", .tabBarController, line: 1)]
            + (0..<6).map { F.scene("Tab\($0)") }
            + [F.scene("List", .tableViewController, elements: [.table(Table(id: "t", sections: [TableSection(cells: [Cell(id: "c", text: "Row")])]))], line: 2),
               F.scene("Detail"), F.scene("Old", line: 3)],
        [F.relationship("Tabs", "List", .tab(0))]
            + (0..<6).map { F.relationship("Tabs", "Tab\($0)", .tab($0 + 1)) }
            + [F.segue(.show, "List", "Detail", identifier: "showDetail", line: 4)],
        initial: "Tabs"
    )

    @Test("The reviewer collects every finding of every rule, rule by rule")
    func collectsEveryFinding() {
        let findings = FlowReviewer().review(brokenFlow)
        #expect(findings.map(\.ruleID) == ["unreachable-scene", "push-without-navigation", "prototype-cell-without-reuse-identifier", "too-many-tabs"])
        #expect(findings.map(\.location?.line) == [3, 4, 2, 1])
        #expect(FlowReviewer().review(brokenFlow) == findings)
    }

    @Test("A reviewer runs only the rules it is given")
    func chosenRules() {
        let reviewer = FlowReviewer(rules: [ReviewRules.TooManyTabs(), ReviewRules.UnreachableScene()])
        #expect(reviewer.review(brokenFlow).map(\.ruleID) == ["too-many-tabs", "unreachable-scene"])
        #expect(FlowReviewer(rules: []).review(brokenFlow) == [])
    }

    @Test("The context finds the segues that lead back to the path, self-loops included, in declaration order")
    func seguesBackToPath() {
        let flow = F.flow(
            [F.scene("Nav", .navigationController), F.scene("Detail"), F.scene("EditNav", .navigationController), F.scene("Edit"), F.scene("Folder")],
            [F.segue(.show, "Folder", "Folder"), F.relationship("Nav", "Detail", .root), F.segue(.present, "Detail", "EditNav"),
             F.relationship("EditNav", "Edit", .root), F.segue(.present, "Edit", "Nav"), F.segue(.show, "Edit", "Folder"),
             F.segue(.unwind, "Edit", "Detail")],
            initial: "Nav"
        )
        let context = ReviewContext(flow: flow)
        #expect(context.seguesBackToPath().map(\.id) == ["Folder>Folder", "Edit>Nav"])
        #expect(context.entrySceneIDs == ["Nav"])
        #expect(context.isInNavigationController("Folder") && !context.isInSplitView("Folder"))
        #expect(context.unwindSources(returningTo: "Detail") == ["Nav", "Detail", "EditNav", "Edit", "Folder"])
        #expect(context.unwindSources(returningTo: "Folder") == ["Folder"])
    }
}
