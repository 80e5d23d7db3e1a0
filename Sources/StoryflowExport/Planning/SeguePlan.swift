import Storyflow

/// Where each segue that is not a relationship goes in the exported source: on the bar button,
/// button, cell or container view that fires it, on a ``Gesture``, as a ``ManualSegue``, or left out.
///
/// A segue whose element the DSL cannot declare keeps its arrow as a ``ManualSegue`` when it has an
/// identifier. Details the DSL's segue styles cannot carry are dropped; every change is a loss.
struct SeguePlan {
    /// The segues of each scene that declares any.
    private(set) var scenes: [Scene.ID: SceneSegues] = [:]
    private(set) var losses: [ExportLoss] = []

    private let declaredKinds: [Scene.ID: SceneKind]
    private var triggers: [Scene.ID: SceneTriggers] = [:]
    /// The container views (source scene, element id) whose embed is declared.
    private var embeddingContainers: Set<[String]> = []

    init(flow: Flow, declaredKinds: [Scene.ID: SceneKind]) {
        self.declaredKinds = declaredKinds
        for scene in flow.scenes {
            triggers[scene.id] = SceneTriggers(scene.content)
        }
        for segue in flow.segues where segue.kind != .relationship {
            add(segue)
        }
    }

    /// Why `segue` cannot be declared at all, if it cannot.
    private func problem(declaring segue: Segue) -> ExportLoss.LeftOutReason? {
        guard let destination = segue.destination else { return .noDestination }
        guard let sourceKind = declaredKinds[segue.source] else { return .unknownScene(segue.source) }
        guard declaredKinds[destination] != nil else { return .unknownScene(destination) }
        if sourceKind.isContainer || sourceKind == .reference { return .sourceFiresNoSegues }
        if segue.kind == .unwind && segue.unwind == nil { return .unwindWithoutAction }
        if segue.kind == .custom && segue.customClass == nil { return .customWithoutClass }
        return nil
    }

    /// The segue as the DSL's styles can declare it, recording what they drop.
    private mutating func declaringDetails(of segue: Segue) -> Segue {
        var declared = segue
        if let unwind = segue.unwind, segue.kind == .unwind, unwind.resolution != .exact || !unwind.candidates.isEmpty {
            declared.unwind = Unwind(action: unwind.action)
            losses.append(.segue(segue, .unwindDeclaredExact))
        }
        if let presentation = segue.presentation, presentation != Presentation() {
            let kept = segue.kind == .present ? Self.declarable(presentation) : nil
            if kept != presentation {
                declared.presentation = kept
                losses.append(.segue(segue, .presentation(kept)))
            }
        }
        if segue.popoverAnchor != nil && segue.kind != .popover {
            declared.popoverAnchor = nil
            losses.append(.segue(segue, .detailLeftOut(.popoverAnchor)))
        }
        if segue.customClass != nil && segue.kind != .custom {
            declared.customClass = nil
            losses.append(.segue(segue, .detailLeftOut(.customClass)))
        }
        if segue.unwind != nil && segue.kind != .unwind {
            declared.unwind = nil
            losses.append(.segue(segue, .detailLeftOut(.unwind)))
        }
        if segue.relationshipRole != nil {
            declared.relationshipRole = nil
            losses.append(.segue(segue, .detailLeftOut(.relationshipRole)))
        }
        return declared
    }

    /// `presentation` without the style tokens ``PresentationStyle`` and ``TransitionStyle`` lack.
    private static func declarable(_ presentation: Presentation) -> Presentation {
        Presentation(
            presentationStyle: presentation.presentationStyle.flatMap(PresentationStyle.init(rawValue:))?.rawValue,
            transitionStyle: presentation.transitionStyle.flatMap(TransitionStyle.init(rawValue:))?.rawValue,
            animates: presentation.animates
        )
    }

    /// Where a segue is declared.
    private enum Placement {
        /// On the bar button, button, cell or container view with this id.
        case element(String, Trigger)
        /// On a gesture of this kind.
        case gesture(Gesture.Kind, Trigger)
        /// As a manual segue.
        case manual

        var trigger: Trigger {
            switch self {
            case .element(_, let trigger), .gesture(_, let trigger): trigger
            case .manual: .manual
            }
        }
    }

    /// A segue's fate: declared somewhere (with the reason its trigger may change), or left out.
    private enum Outcome {
        case declared(Placement, ExportLoss.TriggerReason)
        case leftOut(ExportLoss.LeftOutReason)
    }

    /// Declares `segue` where it can go, with the details and trigger the DSL gives it, or leaves it out.
    private mutating func add(_ segue: Segue) {
        let placement: Placement
        let reason: ExportLoss.TriggerReason
        switch outcome(of: segue) {
        case .leftOut(let why):
            losses.append(.segue(segue, .leftOut(why)))
            return
        case .declared(let place, let why):
            (placement, reason) = (place, why)
        }
        var declared = declaringDetails(of: segue)
        if placement.trigger != segue.trigger {
            declared.trigger = placement.trigger
            losses.append(.segue(segue, .trigger(placement.trigger, reason)))
        }
        switch placement {
        case .element(let id, _): scenes[segue.source, default: SceneSegues()].attach(declared, to: id)
        case .gesture(let kind, _): scenes[segue.source, default: SceneSegues()].addGesture(declared, kind: kind)
        case .manual: scenes[segue.source, default: SceneSegues()].addManual(declared)
        }
    }

    /// Where `segue` goes, and why its trigger changes if it does; or why it is left out.
    private mutating func outcome(of segue: Segue) -> Outcome {
        if let reason = problem(declaring: segue) { return .leftOut(reason) }
        switch segue.trigger.kind {
        case .gesture where segue.kind != .embed:
            let kind = Self.gestureKind(titled: segue.trigger.title)
            return .declared(.gesture(kind, kind.trigger), segue.trigger.elementID == nil ? .title : .gestureElement)
        case .manual where segue.kind != .embed:
            return manualPlacement(of: segue, reason: .title)
        default:
            let element = segue.trigger.elementID ?? ""
            if let trigger = triggers[segue.source]?.trigger(forElement: segue.trigger.elementID, kind: segue.trigger.kind),
               (segue.kind == .embed) == (trigger.kind == .containerView),
               trigger.kind != .containerView || embeddingContainers.insert([segue.source, element]).inserted {
                return .declared(.element(element, trigger), .title)
            }
            return segue.kind == .embed ? .leftOut(.embedNotFromContainerView) : manualPlacement(of: segue, reason: .elementCannotFire)
        }
    }

    /// A manual segue needs an identifier.
    private func manualPlacement(of segue: Segue, reason: ExportLoss.TriggerReason) -> Outcome {
        segue.identifier == nil ? .leftOut(.triggerNotDeclarable) : .declared(.manual, reason)
    }

    /// The gesture kind a trigger title starts with (`Swipe right` → swipe), else tap.
    static func gestureKind(titled title: String?) -> Gesture.Kind {
        let title = title?.lowercased() ?? ""
        return Gesture.Kind.allCases
            .sorted { $0.displayName.count > $1.displayName.count }
            .first { title.hasPrefix($0.displayName.lowercased()) } ?? .tap
    }
}
