import Storyflow

/// Grows a flow scene by scene for ``SyntheticFlowGenerator``.
struct SyntheticFlowBuilder {
    private(set) var flow: Flow
    private var random: SplitMix64
    /// Content scenes inside a navigation stack, with their depth in it.
    private var stackDepths: [Scene.ID: Int] = [:]
    /// The scenes of `stackDepths` in creation order (a scene's depth is set right after it is
    /// created and never changes), all of them and those a push may still start from; and those
    /// at least two levels deep, which an unwind may leave. Kept so that every step is not a scan
    /// of the whole flow.
    private var stackScenes: [Scene.ID] = []
    private var pushableScenes: [Scene.ID] = []
    private var unwindableScenes: [Scene.ID] = []
    /// Each scene's position in `flow.scenes`.
    private var sceneIndices: [Scene.ID: Int] = [:]
    /// The scene each content scene was pushed or presented from, for unwinds.
    private var parents: [Scene.ID: Scene.ID] = [:]
    private static let maximumPushDepth = 6
    private static let maximumTabs = 5

    init(name: String, seed: UInt64) {
        flow = Flow(name: name)
        random = SplitMix64(seed: seed)
    }

    // MARK: Shapes

    mutating func buildApp(sceneCount: Int) {
        let tabBar = addScene(kind: .tabBarController, title: "Tabs")
        flow.initialSceneID = tabBar
        let tabCount = min(Self.maximumTabs, max(1, (sceneCount - 1) / 8))
        for tab in 0..<tabCount where flow.scenes.count + 2 <= sceneCount {
            let root = addNavigationStack(tabTitle: "Tab \(tab + 1)")
            addRelationship(from: tabBar, to: parents[root]!, role: .tab(tab))
        }
        while flow.scenes.count < sceneCount {
            let roll = random.next(below: 100)
            if roll < 18, flow.scenes.count + 2 <= sceneCount {
                presentModal(from: randomStackScene())
            } else if roll < 22, let (source, target) = randomUnwind() {
                addUnwind(from: source, to: target)
            } else {
                push(from: randomStackScene(pushable: true))
            }
        }
    }

    mutating func buildDeep(sceneCount: Int) {
        let navigation = addScene(kind: .navigationController, title: "Navigation")
        flow.initialSceneID = navigation
        var stack = [addScene(kind: .tableViewController, title: "Scene 1")]
        addRelationship(from: navigation, to: stack[0], role: .root)
        setDepth(0, of: stack[0])
        while flow.scenes.count < sceneCount {
            let recent = stack.suffix(12)
            let source = recent[recent.startIndex + random.next(below: recent.count)]
            stack.append(push(from: source))
        }
    }

    // MARK: Steps

    private mutating func addNavigationStack(tabTitle: String? = nil) -> Scene.ID {
        let navigation = addScene(kind: .navigationController, title: "\(tabTitle ?? "Modal") Navigation")
        let root = addScene(kind: .tableViewController, title: tabTitle ?? "Modal \(flow.scenes.count)")
        if let tabTitle { setTabBarItem(of: navigation, title: tabTitle) }
        addRelationship(from: navigation, to: root, role: .root)
        setDepth(0, of: root)
        parents[root] = navigation
        return root
    }

    @discardableResult
    private mutating func push(from source: Scene.ID) -> Scene.ID {
        let kind: SceneKind = random.next(below: 3) == 0 ? .viewController : .tableViewController
        let destination = addScene(kind: kind, title: "Scene \(flow.scenes.count)")
        let trigger = addTriggerElement(to: source, text: flow.scene(id: destination)!.displayName)
        addSegue(.show, from: source, to: destination, trigger: trigger)
        setDepth((stackDepths[source] ?? 0) + 1, of: destination)
        parents[destination] = source
        return destination
    }

    private mutating func presentModal(from source: Scene.ID) {
        let root = addNavigationStack()
        let navigation = parents[root]!
        let button = addBarButton(to: source, systemItem: .add)
        addSegue(.present, from: source, to: navigation, trigger: Trigger(kind: .barButton, elementID: button, title: "+"))
        parents[root] = source
        addUnwind(from: root, to: source)
    }

    private mutating func addUnwind(from source: Scene.ID, to target: Scene.ID) {
        let button = addBarButton(to: source, systemItem: .done)
        var segue = makeSegue(.unwind, from: source, to: target, trigger: Trigger(kind: .barButton, elementID: button, title: "Done"))
        segue.unwind = Unwind(action: "unwindTo\(target):")
        flow.segues.append(segue)
    }

    private mutating func randomUnwind() -> (source: Scene.ID, target: Scene.ID)? {
        guard !unwindableScenes.isEmpty else { return nil }
        let source = unwindableScenes[random.next(below: unwindableScenes.count)]
        guard let parent = parents[source], let target = parents[parent] else { return nil }
        return (source, target)
    }

    /// A random scene of a navigation stack; with `pushable`, one shallow enough to push from.
    private mutating func randomStackScene(pushable: Bool = false) -> Scene.ID {
        let candidates = pushable ? pushableScenes : stackScenes
        return candidates[random.next(below: candidates.count)]
    }

    private mutating func setDepth(_ depth: Int, of sceneID: Scene.ID) {
        stackDepths[sceneID] = depth
        stackScenes.append(sceneID)
        if depth < Self.maximumPushDepth { pushableScenes.append(sceneID) }
        if depth >= 2 { unwindableScenes.append(sceneID) }
    }

    // MARK: Model edits

    private mutating func addScene(kind: SceneKind, title: String) -> Scene.ID {
        let id = "S\(flow.scenes.count)"
        var scene = Scene(id: id, kind: kind, title: title)
        if kind == .tableViewController || kind == .viewController {
            scene.content.navigationBar = NavigationBar(title: title)
        }
        sceneIndices[id] = flow.scenes.count
        flow.scenes.append(scene)
        return id
    }

    /// Adds what the user taps to leave `sceneID`: a static cell in a table view controller, else a button.
    private mutating func addTriggerElement(to sceneID: Scene.ID, text: String) -> Trigger {
        let index = sceneIndices[sceneID]!
        var scene = flow.scenes[index]
        let elementID = "\(sceneID).e\(scene.content.allElements.count + scene.content.elements.flatMap(\.cells).count)"
        guard scene.kind == .tableViewController else {
            scene.content.elements.append(.button(Button(id: elementID, title: text)))
            flow.scenes[index] = scene
            return Trigger(kind: .button, elementID: elementID, title: text)
        }
        let cell = Cell(id: elementID, style: .basic, text: text, accessory: .disclosureIndicator)
        if case .table(var table)? = scene.content.elements.first {
            table.sections[0].cells.append(cell)
            scene.content.elements[0] = .table(table)
        } else {
            let table = Table(id: "\(sceneID).table", cellContent: .staticCells, sections: [TableSection(cells: [cell])])
            scene.content.elements.insert(.table(table), at: 0)
        }
        flow.scenes[index] = scene
        return Trigger(kind: .cell, elementID: elementID, title: text)
    }

    private mutating func addBarButton(to sceneID: Scene.ID, systemItem: BarButtonSystemItem) -> String {
        let index = sceneIndices[sceneID]!
        var bar = flow.scenes[index].content.navigationBar ?? NavigationBar()
        let buttonID = "\(sceneID).bar\(bar.leftItems.count + bar.rightItems.count)"
        let button = BarButton(id: buttonID, systemItem: systemItem)
        if systemItem == .add { bar.rightItems.append(button) } else { bar.leftItems.append(button) }
        flow.scenes[index].content.navigationBar = bar
        return buttonID
    }

    private mutating func setTabBarItem(of sceneID: Scene.ID, title: String) {
        let index = sceneIndices[sceneID]!
        flow.scenes[index].tabBarItem = TabBarItem(title: title)
    }

    private mutating func addRelationship(from container: Scene.ID, to child: Scene.ID, role: RelationshipRole) {
        var segue = makeSegue(.relationship, from: container, to: child, trigger: .manual)
        segue.relationshipRole = role
        flow.segues.append(segue)
    }

    private mutating func addSegue(_ kind: SegueKind, from source: Scene.ID, to destination: Scene.ID, trigger: Trigger) {
        var segue = makeSegue(kind, from: source, to: destination, trigger: trigger)
        segue.identifier = "\(kind.rawValue)\(destination)"
        flow.segues.append(segue)
    }

    private func makeSegue(_ kind: SegueKind, from source: Scene.ID, to destination: Scene.ID, trigger: Trigger) -> Segue {
        Segue(id: "E\(flow.segues.count)", kind: kind, source: source, destination: destination, trigger: trigger)
    }
}
