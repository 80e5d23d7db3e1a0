import Storyflow

/// The built-in review rules, one type per check, and the list the reviewer runs.
///
/// ```swift
/// for rule in ReviewRules.all { print("\(rule.id) (\(rule.defaultSeverity)): \(rule.summary)") }
/// // no-initial-scene (error): the flow has an initial scene, or scenes code can instantiate by identifier
/// ```
public enum ReviewRules {
    /// Every built-in rule, in the order findings are reported: entry and reachability, navigation,
    /// unwinds and the way back, tables, segue identifiers, containers.
    public static let all: [any ReviewRule] = [
        NoInitialScene(),
        UnknownInitialScene(),
        UnreachableScene(),
        PushWithoutNavigation(),
        PushOutsideNavigationStack(),
        ShowDetailWithoutSplitView(),
        PushNavigationController(),
        SegueBack(),
        UnwindWithoutTarget(),
        AmbiguousUnwindTarget(),
        UnwindTargetOffPath(),
        PresentedWithoutWayBack(),
        PrototypeCellWithoutReuseIdentifier(),
        StaticCellsOutsideTableViewController(),
        DuplicateSegueIdentifier(),
        SegueWithoutIdentifier(),
        TooManyTabs(),
        EmptyContainer(),
        IncompleteSplitView(),
        SceneInSeveralContainers(),
    ]

    /// The built-in rule with this id, if there is one.
    public static func rule(id: String) -> (any ReviewRule)? {
        all.first { $0.id == id }
    }
}
