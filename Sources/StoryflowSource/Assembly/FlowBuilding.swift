import Storyflow

/// Turns the walker's drafts into scenes and segues.
struct FlowBuilding {
    let walker: ScreenWalker
    let index: TypeIndex
    /// The app's texts for its localization keys.
    let strings: LocalizedStrings

    func flow(name: String, entry: SceneRef?) -> Flow {
        // Targets that name a type no walk drew (a view controller only constructed) get drawn now.
        for draft in walker.orderedDrafts {
            for edge in draft.edges { if case .type(let name) = edge.target, let type = index.type(named: name) { walker.walkScreen(type) } }
        }
        let drafts = walker.orderedDrafts
        for draft in drafts { draft.translate(strings) }
        let ids = Set(drafts.map(\.id))
        var scenes: [Scene] = []
        var segues: [Segue] = []
        var tabItems: [String: TabBarItem] = [:]
        for draft in drafts {
            var seen: Set<String> = []
            for edge in draft.edges {
                let destination = walker.sceneID(of: edge.target)
                guard ids.contains(destination) || walker.finder.storyboards.flow?.scene(id: destination) != nil else { continue }
                var trigger = edge.trigger
                if trigger.kind == .manual, let variable = edge.triggerVariable, let button = draft.actionTriggers[variable] { trigger = button }
                // One segue per control and destination; sites with no control of their own stay apart, each at its line.
                let key = "\(edge.kind.rawValue)|\(destination)|\(trigger.elementID ?? trigger.title ?? edge.location.description)"
                guard seen.insert(key).inserted else { continue }
                if case .tab? = edge.role {
                    let title = walker.tabTitles[edge.target].map(strings.text) ?? shortName(destination)
                    tabItems[destination] = tabItems[destination] ?? TabBarItem(title: title)
                }
                segues.append(Segue(
                    id: "\(draft.id).\(segues.filter { $0.source == draft.id }.count + 1)", kind: edge.kind, source: draft.id,
                    destination: destination, trigger: trigger, relationshipRole: edge.role, presentation: edge.presentation,
                    location: edge.location, isInferred: edge.isInferred, origin: .swiftSource
                ))
            }
        }
        for draft in drafts {
            let kind: SceneKind = draft.kind == .viewController && draft.content.elements.contains { if case .table = $0 { true } else { false } }
                ? .tableViewController : draft.kind
            var scene = Scene(id: draft.id, kind: kind, title: draft.title, customClass: draft.customClass,
                              content: draft.kind.isContainer ? SceneContent() : draft.content, location: draft.location)
            scene.tabBarItem = tabItems[draft.id]
            scenes.append(scene)
        }
        return Flow(name: name, scenes: scenes, segues: showingDetailFromSidebars(segues), initialSceneID: entry.map(walker.sceneID(of:)))
    }

    /// A link in a split view's sidebar replaces the detail column (a show there is a show-detail), as in a storyboard.
    private func showingDetailFromSidebars(_ segues: [Segue]) -> [Segue] {
        let splitViews = Set(segues.filter { $0.relationshipRole == .detail }.map(\.source))
        var sidebars = Set(segues.filter { $0.relationshipRole == .master && splitViews.contains($0.source) }.compactMap(\.destination))
        // A sidebar wrapped in a navigation stack: its root is the sidebar screen.
        sidebars.formUnion(segues.filter { $0.relationshipRole == .root && sidebars.contains($0.source) }.compactMap(\.destination))
        return segues.map { segue in
            var segue = segue
            if segue.kind == .show, sidebars.contains(segue.source) { segue.kind = .showDetail }
            return segue
        }
    }

    private func shortName(_ id: String) -> String {
        String(id.split(separator: ".").last ?? Substring(id))
    }
}
