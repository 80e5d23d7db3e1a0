import Storyflow

extension ExportLoss {
    /// One line saying what is lost and what the source declares instead; values are written as
    /// Swift string literals, so the line never breaks.
    ///
    /// ```text
    /// segue "GYw-N3-5xp" (popover to "Anr-xj-XzN"): its trigger "Y3T-el-5NE" is not in the scene; declared as a ManualSegue
    /// ```
    public var description: String {
        switch self {
        case .initialSceneNotFound(let id):
            "the initial scene \(Self.quoted(id)) is not in the flow; no scene is declared initial"
        case .scene(let id, let change):
            "scene \(Self.quoted(id)): \(Self.describe(change))"
        case .segue(let segue, let change):
            "segue \(Self.quoted(segue.id)) (\(Self.summary(of: segue))): \(Self.describe(change, of: segue))"
        }
    }

    private static func describe(_ change: SceneChange) -> String {
        switch change {
        case .declaredAsViewController(let reason):
            let why = switch reason {
            case .otherKind: "its kind has no DSL declaration"
            case .navigationControllerWithoutRoot: "a navigation controller without a root scene"
            case .windowControllerWithoutContent: "a window controller without a content scene"
            case .incompleteSplitView: "a split view controller without both a master and a detail scene"
            case .tableViewControllerContent: "a table view controller with views besides its table and header views"
            }
            return "\(why); declared as a ViewController"
        case .contentLeftOut:
            return "its navigation item and views are left out; a container or storyboard reference declares no content"
        case .titleFromNavigationItem(let title):
            return "it has no title; the DSL titles it \(quoted(title)) from its navigation item"
        case .customClassLeftOut:
            return "its custom class is left out; a StoryboardReference has none"
        case .storyboardIdentifierLeftOut:
            return "its storyboard identifier is left out; a StoryboardReference has none"
        case .tabBarItemLeftOut:
            return "its tab bar item is left out; a TabBarController has none"
        case .referenceUnresolved:
            return "its reference is declared unresolved; the DSL does not load other storyboards"
        case .referenceLeftOut:
            return "its reference is left out; only a StoryboardReference has one"
        case .prototypeSectionsMerged(let table):
            return "the prototypes of table \(quoted(table)) are declared in one section without titles"
        case .staticTableWithoutSections(let table):
            return "static table \(quoted(table)) has no sections; declared as a table without prototypes"
        case .prototypeWithoutReuseIdentifier(let cell):
            return "prototype cell \(quoted(cell)) has no reuse identifier; declared with an empty one"
        }
    }

    private static func describe(_ change: SegueChange, of segue: Segue) -> String {
        switch change {
        case .leftOut(let reason):
            let why = switch reason {
            case .noDestination: "it has no destination"
            case .unknownScene(let id): "scene \(quoted(id)) is not in the flow"
            case .sourceFiresNoSegues: "its source is a container or a storyboard reference, which fire no segues in the DSL"
            case .triggerNotDeclarable where segue.trigger.kind == .manual:
                "a ManualSegue needs an identifier"
            case .triggerNotDeclarable:
                "its trigger \(describe(segue.trigger)) cannot fire it in the DSL and it has no identifier for a ManualSegue"
            case .unwindWithoutAction: "an unwind without its action"
            case .customWithoutClass: "a custom segue without its class"
            case .embedNotFromContainerView: "only a container view embeds, once"
            case .secondContainer: "the scene is already in another container; a scene has one parent container"
            case .containerCycle: "the scene contains its own container"
            case .roleNotHeld: "the source cannot hold a child with this role"
            }
            return "left out; \(why)"
        case .trigger(let trigger, let reason):
            let title = trigger.title.map(quoted) ?? "nothing"
            switch reason {
            case .elementCannotFire:
                return "its trigger \(describe(segue.trigger)) cannot fire it in the DSL; declared as a ManualSegue"
            case .title:
                let source = segue.trigger.kind == .gesture ? "its gesture kind" : "its element"
                return "the DSL titles its trigger \(title) from \(source)"
            case .gestureElement:
                return "its gesture is declared on the scene, not on \(segue.trigger.elementID.map(quoted) ?? "an element"), titled \(title)"
            }
        case .unwindDeclaredExact:
            let unwind = segue.unwind
            let candidates = unwind?.candidates.isEmpty == false
                ? " among " + (unwind?.candidates ?? []).map(quoted).joined(separator: ", ") : ""
            return "its target was \(unwind?.resolution.rawValue ?? "not exact")\(candidates); declared as exact"
        case .presentation(let presentation):
            return "its presentation is declared as \(presentation.map(describe) ?? "the default")"
        case .detailLeftOut(let detail):
            return switch detail {
            case .popoverAnchor: "its popover anchor is left out; only popovers have one"
            case .customClass: "its segue class is left out; only custom segues have one"
            case .unwind: "its unwind action is left out; only unwinds have one"
            case .relationshipRole: "its relationship role is left out; only relationships have one"
            }
        case .relationshipDetailsLeftOut:
            return "its identifier, trigger and presentation are left out; a relationship is declared by nesting"
        case .role(let role):
            return "declared with role \(role); tabs are numbered by position"
        }
    }

    /// `show to "Detail"`, `unwind to nothing`.
    private static func summary(of segue: Segue) -> String {
        "\(segue.kind.rawValue) to \(segue.destination.map(quoted) ?? "nothing")"
    }

    /// `manual`, `barButton "Y3T-el-5NE"`, `gesture titled "Swipe right"`.
    private static func describe(_ trigger: Trigger) -> String {
        var text = trigger.kind.rawValue
        if let element = trigger.elementID { text += " " + quoted(element) }
        if let title = trigger.title { text += " titled " + quoted(title) }
        return text
    }

    /// `style "formSheet", transition "flipHorizontal", not animated`.
    private static func describe(_ presentation: Presentation) -> String {
        var parts: [String] = []
        if let style = presentation.presentationStyle { parts.append("style \(quoted(style))") }
        if let transition = presentation.transitionStyle { parts.append("transition \(quoted(transition))") }
        parts.append(presentation.animates ? "animated" : "not animated")
        return parts.joined(separator: ", ")
    }

    private static func quoted(_ text: String) -> String {
        SwiftLiteral.string(text)
    }
}
