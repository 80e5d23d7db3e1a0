import Storyflow

/// The bars Xcode's canvas simulates around a scene: a navigation bar when the scene sits on a
/// navigation stack, a tab bar when it belongs to a tab.
///
/// Whether a scene is on a navigation stack is ``FlowIndex/navigationStackPosition(of:)``'s answer; it
/// belongs to a tab when a tab bar controller's child is it, contains it, or pushed it, found by walking
/// relationships and show segues from the tab bar controllers.
struct SceneChrome: Hashable, Sendable {
    /// The tab bar a scene shows: every tab's title, and which one is the scene's.
    struct TabBar: Hashable, Sendable {
        let titles: [String]
        let selectedIndex: Int
    }

    /// Whether the scene is on a navigation stack (it then shows a navigation bar).
    var isInNavigationStack = false
    /// Whether it got there by a show segue (its bar then has a back button).
    var isPushed = false
    /// The tab bar around it, if it belongs to a tab.
    var tabBar: TabBar?

    /// The chrome of every scene of `flow` that has some.
    static func resolve(in flowIndex: FlowIndex) -> [Scene.ID: SceneChrome] {
        var chrome: [Scene.ID: SceneChrome] = [:]
        for scene in flowIndex.flow.scenes {
            guard let position = flowIndex.navigationStackPosition(of: scene.id) else { continue }
            chrome[scene.id, default: SceneChrome()].isInNavigationStack = true
            chrome[scene.id, default: SceneChrome()].isPushed = position == .pushed
        }
        // Each tab's own scenes first, then the scenes they push, so a scene that is itself a tab
        // shows its own tab selected even when another tab pushes it. On a Mac, a show segue opens
        // another window, which has no tabs.
        for followsShows in flowIndex.flow.device == .mac ? [false] : [false, true] {
            for scene in flowIndex.flow.scenes where scene.kind == .tabBarController {
                let tabs = tabChildren(of: scene.id, in: flowIndex)
                let titles = tabs.map { flowIndex.scene(id: $0)?.tabBarItem?.title ?? flowIndex.scene(id: $0)?.displayName ?? $0 }
                for (index, tab) in tabs.enumerated() {
                    markTab(TabBar(titles: titles, selectedIndex: index), from: tab, followingShows: followsShows, in: flowIndex, chrome: &chrome)
                }
            }
        }
        return chrome
    }

    /// A tab bar controller's children, ordered by tab index (declaration order for equal or missing indexes).
    static func tabChildren(of containerID: Scene.ID, in flowIndex: FlowIndex) -> [Scene.ID] {
        let children = flowIndex.children(of: containerID).enumerated().map { offset, child in
            (index: child.role.flatMap(tabIndex) ?? offset, offset: offset, scene: child.scene)
        }
        return children.sorted { ($0.index, $0.offset) < ($1.index, $1.offset) }.map(\.scene)
    }

    private static func tabIndex(_ role: RelationshipRole) -> Int? {
        if case .tab(let index) = role { index } else { nil }
    }

    /// Gives `tabBar` to `start` and the scenes below it (a container's children; with
    /// `followingShows`, the scenes a screen pushes too) that have no tab bar yet, stopping at scenes
    /// of another tab.
    private static func markTab(
        _ tabBar: TabBar, from start: Scene.ID, followingShows: Bool, in flowIndex: FlowIndex, chrome: inout [Scene.ID: SceneChrome]
    ) {
        var queue = [start]
        var visited: Set<Scene.ID> = []
        while let next = queue.popLast() {
            guard visited.insert(next).inserted, let scene = flowIndex.scene(id: next) else { continue }
            if let existing = chrome[next]?.tabBar {
                guard existing == tabBar else { continue }
            } else {
                chrome[next, default: SceneChrome()].tabBar = tabBar
            }
            let followed = flowIndex.segues(from: next).filter { segue in
                scene.kind.isContainer ? segue.kind == .relationship : followingShows && segue.kind == .show
            }
            queue.append(contentsOf: followed.reversed().compactMap(\.destination))
        }
    }
}
