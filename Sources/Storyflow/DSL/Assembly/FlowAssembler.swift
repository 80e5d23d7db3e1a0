/// Flattens scene declarations into a ``Flow``: every scene once, in declaration order (a container
/// before its children), a relationship segue from each container to each child, and the declared
/// segues with deterministic ids. It collects every problem before failing.
///
/// Segues come scene by scene in that order: a container's relationships, then the segues of the
/// scene's own triggers. A relationship's id is `<container>.<role>` (`Tabs.tab0`, `Nav.root`,
/// `Pages.page2`); another segue's is `<source>.<identifier>`, or `<source>.<kind><n>` without an
/// identifier (`AddPlayer.unwind0`); a clash gets a `-2`, `-3`… suffix.
struct FlowAssembler {
    private struct FirstDeclaration {
        let location: SourceLocation
        let container: Scene.ID?
    }

    private enum PlannedSegue {
        case relationship(container: Scene.ID, child: Scene.ID, role: RelationshipRole, index: Int, location: SourceLocation)
        case triggered(TriggeredSegue)
    }

    let name: String
    let device: Device?
    private var scenes: [Scene] = []
    private var firstDeclarations: [Scene.ID: FirstDeclaration] = [:]
    private var initial: (id: Scene.ID, location: SourceLocation)?
    private var plannedSegues: [PlannedSegue] = []
    private var problems: [FlowDefinitionProblem] = []

    init(name: String, device: Device?) {
        self.name = name
        self.device = device
    }

    /// Adds `declaration` and, after it, its children; `container` is the scene it is nested in.
    mutating func add(_ declaration: SceneDeclaration, container: Scene.ID?) {
        let id = declaration.scene.id
        if let first = firstDeclarations[id] {
            if let container, let firstContainer = first.container, container != firstContainer {
                problems.append(.sceneInTwoContainers(
                    id, container: container, location: declaration.location,
                    firstContainer: firstContainer, firstLocation: first.location
                ))
            } else {
                problems.append(.duplicateSceneID(id, location: declaration.location, firstLocation: first.location))
            }
        } else {
            firstDeclarations[id] = FirstDeclaration(location: declaration.location, container: container)
            scenes.append(declaration.scene)
        }
        if declaration.isInitial {
            if let initial {
                problems.append(.multipleInitialScenes(
                    id, location: declaration.location, firstInitial: initial.id, firstLocation: initial.location
                ))
            } else {
                initial = (id, declaration.location)
            }
        }
        problems += declaration.problems
        for (index, child) in declaration.children.enumerated() {
            plannedSegues.append(.relationship(
                container: id, child: child.declaration.scene.id, role: child.role, index: index, location: child.declaration.location
            ))
        }
        plannedSegues += declaration.segues.map(PlannedSegue.triggered)
        for child in declaration.children {
            add(child.declaration, container: id)
        }
    }

    /// The flow, or every problem found.
    func flow() throws(FlowDefinitionError) -> Flow {
        var problems = problems
        var ids = SegueIDs()
        let suggester = SceneNameSuggester(candidates: scenes.map(\.id))
        var segues: [Segue] = []
        for planned in plannedSegues {
            switch planned {
            case .relationship(let container, let child, let role, let index, let location):
                segues.append(Segue(
                    id: ids.relationship(from: container, role: role, index: index), kind: .relationship,
                    source: container, destination: child, relationshipRole: role, location: location
                ))
            case .triggered(let triggered):
                let declaration = triggered.declaration
                let segue = declaration.segue(
                    id: ids.segue(from: triggered.source, identifier: declaration.identifier, kind: declaration.style.kind),
                    source: triggered.source, trigger: triggered.trigger
                )
                if firstDeclarations[declaration.destination] == nil {
                    problems.append(.unknownScene(
                        declaration.destination, segue: segue,
                        suggestion: suggester.suggestion(for: declaration.destination), location: declaration.location
                    ))
                }
                segues.append(segue)
            }
        }
        guard problems.isEmpty else {
            throw FlowDefinitionError(flowName: name, problems: problems)
        }
        return Flow(name: name, scenes: scenes, segues: segues, initialSceneID: initial?.id, device: device)
    }
}
