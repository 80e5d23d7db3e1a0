import Storyflow
import StoryflowReview
import Testing

private typealias F = ReviewFixtures

@Suite("Review rules: containers")
struct ReviewContainerRulesTests {
    /// An initial tab bar controller with one plain scene per tab.
    private func tabsFlow(tabCount: Int) -> Flow {
        let tabs = (0..<tabCount).map { "Tab\($0)" }
        return F.flow(
            [F.scene("Tabs", .tabBarController, line: 5)] + tabs.map { F.scene($0) },
            tabs.enumerated().map { index, tab in F.relationship("Tabs", tab, .tab(index)) },
            initial: "Tabs"
        )
    }

    @Test("A tab bar controller with more than five tabs gets a More tab")
    func tooManyTabs() {
        #expect(reviewed(tabsFlow(tabCount: 7)) == [
            ExpectedFinding(
                ruleID: "too-many-tabs", severity: .warning,
                message: "tab bar controller 'Tabs' has 7 tabs; an iPhone shows the first 4 and moves the rest into a 'More' tab, so keep 5 or fewer",
                location: F.line(5), sceneIDs: ["Tabs"], segueIDs: (0..<7).map { "Tabs>Tab\($0)" }
            ),
        ])
    }

    @Test("Five tabs pass")
    func fiveTabs() {
        #expect(reviewed(tabsFlow(tabCount: ReviewRules.TooManyTabs.maximumTabs)) == [])
    }

    @Test("Navigation, split view and tab bar controllers without children are reported")
    func emptyContainers() {
        let flow = F.flow(
            [F.scene("Root", .tabBarController), F.scene("Nav", .navigationController, line: 8),
             F.scene("Split", .splitViewController, line: 9),
             F.scene("EmptyTabs", .tabBarController, title: "Empty Tabs", storyboardIdentifier: "empty", line: 10)],
            [F.relationship("Root", "Nav", .tab(0)), F.relationship("Root", "Split", .tab(1))],
            initial: "Root"
        )
        #expect(reviewed(flow) == [
            ExpectedFinding(
                ruleID: "empty-container", severity: .warning,
                message: "navigation controller 'Nav' has no root view controller, so it shows an empty screen; connect its root view controller relationship",
                location: F.line(8), sceneIDs: ["Nav"]
            ),
            ExpectedFinding(
                ruleID: "empty-container", severity: .warning,
                message: "split view controller 'Split' has no master or detail scene, so it shows empty columns; connect its master and detail relationships",
                location: F.line(9), sceneIDs: ["Split"]
            ),
            ExpectedFinding(
                ruleID: "empty-container", severity: .warning,
                message: "tab bar controller 'Empty Tabs' has no tabs, so it shows an empty tab bar; connect its view controllers with tab relationships",
                location: F.line(10), sceneIDs: ["EmptyTabs"]
            ),
        ])
    }

    @Test("Containers with children, and a page view controller (pages come from code), pass")
    func containersWithChildren() {
        let flow = F.flow(
            [F.scene("Root", .tabBarController), F.scene("Nav", .navigationController), F.scene("Home"), F.scene("Pages", .pageViewController)],
            [F.relationship("Root", "Nav", .tab(0)), F.relationship("Root", "Pages", .tab(1)), F.relationship("Nav", "Home", .root)],
            initial: "Root"
        )
        #expect(reviewed(flow) == [])
    }

    @Test("A split view controller without a detail, or with neither master nor detail, is incomplete")
    func incompleteSplitView() {
        let flow = F.flow(
            [F.scene("Split", .splitViewController, line: 3), F.scene("Master"),
             F.scene("Columns", .splitViewController, storyboardIdentifier: "columns", line: 4), F.scene("Sidebar")],
            [F.relationship("Split", "Master", .master), F.relationship("Columns", "Sidebar", .supplementary)],
            initial: "Split"
        )
        #expect(reviewed(flow) == [
            ExpectedFinding(
                ruleID: "incomplete-split-view", severity: .warning,
                message: "split view controller 'Split' has no detail scene; connect one with a detail relationship",
                location: F.line(3), sceneIDs: ["Split"]
            ),
            ExpectedFinding(
                ruleID: "incomplete-split-view", severity: .warning,
                message: "split view controller 'Columns' has no master or detail scene; connect them with master and detail relationships",
                location: F.line(4), sceneIDs: ["Columns"]
            ),
        ])
    }

    @Test("A split view controller with master and detail passes")
    func completeSplitView() {
        let flow = F.flow(
            [F.scene("Split", .splitViewController), F.scene("Master"), F.scene("Detail")],
            [F.relationship("Split", "Master", .master), F.relationship("Split", "Detail", .detail)],
            initial: "Split"
        )
        #expect(reviewed(flow) == [])
    }

    /// Tabs: PlayersNav (root Players), `secondTab`, Home and Dashboard; Home embeds Summary, Dashboard embeds `dashboardEmbeds`.
    private func containersFlow(secondTab: Scene.ID, dashboardEmbeds: Scene.ID) -> Flow {
        let box = Element.containerView(ContainerView(id: "box"))
        return F.flow(
            [F.scene("Tabs", .tabBarController), F.scene("PlayersNav", .navigationController), F.scene("Players", line: 12),
             F.scene("OtherPlayers"), F.scene("Home", elements: [box]), F.scene("Dashboard", elements: [box]),
             F.scene("Summary", line: 13), F.scene("Chart")],
            [F.relationship("Tabs", "PlayersNav", .tab(0)), F.relationship("PlayersNav", "Players", .root),
             F.relationship("Tabs", secondTab, .tab(1)), F.relationship("Tabs", "Home", .tab(2)), F.relationship("Tabs", "Dashboard", .tab(3)),
             F.segue(.embed, "Home", "Summary"), F.segue(.embed, "Dashboard", dashboardEmbeds)],
            initial: "Tabs"
        )
    }

    @Test("A scene in two containers, or embedded in two container views, is reported")
    func sceneInSeveralContainers() {
        let flow = containersFlow(secondTab: "Players", dashboardEmbeds: "Summary")
        #expect(reviewed(flow).filter { $0.ruleID == "scene-in-several-containers" } == [
            ExpectedFinding(
                ruleID: "scene-in-several-containers", severity: .warning,
                message: "'Players' is in 2 containers, 'PlayersNav' (root) and 'Tabs' (tab 1), but a view controller has only one parent; "
                    + "give each container its own scene",
                location: F.line(12), sceneIDs: ["Players", "PlayersNav", "Tabs"], segueIDs: ["PlayersNav>Players", "Tabs>Players"]
            ),
            ExpectedFinding(
                ruleID: "scene-in-several-containers", severity: .warning,
                message: "'Summary' is in 2 containers, 'Home' (container view) and 'Dashboard' (container view), but a view controller "
                    + "has only one parent; give each container its own scene",
                location: F.line(13), sceneIDs: ["Summary", "Home", "Dashboard"], segueIDs: ["Home>Summary", "Dashboard>Summary"]
            ),
        ])
    }

    @Test("Each container with its own scenes passes")
    func sceneInOneContainer() {
        #expect(reviewed(containersFlow(secondTab: "OtherPlayers", dashboardEmbeds: "Chart")) == [])
    }
}
