/// Finds the scene a person means by a name typed on the command line: its id, or its title, class
/// or storyboard identifier (ignoring case), as `--focus Settings` or `--path Login Checkout` name them.
///
/// ```swift
/// switch SceneLookup(flow: ratings).scene(named: "choose game") {
/// case .found(let id): id                                   // "ChooseGame"
/// case .ambiguous(let ids): ids                             // several scenes answer to the name
/// case .notFound(let suggestion): suggestion                // "ChooseGame" for "ChoseGame"
/// }
/// ```
public struct SceneLookup: Sendable {
    /// What a name turned out to mean.
    public enum Result: Hashable, Sendable {
        /// One scene answers to the name.
        case found(Scene.ID)
        /// Several scenes answer to the name equally well, in flow order.
        case ambiguous([Scene.ID])
        /// None does; the closest scene id or title, if one is close.
        case notFound(suggestion: String?)
    }

    /// The flow to look in.
    public let flow: Flow

    /// A lookup in `flow`.
    public init(flow: Flow) {
        self.flow = flow
    }

    /// The scene `name` means: an exact id first, then (ignoring case) an id, a title, a class or a
    /// storyboard identifier, in that order: the first of these that any scene answers to decides.
    public func scene(named name: String) -> Result {
        if flow.scenes.contains(where: { $0.id == name }) { return .found(name) }
        let wanted = name.lowercased()
        let names: [(Scene) -> String?] = [{ $0.id }, \.title, \.customClass, \.storyboardIdentifier]
        for nameOf in names {
            var matches: [Scene.ID] = []
            for scene in flow.scenes where nameOf(scene)?.lowercased() == wanted && !matches.contains(scene.id) {
                matches.append(scene.id)
            }
            if matches.count == 1 { return .found(matches[0]) }
            if matches.count > 1 { return .ambiguous(matches) }
        }
        let candidates = flow.scenes.flatMap { [$0.id, $0.title].compactMap { $0 } }
        return .notFound(suggestion: SceneNameSuggester(candidates: candidates).suggestion(for: name))
    }
}
