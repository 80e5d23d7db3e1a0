import Storyflow

/// The segues one scene declares, placed where its DSL declaration puts them.
struct SceneSegues {
    /// A segue the scene declares itself rather than on one of its views.
    enum Standalone {
        /// A ``ManualSegue``.
        case manual(Segue)
        /// A ``Gesture`` of `kind` firing `segues`.
        case gesture(Gesture.Kind, [Segue])
    }

    /// The segues each bar button, button, cell and container view fires, in flow order, by element id.
    private var byElement: [String: [Segue]] = [:]
    /// Manual and gesture segues, in flow order; consecutive segues of one gesture share it.
    private(set) var standalone: [Standalone] = []

    /// Hands out the segues `element` fires, once: a second view with the same id fires none.
    mutating func take(firedBy element: String) -> [Segue] {
        byElement.removeValue(forKey: element) ?? []
    }

    /// Adds a segue fired by the view `element`.
    mutating func attach(_ segue: Segue, to element: String) {
        byElement[element, default: []].append(segue)
    }

    /// Adds a segue the scene's code performs.
    mutating func addManual(_ segue: Segue) {
        standalone.append(.manual(segue))
    }

    /// Adds a gesture segue, to the previous gesture when it has the same trigger.
    mutating func addGesture(_ segue: Segue, kind: Gesture.Kind) {
        if case .gesture(let previousKind, let segues) = standalone.last, previousKind == kind,
           segues.last?.trigger == segue.trigger {
            standalone[standalone.count - 1] = .gesture(kind, segues + [segue])
        } else {
            standalone.append(.gesture(kind, [segue]))
        }
    }
}
