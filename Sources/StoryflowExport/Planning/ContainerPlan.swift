import Storyflow

/// How the flow's scenes nest in the exported source: the DSL kind each scene is declared as, the
/// children each container declares, and the scenes declared at the top level of the flow.
///
/// Each scene is declared once: in the container of its first relationship that the DSL can
/// express, else at the top level. A container the DSL cannot declare with the children it keeps
/// (a navigation controller without a root, a window controller without content, a split view without
/// master and detail), a scene of
/// kind ``SceneKind/other`` and a table view controller with other views are declared as view
/// controllers.
struct ContainerPlan {
    /// A child scene with the relationship that nests it.
    struct Child {
        let segue: Segue
        let scene: Scene.ID
    }

    /// The kind each scene is declared as.
    private(set) var declaredKinds: [Scene.ID: SceneKind] = [:]
    /// The children of each container, in the order its declaration lists them.
    private(set) var children: [Scene.ID: [Child]] = [:]
    /// The scenes not nested in a container, in flow order.
    private(set) var topLevel: [Scene.ID] = []
    /// Every scene in the order the source declares it: each top-level scene, then its children.
    private(set) var declarationOrder: [Scene.ID] = []
    /// What the nesting cannot keep.
    private(set) var losses: [ExportLoss] = []

    init(flow: Flow) {
        for scene in flow.scenes {
            declaredKinds[scene.id] = declaredKind(of: scene)
        }
        var parents: [Scene.ID: Scene.ID] = [:]
        for segue in flow.segues where segue.kind == .relationship {
            if let reason = problem(nesting: segue, parents: parents) {
                losses.append(.segue(segue, .leftOut(reason)))
            } else if let child = segue.destination {
                parents[child] = segue.source
                children[segue.source, default: []].append(Child(segue: segue, scene: child))
            }
        }
        for scene in flow.scenes where declaredKinds[scene.id]?.isContainer == true {
            arrangeChildren(of: scene.id, parents: &parents)
        }
        topLevel = flow.scenes.map(\.id).filter { parents[$0] == nil }
        declarationOrder = topLevel.flatMap(selfAndDescendants)
    }

    /// `scene` followed by its children and theirs, in declaration order.
    private func selfAndDescendants(_ scene: Scene.ID) -> [Scene.ID] {
        [scene] + (children[scene] ?? []).flatMap { selfAndDescendants($0.scene) }
    }

    /// The kind a scene is declared as, before its children are known.
    private mutating func declaredKind(of scene: Scene) -> SceneKind {
        switch scene.kind {
        case .other:
            losses.append(.scene(scene.id, .declaredAsViewController(.otherKind)))
            return .viewController
        case .tableViewController where TableViewControllerContent(scene.content) == nil:
            losses.append(.scene(scene.id, .declaredAsViewController(.tableViewControllerContent)))
            return .viewController
        default:
            return scene.kind
        }
    }

    /// Why `segue` cannot nest its destination in its source, if it cannot.
    private func problem(nesting segue: Segue, parents: [Scene.ID: Scene.ID]) -> ExportLoss.LeftOutReason? {
        guard let child = segue.destination else { return .noDestination }
        for id in [segue.source, child] where declaredKinds[id] == nil {
            return .unknownScene(id)
        }
        guard let role = segue.relationshipRole, canHold(role, in: segue.source) else { return .roleNotHeld }
        if parents[child] != nil { return .secondContainer }
        var ancestor: Scene.ID? = segue.source
        while let current = ancestor {
            if current == child { return .containerCycle }
            ancestor = parents[current]
        }
        return nil
    }

    /// Whether `container`, as declared, can take one more child with `role`.
    private func canHold(_ role: RelationshipRole, in container: Scene.ID) -> Bool {
        let taken = (children[container] ?? []).compactMap(\.segue.relationshipRole)
        switch (declaredKinds[container], role) {
        case (.navigationController, .root), (.windowController, .root), (.splitViewController, .master),
             (.splitViewController, .supplementary), (.splitViewController, .detail):
            return !taken.contains(role)
        case (.tabBarController, .tab), (.pageViewController, .page):
            return true
        default:
            return false
        }
    }

    /// Orders a container's children as its declaration lists them, or declares it as a view
    /// controller (freeing its children) when it lacks a child the DSL requires.
    private mutating func arrangeChildren(of container: Scene.ID, parents: inout [Scene.ID: Scene.ID]) {
        let kept = children[container] ?? []
        let roles = kept.compactMap(\.segue.relationshipRole)
        let missing: ExportLoss.ViewControllerReason? = switch declaredKinds[container] {
        case .navigationController where !roles.contains(.root): .navigationControllerWithoutRoot
        case .windowController where !roles.contains(.root): .windowControllerWithoutContent
        case .splitViewController where !roles.contains(.master) || !roles.contains(.detail): .incompleteSplitView
        default: nil
        }
        if let missing {
            losses.append(.scene(container, .declaredAsViewController(missing)))
            declaredKinds[container] = .viewController
            for child in kept {
                losses.append(.segue(child.segue, .leftOut(.roleNotHeld)))
                parents[child.scene] = nil
            }
            children[container] = nil
            return
        }
        let ordered = kept.enumerated().sorted { Self.rank(of: $0) < Self.rank(of: $1) }.map(\.element)
        for (position, child) in ordered.enumerated() {
            if child.segue.identifier != nil || child.segue.trigger != .manual || child.segue.presentation != nil
                || child.segue.popoverAnchor != nil || child.segue.customClass != nil || child.segue.unwind != nil {
                losses.append(.segue(child.segue, .relationshipDetailsLeftOut))
            }
            if case .tab(let index) = child.segue.relationshipRole, index != position {
                losses.append(.segue(child.segue, .role(.tab(position))))
            }
        }
        children[container] = ordered
    }

    /// Where a child goes in its container's declaration: tabs by index, split columns master,
    /// supplementary, detail; then the relationship's position.
    private static func rank(of child: (offset: Int, element: Child)) -> (Int, Int) {
        let roleRank = switch child.element.segue.relationshipRole {
        case .tab(let index): index
        case .supplementary: 1
        case .detail: 2
        default: 0
        }
        return (roleRank, child.offset)
    }
}
