/// The attributes every scene declaration shares, as its initializer received them.
struct SceneAttributes: Hashable, Sendable {
    let id: Scene.ID
    let title: String?
    let customClass: String?
    let storyboardIdentifier: String?
    let tab: TabBarItem?
    let isInitial: Bool
    let location: SourceLocation

    init(
        id: Scene.ID, title: String? = nil, customClass: String? = nil, storyboardIdentifier: String? = nil,
        tab: TabBarItem? = nil, isInitial: Bool = false, file: String, line: Int
    ) {
        self.id = id
        self.title = title
        self.customClass = customClass
        self.storyboardIdentifier = storyboardIdentifier
        self.tab = tab
        self.isInitial = isInitial
        location = SourceLocation(file: file, line: line)
    }

    /// The model scene with these attributes.
    func scene(kind: SceneKind, title: String?, content: SceneContent = SceneContent()) -> Scene {
        Scene(
            id: id, kind: kind, title: title, customClass: customClass, storyboardIdentifier: storyboardIdentifier,
            content: content, tabBarItem: tab, location: location
        )
    }
}
