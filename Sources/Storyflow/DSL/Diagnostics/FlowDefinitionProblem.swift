/// One mistake in a flow declared with the DSL, with the data to explain it and where it was made.
///
/// ``description`` prints it as a compiler does:
///
/// ```text
/// StoryflowSamples/Ratings.swift:40: error: segue 'PickGame' goes to unknown scene 'ChoseGame'; did you mean 'ChooseGame'?
/// ```
public enum FlowDefinitionProblem: Hashable, Sendable, CustomStringConvertible {
    /// `segue` goes (or unwinds) to `scene`, which the flow does not declare; `suggestion` is the
    /// declared scene id closest to it, if any is close.
    case unknownScene(Scene.ID, segue: Segue, suggestion: Scene.ID?, location: SourceLocation)
    /// A second scene uses the id `id`, first declared at `firstLocation`.
    case duplicateSceneID(Scene.ID, location: SourceLocation, firstLocation: SourceLocation)
    /// The scene `id` is declared in `container` and also, first, in `firstContainer`: a scene has
    /// one parent container.
    case sceneInTwoContainers(
        Scene.ID, container: Scene.ID, location: SourceLocation, firstContainer: Scene.ID, firstLocation: SourceLocation
    )
    /// The scene `id` is marked initial, but `firstInitial` already is.
    case multipleInitialScenes(Scene.ID, location: SourceLocation, firstInitial: Scene.ID, firstLocation: SourceLocation)
    /// A table of `scene` declares both prototype cells and static sections.
    case mixedTableCells(scene: Scene.ID, location: SourceLocation)
    /// `scene` declares `count` navigation items instead of one.
    case multipleNavigationItems(scene: Scene.ID, count: Int, location: SourceLocation)
    /// Two views of `scene` were given the same id `id`.
    case duplicateElementID(Element.ID, scene: Scene.ID, location: SourceLocation)

    /// Where the mistake was made: the declaration of the segue or scene at fault.
    public var location: SourceLocation {
        switch self {
        case .unknownScene(_, _, _, let location), .duplicateSceneID(_, let location, _),
             .sceneInTwoContainers(_, _, let location, _, _), .multipleInitialScenes(_, let location, _, _),
             .mixedTableCells(_, let location), .multipleNavigationItems(_, _, let location),
             .duplicateElementID(_, _, let location):
            location
        }
    }

    /// The explanation, without location: what is wrong, with the names involved in quotes.
    public var message: String {
        switch self {
        case .unknownScene(let scene, let segue, let suggestion, _):
            let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
            return "\(Self.describe(segue)) unknown scene '\(scene)'\(hint)"
        case .duplicateSceneID(let id, _, let firstLocation):
            return "duplicate scene id '\(id)'; first declared at \(firstLocation)"
        case .sceneInTwoContainers(let id, let container, _, let firstContainer, let firstLocation):
            return "scene '\(id)' is placed in two containers, '\(firstContainer)' (\(firstLocation)) and '\(container)'; "
                + "a scene has one parent container"
        case .multipleInitialScenes(let id, _, let firstInitial, let firstLocation):
            return "scene '\(id)' is marked initial, but '\(firstInitial)' already is (\(firstLocation)); a flow has one initial scene"
        case .mixedTableCells(let scene, _):
            return "a table in scene '\(scene)' mixes prototype cells and static sections; a table has one or the other"
        case .multipleNavigationItems(let scene, let count, _):
            return "scene '\(scene)' declares \(count) navigation items; a scene has one"
        case .duplicateElementID(let id, let scene, _):
            return "scene '\(scene)' has several views with id '\(id)'"
        }
    }

    /// The problem as an error diagnostic at its declaration.
    public var diagnostic: Diagnostic {
        Diagnostic(.error, message, location: location)
    }

    /// `<file>:<line>: error: <message>`.
    public var description: String {
        diagnostic.description
    }

    /// The segue as the subject of a sentence, ending with the verb before its destination.
    private static func describe(_ segue: Segue) -> String {
        switch (segue.kind, segue.identifier) {
        case (.unwind, let identifier?):
            "unwind segue '\(identifier)' returns to"
        case (.unwind, nil):
            "unwind '\(segue.unwind?.action ?? "")' from '\(segue.source)' returns to"
        case (.embed, _):
            "container view in '\(segue.source)' embeds"
        case (_, let identifier?):
            "segue '\(identifier)' goes to"
        case (let kind, nil):
            "\(kind.rawValue) segue from '\(segue.source)' goes to"
        }
    }
}
