/// One scene as the DSL declares it: the model scene, the segues its elements fire, the child
/// scenes nested in it (for a container), and any problem found while building it.
///
/// Plain data, no closures. ``Flow/init(_:device:content:)`` flattens declarations into a ``Flow``:
/// every child becomes a scene of its own plus a relationship segue from its container.
public struct SceneDeclaration: Hashable, Sendable {
    /// A scene nested in a container, with its role there.
    struct Child: Hashable, Sendable {
        let role: RelationshipRole
        let declaration: SceneDeclaration
    }

    var scene: Scene
    let isInitial: Bool
    let segues: [TriggeredSegue]
    let children: [Child]
    let problems: [FlowDefinitionProblem]
    /// Where the scene was declared.
    let location: SourceLocation

    /// A content scene (view controller, table view controller…): its parts become the scene's
    /// content and segues. `ownTable` is the style of the table a table view controller owns.
    init(_ attributes: SceneAttributes, kind: SceneKind, parts: [ScenePart], ownTable: Table.Style? = nil) {
        var assembler = SceneContentAssembler(sceneID: attributes.id, location: attributes.location)
        let content = assembler.content(of: parts, ownTable: ownTable)
        scene = attributes.scene(kind: kind, title: attributes.title ?? content.navigationBar?.title, content: content)
        isInitial = attributes.isInitial
        segues = assembler.segues
        children = []
        problems = assembler.problems
        location = attributes.location
    }

    /// A container with its children in order, each with its role.
    init(_ attributes: SceneAttributes, kind: SceneKind, children: [Child]) {
        scene = attributes.scene(kind: kind, title: attributes.title)
        isInitial = attributes.isInitial
        segues = []
        self.children = children
        problems = []
        location = attributes.location
    }

    /// A stand-in for a scene of another storyboard or flow.
    init(_ attributes: SceneAttributes, reference: SceneReference) {
        var scene = attributes.scene(kind: .reference, title: attributes.title)
        scene.reference = reference
        self.scene = scene
        isInitial = attributes.isInitial
        segues = []
        children = []
        problems = []
        location = attributes.location
    }
}

extension SceneDeclaration: SceneConvertible {
    /// The declaration itself.
    public var sceneDeclaration: SceneDeclaration { self }
}
