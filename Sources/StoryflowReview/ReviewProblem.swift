import Storyflow

/// What a review rule found, as data; ``ReviewMessageGenerator`` writes the words.
///
/// Scenes appear by display name (``Scene/displayName``) so a finding reads the same wherever it is
/// printed; the ids a diagram needs are on ``Finding/sceneIDs`` and ``Finding/segueIDs``.
///
/// ```swift
/// let problem = ReviewProblem.tooManyTabs(tabBar: "Tabs", count: 7)
/// ReviewMessageGenerator.message(for: problem)
/// // "tab bar controller 'Tabs' has 7 tabs; an iPhone shows the first 4 and moves the rest into a 'More' tab, so keep 5 or fewer"
/// ```
public enum ReviewProblem: Hashable, Sendable {
    /// The flow has no initial scene and no scene that code could instantiate by identifier.
    case noInitialScene(flow: String)
    /// The flow's initial scene id names no scene.
    case unknownInitialScene(flow: String, sceneID: Scene.ID)
    /// No segue or relationship leads to the scene from an entry; `initialScene` names the initial scene, if any.
    case unreachableScene(scene: String, initialScene: String?)
    /// A show segue from a scene with neither a navigation controller nor a split view above it.
    case pushWithoutNavigation(ReviewedSegue)
    /// A show-detail segue from a scene with no split view controller above it.
    case showDetailWithoutSplitView(ReviewedSegue)
    /// A show segue that pushes a navigation controller onto a navigation stack; `rootScene` is its root, if any.
    case pushedNavigationController(ReviewedSegue, rootScene: String?)
    /// An unwind whose target is on no path that leads to its source.
    case unwindTargetOffPath(ReviewedSegue)
    /// An unwind with no target scene.
    case unwindWithoutTarget(ReviewedSegue)
    /// An unwind that could return to any of several scenes.
    case ambiguousUnwindTarget(ReviewedSegue, candidates: [String])
    /// A forward segue to a scene its source is reached from: it builds a new instance each time.
    case segueBack(ReviewedSegue)
    /// A modally presented scene with no unwind and no dismissing button; `asSheet` when a swipe can still dismiss it.
    case presentedWithoutWayBack(scene: String, asSheet: Bool)
    /// A prototype cell without a reuse identifier.
    case prototypeCellWithoutReuseIdentifier(cell: String, scene: String)
    /// A table with static cells in a scene that is not a table view controller.
    case staticCellsOutsideTableViewController(scene: String)
    /// Several segues from one scene share an identifier.
    case duplicateSegueIdentifier(identifier: String, source: String, count: Int)
    /// A segue without identifier from a scene that has `sameKindCount` segues of its kind.
    case segueWithoutIdentifier(ReviewedSegue, sameKindCount: Int)
    /// A tab bar controller with more tabs than an iPhone tab bar shows.
    case tooManyTabs(tabBar: String, count: Int)
    /// A container with no child scenes.
    case emptyContainer(container: String, kind: SceneKind)
    /// A split view controller that has children but lacks the `missing` roles (master, detail).
    case incompleteSplitView(splitView: String, missing: [RelationshipRole])
    /// A scene that is a child of several containers.
    case sceneInSeveralContainers(scene: String, containers: [ContainerLink])
}
