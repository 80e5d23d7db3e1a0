import Storyflow

/// Scene names for a diff's lines, told apart when several scenes of either version share one: by
/// their kinds when these differ (`Players (navigation controller)`, `Players (table view
/// controller)`); else a container by the child it holds (`Navigation Controller (root of
/// Settings)`), another scene by its container (`Detail (tab 2 of Tabs)`), else by its storyboard
/// identifier, else by its id.
struct SceneNames {
    private var base: [Scene.ID: String] = [:]
    private var head: [Scene.ID: String] = [:]

    init(_ diff: FlowDiff) {
        let counts = Dictionary(diff.scenes.map { ($0.displayName, 1) }, uniquingKeysWith: +)
        // Scenes of one name and different kinds are told apart by their kinds.
        let kinds = Dictionary(grouping: diff.scenes.compactMap { $0.head ?? $0.base }, by: \.displayName).mapValues { scenes in
            Set(scenes.map(\.kind)).count == scenes.count
        }
        let baseFlow = diff.base, headFlow = diff.head
        var taken: [String: Int] = [:]
        var named: [(change: SceneChange, base: String?, head: String?)] = []
        for change in diff.scenes {
            func name(_ scene: Scene?, in flow: Flow) -> String? {
                guard let scene else { return nil }
                guard counts[scene.displayName, default: 0] > 1 || counts[change.displayName, default: 0] > 1 else { return scene.displayName }
                let qualifier = kinds[scene.displayName] == true ? Self.words(scene.kind.rawValue) : Self.qualifier(of: scene, in: flow)
                return "\(scene.displayName) (\(qualifier))"
            }
            let names = (name(change.base, in: baseFlow), name(change.head, in: headFlow))
            named.append((change, names.0, names.1))
            if let name = names.1 ?? names.0 { taken[name, default: 0] += 1 }
        }
        for (change, baseName, headName) in named {
            // Still shared (two navigation controllers holding scenes of one name): add the id.
            func unique(_ name: String?, _ scene: Scene?) -> String? {
                guard let name, let scene, taken[name, default: 0] > 1 else { return name }
                return name.hasSuffix(")") ? String(name.dropLast()) + ", \(scene.id))" : "\(name) (\(scene.id))"
            }
            if let scene = change.base { base[scene.id] = unique(baseName, scene) }
            if let scene = change.head { head[scene.id] = unique(headName, scene) }
        }
    }

    /// A base scene's name; its id when the diff does not know it.
    func baseName(_ id: Scene.ID) -> String {
        base[id] ?? id
    }

    /// A head scene's name; its id when the diff does not know it.
    func headName(_ id: Scene.ID) -> String {
        head[id] ?? id
    }

    /// The name of the change's scene, in the head version when it has one.
    func name(of change: SceneChange) -> String {
        change.head.map { headName($0.id) } ?? change.base.map { baseName($0.id) } ?? change.id
    }

    /// `tableViewController` → `table view controller`.
    private static func words(_ camelCase: String) -> String {
        camelCase.reduce(into: "") { words, character in
            words += character.isUppercase ? " " + character.lowercased() : String(character)
        }
    }

    private static func qualifier(of scene: Scene, in flow: Flow) -> String {
        if let child = flow.children(of: scene.id).first, let childScene = flow.scene(id: child.scene) {
            return "\(child.role.map(SegueText.role) ?? "child") of \(childScene.displayName)"
        }
        if let parent = flow.parentRelationships(of: scene.id).first, let container = flow.scene(id: parent.source) {
            return "\(parent.relationshipRole.map(SegueText.role) ?? "child") of \(container.displayName)"
        }
        if let identifier = scene.storyboardIdentifier { return "storyboard id \(identifier)" }
        return scene.location?.objectID ?? scene.id
    }
}
