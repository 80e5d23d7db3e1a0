import Storyflow

/// Something of a flow that the DSL cannot say, and what the exported source says instead.
///
/// ``SwiftSourceExporter`` lists every loss in ``SwiftSourceExport/losses`` and writes each as a
/// `//` comment above the declaration it concerns, so the source compiles to the original flow with
/// exactly these changes (and the DSL's own element and segue ids):
///
/// ```swift
/// let export = SwiftSourceExporter().export(flow)
/// for loss in export.losses { print("warning: \(loss)") }
/// // warning: scene "Prg-CZ-8fN": the unwind segue "kKn-hf-ffC" is declared with an exact target; …
/// ```
public enum ExportLoss: Hashable, Sendable, CustomStringConvertible {
    /// The flow's initial scene id names no scene, so no scene is declared `initial`.
    case initialSceneNotFound(Scene.ID)
    /// A scene is declared, with this change.
    case scene(Scene.ID, SceneChange)
    /// A segue is declared with this change, or left out.
    case segue(Segue, SegueChange)

    /// The scene whose declaration the comment goes above; `nil` for the flow itself.
    public var sceneID: Scene.ID? {
        switch self {
        case .initialSceneNotFound: nil
        case .scene(let id, _): id
        case .segue(let segue, _): segue.source
        }
    }
}

extension ExportLoss {
    /// How a scene's declaration differs from the scene.
    public enum SceneChange: Hashable, Sendable {
        /// The scene is declared as a ``ViewController``: the DSL has no declaration for its kind as it is.
        case declaredAsViewController(ViewControllerReason)
        /// Its navigation item and views are left out: containers and storyboard references have no content.
        case contentLeftOut
        /// It has no title but its navigation item has one, which the DSL takes as the scene's title.
        case titleFromNavigationItem(String)
        /// Its custom class is left out (a storyboard reference has none in the DSL).
        case customClassLeftOut
        /// Its storyboard identifier is left out (a storyboard reference has none in the DSL).
        case storyboardIdentifierLeftOut
        /// Its tab bar item is left out (a tab bar controller has none in the DSL).
        case tabBarItemLeftOut
        /// Its reference is declared unresolved: the DSL does not load other storyboards.
        case referenceUnresolved
        /// Its reference is left out: only a storyboard reference has one.
        case referenceLeftOut
        /// The prototypes of dynamic table `table` are declared in one section without titles.
        case prototypeSectionsMerged(table: Element.ID)
        /// Static table `table` has no sections, so it is declared as a dynamic table without prototypes.
        case staticTableWithoutSections(table: Element.ID)
        /// Prototype cell `cell` has no reuse identifier; it is declared with an empty one.
        case prototypeWithoutReuseIdentifier(cell: Element.ID)
    }

    /// Why a scene is declared as a ``ViewController``.
    public enum ViewControllerReason: Hashable, Sendable {
        /// Its kind is ``SceneKind/other``.
        case otherKind
        /// A navigation controller without a root scene.
        case navigationControllerWithoutRoot
        /// A window controller without a content scene.
        case windowControllerWithoutContent
        /// A split view controller without both a master and a detail scene.
        case incompleteSplitView
        /// A table view controller whose views are not its table and header views before it.
        case tableViewControllerContent
    }

    /// How a segue's declaration differs from the segue.
    public enum SegueChange: Hashable, Sendable {
        /// The segue is not declared; the comment describes it.
        case leftOut(LeftOutReason)
        /// It is declared with this trigger.
        case trigger(Trigger, TriggerReason)
        /// An unwind whose target was not exact is declared with that target, as exact.
        case unwindDeclaredExact
        /// It is declared with this presentation.
        case presentation(Presentation?)
        /// A detail its kind of segue does not have in the DSL is left out.
        case detailLeftOut(SegueDetail)
        /// A relationship's identifier, trigger and presentation details are left out.
        case relationshipDetailsLeftOut
        /// A relationship is declared with this role (tabs are numbered by position).
        case role(RelationshipRole)
    }

    /// A segue detail that only one kind of segue has in the DSL.
    public enum SegueDetail: Hashable, Sendable {
        /// The popover anchor, which only popovers have.
        case popoverAnchor
        /// The segue class, which only custom segues have.
        case customClass
        /// The unwind action, which only unwinds have.
        case unwind
        /// The relationship role, which only relationships have.
        case relationshipRole
    }

    /// Why a segue is left out.
    public enum LeftOutReason: Hashable, Sendable {
        /// It has no destination (an unwind whose target was not found).
        case noDestination
        /// Its source or destination names no scene of the flow.
        case unknownScene(Scene.ID)
        /// Its source is a container or a storyboard reference, which fire no segues in the DSL.
        case sourceFiresNoSegues
        /// Its trigger cannot fire it in the DSL (see ``TriggerReason/elementCannotFire``) and it has
        /// no identifier for a ``ManualSegue``.
        case triggerNotDeclarable
        /// An unwind without its action.
        case unwindWithoutAction
        /// A custom segue without its class.
        case customWithoutClass
        /// An embed not fired by a container view, or a container view's second embed.
        case embedNotFromContainerView
        /// A relationship to a scene already placed in a container (a scene has one parent).
        case secondContainer
        /// A relationship to a scene that contains its source, directly or not.
        case containerCycle
        /// A relationship whose role the source cannot hold (a second root, a tab of a navigation
        /// controller, a child of a scene that is not declared as a container).
        case roleNotHeld
    }

    /// Why a segue is declared with another trigger.
    public enum TriggerReason: Hashable, Sendable {
        /// The triggering element is not in the source scene (a toolbar item, a collection view
        /// cell…) or cannot fire this segue in the DSL (a container view only embeds), so the segue
        /// is declared as a ``ManualSegue``.
        case elementCannotFire
        /// The DSL titles the trigger from its element or gesture kind.
        case title
        /// A gesture's element is left out: the DSL's gestures belong to the scene.
        case gestureElement
    }
}
