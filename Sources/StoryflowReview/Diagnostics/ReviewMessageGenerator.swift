import Storyflow

/// Writes the words of every review finding: the one place where messages are phrased.
///
/// Messages name scenes and identifiers in single quotes, explain the consequence, and end with a
/// suggested fix after a semicolon; they have no trailing period, as compiler diagnostics.
///
/// ```swift
/// let segue = ReviewedSegue(kind: .show, identifier: "PickGame", sourceName: "Add Player", destinationName: "Choose Game")
/// ReviewMessageGenerator.message(for: .pushWithoutNavigation(segue))
/// // "show segue 'PickGame' from 'Add Player' has no navigation controller to push onto, so UIKit presents
/// //  'Choose Game' modally; embed 'Add Player' in a navigation controller, or make the segue modal"
/// ```
public enum ReviewMessageGenerator {
    /// The message for a problem.
    public static func message(for problem: ReviewProblem) -> String {
        switch problem {
        case .noInitialScene(let flow):
            "'\(flow)' has no initial scene and no scene with a storyboard identifier, so none of its scenes can be shown; "
                + "mark the scene the app starts with as the initial view controller"
        case .unknownInitialScene(let flow, let sceneID):
            "the initial scene '\(sceneID)' is not a scene of '\(flow)'; mark one of its scenes as the initial view controller"
        case .unreachableScene(let scene, let initialScene):
            "'\(scene)' cannot be reached: no segue or relationship leads to it from "
                + (initialScene.map { "the initial scene '\($0)'" } ?? "a scene with a storyboard identifier")
                + "; connect it to the flow, or give it a storyboard identifier if code creates it"
        case .pushWithoutNavigation(let segue):
            "\(describe(segue)) has no navigation controller to push onto, so UIKit presents \(destination(of: segue)) modally; "
                + "embed '\(segue.sourceName)' in a navigation controller, or make the segue modal"
        case .showDetailWithoutSplitView(let segue):
            "\(describe(segue)) has no split view controller above it, so UIKit presents \(destination(of: segue)) modally; "
                + "put '\(segue.sourceName)' in a split view controller, or use a show segue"
        case .pushedNavigationController(let segue, let rootScene):
            "\(describe(segue)) pushes navigation controller \(destination(of: segue)) onto a navigation stack, which UIKit refuses "
                + "('Pushing a navigation controller is not supported'); present \(destination(of: segue)) modally"
                + (rootScene.map { ", or show its root scene '\($0)' instead" } ?? " instead")
        case .unwindTargetOffPath(let segue):
            "\(describe(segue)) returns to \(destination(of: segue)), which is not on any path that leads to '\(segue.sourceName)', "
                + "so UIKit never finds it; unwind to a scene that '\(segue.sourceName)' is reached from"
        case .unwindWithoutTarget(let segue):
            unwindWithoutTarget(segue)
        case .ambiguousUnwindTarget(let segue, let candidates):
            "\(describe(segue)) could return to "
                + (candidates.isEmpty ? "several scenes" : list(candidates.map(quoted), conjunction: "or"))
                + "; UIKit picks the first one it meets on the way back, so give the action a name only the intended scene implements"
        case .segueBack(let segue):
            "\(describe(segue)) leads back to \(destination(of: segue)), which '\(segue.sourceName)' is reached from, "
                + "so each use creates another \(destination(of: segue)) instead of returning to it; use an unwind segue to go back"
        case .presentedWithoutWayBack(let scene, let asSheet):
            (asSheet
                ? "'\(scene)' is presented as a sheet that only a swipe down can dismiss: "
                : "'\(scene)' is presented modally but has no way back: ")
                + "neither it nor any scene it contains or pushes has an unwind segue or a Cancel, Done, Save or Close button; "
                + "add one that unwinds or dismisses it"
        case .prototypeCellWithoutReuseIdentifier(let cell, let scene):
            "prototype cell '\(cell)' in '\(scene)' has no reuse identifier, so dequeueReusableCell(withIdentifier:for:) "
                + "cannot create it; give it an identifier"
        case .staticCellsOutsideTableViewController(let scene):
            "'\(scene)' has a table with static cells but is not a table view controller, and Interface Builder builds "
                + "static cells only in a table view controller; make '\(scene)' a table view controller, or use prototype cells"
        case .duplicateSegueIdentifier(let identifier, let source, let count):
            "\(count) segues from '\(source)' share the identifier '\(identifier)', so performSegue(withIdentifier:sender:) "
                + "and prepare(for:sender:) cannot tell them apart; give each a unique identifier"
        case .segueWithoutIdentifier(let segue, let sameKindCount):
            "\(describe(segue)) has no identifier, but '\(segue.sourceName)' has \(sameKindCount) \(word(for: segue.kind)) segues, "
                + "so prepare(for:sender:) cannot tell them apart; give it an identifier"
        case .tooManyTabs(let tabBar, let count):
            "tab bar controller '\(tabBar)' has \(count) tabs; an iPhone shows the first 4 and moves the rest into a 'More' tab, "
                + "so keep 5 or fewer"
        case .emptyContainer(let container, let kind):
            emptyContainer(container, kind: kind)
        case .incompleteSplitView(let splitView, let missing):
            incompleteSplitView(splitView, missing: missing.map(\.description))
        case .sceneInSeveralContainers(let scene, let containers):
            "'\(scene)' is in \(containers.count) containers, \(list(containers.map(describe), conjunction: "and")), "
                + "but a view controller has only one parent; give each container its own scene"
        }
    }

    private static func unwindWithoutTarget(_ segue: ReviewedSegue) -> String {
        guard let action = segue.unwindAction else {
            return "\(describe(segue)) has no action and no target scene; "
                + "connect it to the unwind action of the scene it should return to"
        }
        return "\(describe(segue)) has no target scene; implement '\(action)' in the scene it should return to, "
            + "as an @IBAction that takes a UIStoryboardSegue"
    }

    private static func emptyContainer(_ container: String, kind: SceneKind) -> String {
        let named = "\(word(for: kind)) '\(container)'"
        return switch kind {
        case .navigationController:
            "\(named) has no root view controller, so it shows an empty screen; connect its root view controller relationship"
        case .tabBarController:
            "\(named) has no tabs, so it shows an empty tab bar; connect its view controllers with tab relationships"
        case .splitViewController:
            "\(named) has no master or detail scene, so it shows empty columns; connect its master and detail relationships"
        default:
            "\(named) has no child scenes; connect them with relationships"
        }
    }

    private static func incompleteSplitView(_ splitView: String, missing: [String]) -> String {
        let fix = missing.count == 1
            ? "connect one with a \(missing[0]) relationship"
            : "connect them with \(list(missing, conjunction: "and")) relationships"
        return "split view controller '\(splitView)' has no \(list(missing, conjunction: "or")) scene; \(fix)"
    }

    /// `show segue 'PickGame' from 'Add Player'`; without identifier `show segue from 'A' to 'B'`;
    /// an unwind adds its action: `unwind segue from 'Edit' with action 'saveInput:'`.
    private static func describe(_ segue: ReviewedSegue) -> String {
        var text = "\(word(for: segue.kind)) segue"
        if let identifier = segue.identifier { text += " '\(identifier)'" }
        text += " from '\(segue.sourceName)'"
        if segue.kind == .unwind {
            if let action = segue.unwindAction { text += " with action '\(action)'" }
        } else if segue.identifier == nil, let destination = segue.destinationName {
            text += " to '\(destination)'"
        }
        return text
    }

    private static func describe(_ link: ContainerLink) -> String {
        "'\(link.containerName)' (\(link.role?.description ?? "container view"))"
    }

    private static func destination(of segue: ReviewedSegue) -> String {
        segue.destinationName.map(quoted) ?? "its destination"
    }

    private static func quoted(_ name: String) -> String {
        "'\(name)'"
    }

    /// `a`, `a and b`, `a, b and c`.
    private static func list(_ items: [String], conjunction: String) -> String {
        guard let last = items.last, items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }

    private static func word(for kind: SegueKind) -> String {
        switch kind {
        case .relationship: "relationship"
        case .show: "show"
        case .showDetail: "show detail"
        case .present: "modal"
        case .popover: "popover"
        case .embed: "embed"
        case .custom: "custom"
        case .unwind: "unwind"
        }
    }

    private static func word(for kind: SceneKind) -> String {
        switch kind {
        case .viewController: "view controller"
        case .tableViewController: "table view controller"
        case .collectionViewController: "collection view controller"
        case .navigationController: "navigation controller"
        case .tabBarController: "tab bar controller"
        case .splitViewController: "split view controller"
        case .pageViewController: "page view controller"
        case .windowController: "window controller"
        case .reference: "storyboard reference"
        case .other: "scene"
        }
    }
}
