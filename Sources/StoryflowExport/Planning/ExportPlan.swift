import Storyflow

/// Everything the writers need to declare a flow in the DSL: how scenes nest, where segues go, and
/// the losses to note above each declaration.
struct ExportPlan {
    let flow: Flow
    let containers: ContainerPlan
    /// The segues of each scene, placed on their triggers.
    let segues: [Scene.ID: SceneSegues]
    /// The losses noted above the flow (key `nil`: the initial scene, segues from unknown scenes)
    /// and above each scene's declaration, in the order they are written.
    let losses: [Scene.ID?: [ExportLoss]]

    init(flow: Flow) {
        self.flow = flow
        containers = ContainerPlan(flow: flow)
        let seguePlan = SeguePlan(flow: flow, declaredKinds: containers.declaredKinds)
        segues = seguePlan.scenes

        let sceneIDs = Set(flow.scenes.map(\.id))
        var losses: [Scene.ID?: [ExportLoss]] = [:]
        if let initial = flow.initialSceneID, !sceneIDs.contains(initial) {
            losses[nil] = [.initialSceneNotFound(initial)]
        }
        var sceneLosses = containers.losses.filter { if case .scene = $0 { true } else { false } }
        for scene in flow.scenes {
            let kind = containers.declaredKinds[scene.id] ?? scene.kind
            sceneLosses += SceneChecks.changes(declaring: scene, as: kind).map { .scene(scene.id, $0) }
        }
        let segueOrder = Dictionary(flow.segues.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let segueLosses = (containers.losses + seguePlan.losses)
            .compactMap { loss -> (index: Int, loss: ExportLoss)? in
                guard case .segue(let segue, _) = loss else { return nil }
                return (segueOrder[segue.id] ?? 0, loss)
            }
            .enumerated()
            .sorted { ($0.element.index, $0.offset) < ($1.element.index, $1.offset) }
            .map(\.element.loss)
        for loss in sceneLosses + segueLosses {
            let key = loss.sceneID.flatMap { sceneIDs.contains($0) ? $0 : nil }
            losses[key, default: []].append(loss)
        }
        self.losses = losses
    }

    /// Every loss, in the order the source writes its comment: the flow's, then each scene's in
    /// declaration order.
    var orderedLosses: [ExportLoss] {
        (losses[nil] ?? []) + containers.declarationOrder.flatMap { losses[$0] ?? [] }
    }

    /// The kind `scene` is declared as.
    func declaredKind(of scene: Scene) -> SceneKind {
        containers.declaredKinds[scene.id] ?? scene.kind
    }
}
