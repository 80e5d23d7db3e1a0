import Storyflow

/// Finds the scene each unwind segue returns to.
///
/// A storyboard unwind points at its own scene's Exit; UIKit walks back from the source to the
/// first controller that implements the `unwindAction`. The resolver mirrors that:
///
/// - With scanned sources (``UnwindActionIndex``): the scenes whose class declares (or inherits)
///   the action. One such scene → ``Unwind/Resolution/exact``. Several → those that lead to the
///   source are kept; one left → exact, more → ``Unwind/Resolution/ambiguous``. When no class
///   declares the action, a warning says so and the target is inferred as below.
/// - Without sources: the candidates are the scenes with a custom class that lead to the source
///   (a stock UIKit controller cannot declare the action). One → ``Unwind/Resolution/inferred``;
///   several → ambiguous; none → ``Unwind/Resolution/unresolved`` and no destination.
///
/// An ambiguous unwind lists its candidates nearest first (fewest segues back, then declaration
/// order) and is drawn to the nearest, with a warning.
struct UnwindResolver {
    /// The scanned sources, if any.
    let actions: UnwindActionIndex?

    /// The flow with every unwind's destination and resolution set, and the warnings raised.
    func resolve(_ flow: Flow) -> (flow: Flow, warnings: [ImportWarning]) {
        let predecessors = Predecessors(flow: flow)
        let order = Dictionary(uniqueKeysWithValues: flow.scenes.enumerated().map { ($1.id, $0) })
        var flow = flow
        var warnings: [ImportWarning] = []
        for index in flow.segues.indices where flow.segues[index].kind == .unwind {
            let segue = flow.segues[index]
            let action = segue.unwind?.action ?? ""
            let distances = predecessors.distances(to: segue.source)
            let nearestFirst = { (ids: [Scene.ID]) in
                ids.sorted { (distances[$0] ?? .max, order[$0] ?? 0) < (distances[$1] ?? .max, order[$1] ?? 0) }
            }

            var candidates: [Scene.ID]
            var resolution: Unwind.Resolution
            let implementors = actions.map { index in
                let classes = index.classesResponding(to: action)
                return flow.scenes.filter { $0.customClass.map(classes.contains) ?? false }.map(\.id)
            }
            if let implementors, !implementors.isEmpty {
                let leading = implementors.filter { distances[$0] != nil }
                candidates = nearestFirst(leading.isEmpty ? implementors : leading)
                resolution = candidates.count == 1 ? .exact : .ambiguous
            } else {
                if implementors != nil {
                    warnings.append(ImportWarning(.undeclaredUnwindAction(action: action), location: segue.location))
                }
                candidates = nearestFirst(flow.scenes.filter { scene in
                    distances[scene.id] != nil && scene.customClass != nil && scene.kind != .reference
                }.map(\.id))
                resolution = switch candidates.count {
                case 0: .unresolved
                case 1: .inferred
                default: .ambiguous
                }
            }

            switch resolution {
            case .ambiguous:
                warnings.append(ImportWarning(.ambiguousUnwind(action: action, chosen: candidates[0], candidates: candidates), location: segue.location))
            case .unresolved:
                warnings.append(ImportWarning(.unresolvedUnwind(action: action), location: segue.location))
            case .exact, .inferred:
                break
            }
            flow.segues[index].destination = candidates.first
            flow.segues[index].unwind = Unwind(action: action, resolution: resolution, candidates: resolution == .ambiguous ? candidates : [])
        }
        return (flow, warnings)
    }
}
