import Storyflow

/// Joins storyboard documents into one flow and resolves storyboard references between them.
///
/// - Ids: a single storyboard keeps Interface Builder's object ids; with several, every scene and
///   segue id is prefixed with the storyboard's key (``StoryboardKeys``) and `/`, e.g. `Main/Oal-uc-V8o`.
/// - References: a `viewControllerPlaceholder` is replaced by the scene it stands for (the named
///   storyboard's initial scene, or its scene with the referenced storyboard identifier): segues to
///   the placeholder go straight to that scene, which also takes the placeholder's tab bar item if
///   it has none. A reference that cannot be followed stays as a ``SceneKind/reference`` scene
///   (`isResolved == false`) with a warning.
/// - Initial scene: that of the app's main storyboard: the one its `Info.plist` names, else the one
///   named `Main`, else the first storyboard, in load order, that is not a launch screen and that no
///   other storyboard references (falling back to the first non-launch screen, then the first); the
///   flow is named after that storyboard.
/// - Positions: with several storyboards, each storyboard's canvas is moved beside the others
///   (``CanvasPacking``), so scene positions stay apart.
/// - Device: the one every storyboard records; none when they differ (an iPhone and an iPad
///   storyboard loaded together).
struct FlowAssembler {
    /// The documents, in load order.
    let documents: [StoryboardDocument]
    /// The main storyboard's name, as the app's `Info.plist` gives it, if known.
    var mainStoryboard: String?

    /// The joined flow and the reference warnings (the documents' own warnings are not repeated).
    func assemble() -> (flow: Flow, warnings: [ImportWarning]) {
        let keys: [String?] = documents.count > 1 ? StoryboardKeys.keys(for: documents.map(\.path)) : [nil]
        func qualified(_ id: String, in index: Int) -> String {
            keys[index].map { "\($0)/\(id)" } ?? id
        }

        var documentsByName: [String: Int] = [:]
        for (index, document) in documents.enumerated() where documentsByName[document.name] == nil {
            documentsByName[document.name] = index
        }

        var warnings: [ImportWarning] = []
        var replacements: [Scene.ID: Scene.ID] = [:]
        for (index, document) in documents.enumerated() {
            for scene in document.scenes {
                guard let reference = scene.reference else { continue }
                let storyboard = reference.storyboard ?? document.name
                guard let targetIndex = documentsByName[storyboard] else {
                    warnings.append(ImportWarning(.missingReferencedStoryboard(storyboard: storyboard), location: scene.location))
                    continue
                }
                let target = documents[targetIndex]
                let targetID = reference.identifier.map { target.scene(storyboardIdentifier: $0)?.id } ?? target.initialSceneID
                guard let targetID else {
                    warnings.append(ImportWarning(
                        .missingReferencedScene(storyboard: storyboard, identifier: reference.identifier),
                        location: scene.location
                    ))
                    continue
                }
                replacements[qualified(scene.id, in: index)] = qualified(targetID, in: targetIndex)
            }
        }
        let resolve = { (id: Scene.ID) in Self.follow(id, through: replacements) }

        var scenes: [Scene] = []
        var segues: [Segue] = []
        var adoptedTabItems: [Scene.ID: TabBarItem] = [:]
        let offsets = documents.count > 1 ? CanvasPacking.offsets(for: documents) : [CanvasPosition(x: 0, y: 0)]
        // A folder mixing devices: each scene keeps its own storyboard's, so iPad scenes are drawn as iPads.
        let mixesDevices = Set(documents.map(\.device)).count > 1
        for (index, document) in documents.enumerated() {
            for var scene in document.scenes {
                scene.id = qualified(scene.id, in: index)
                if mixesDevices { scene.device = document.device }
                scene.position = scene.position.map { CanvasPosition(x: $0.x + offsets[index].x, y: $0.y + offsets[index].y) }
                let target = resolve(scene.id)
                if target == scene.id {
                    scenes.append(scene)
                } else if let item = scene.tabBarItem, adoptedTabItems[target] == nil {
                    adoptedTabItems[target] = item
                }
            }
            segues += document.segues.map { segue in
                var segue = segue
                segue.id = qualified(segue.id, in: index)
                segue.source = qualified(segue.source, in: index)
                segue.destination = segue.destination.map { resolve(qualified($0, in: index)) }
                return segue
            }
        }
        for index in scenes.indices where scenes[index].tabBarItem == nil {
            scenes[index].tabBarItem = adoptedTabItems[scenes[index].id]
        }

        let entry = entryDocumentIndex()
        let initial = entry.flatMap { index in documents[index].initialSceneID.map { resolve(qualified($0, in: index)) } }
        let name = entry.map { documents[$0].name } ?? "Storyboard"
        let device = Set(documents.map(\.device)).count == 1 ? documents.first?.device : nil
        return (Flow(name: name, scenes: scenes, segues: segues, initialSceneID: initial, device: device), warnings)
    }

    /// The storyboard the app starts with (see the type's documentation).
    private func entryDocumentIndex() -> Int? {
        let referenced = Set(documents.flatMap { document in
            document.scenes.compactMap { $0.reference?.storyboard }.filter { $0 != document.name }
        })
        let candidates = documents.indices.filter { !documents[$0].isLaunchScreen }
        for name in [mainStoryboard, "Main"].compactMap({ $0 }) {
            if let main = candidates.first(where: { documents[$0].name == name }) { return main }
        }
        return candidates.first { !referenced.contains(documents[$0].name) } ?? candidates.first ?? documents.indices.first
    }

    /// Follows replacements to a scene that is not replaced; references that form a cycle stay as they are.
    private static func follow(_ id: Scene.ID, through replacements: [Scene.ID: Scene.ID]) -> Scene.ID {
        var current = id
        var visited: Set<Scene.ID> = [id]
        while let next = replacements[current] {
            guard visited.insert(next).inserted else { return id }
            current = next
        }
        return current
    }
}
