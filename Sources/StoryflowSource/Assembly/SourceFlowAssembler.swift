import Storyflow
import SwiftSyntax

/// Runs the stages of a scan: index the declarations, read the destination mappings, survey the sites,
/// walk the screens (from the app's entry, then every screen and every view with a site no walk reached),
/// and turn the drafts into a flow.
struct SourceFlowAssembler {
    let files: [ParsedFile]
    let storyboards: Flow?
    let strings: LocalizedStrings

    func assemble(name: String) -> SourceScanResult {
        var clock = StageClock()
        let index = TypeIndex(files: files)
        let finder = ViewFinder(index: index, storyboards: StoryboardScenes(flow: storyboards))
        clock.lap("index")
        let map = DestinationMap(files: files, index: index, finder: finder)
        clock.lap("mappings")
        let helpers = NavigationHelpers(files: files, index: index, finder: finder, map: map)
        clock.lap("helpers")
        let ledger = SiteLedger()
        for file in files { SiteSurvey(index: index, map: map, helpers: helpers, finder: finder, file: file, ledger: ledger).survey() }
        clock.lap("survey")
        let walker = ScreenWalker(files: files, index: index, finder: finder, map: map, helpers: helpers, ledger: ledger,
                                  screenTypes: initialScreens(index: index, map: map, finder: finder))
        let entry = walkApps(index: index, walker: walker)
        for type in index.screenTypes where walker.screenTypes.contains(type.name) { walker.walkScreen(type) }
        clock.lap("screens")
        // A component view with a site no walk reached is walked in the screens that show it; any other view with such a site
        // is a screen too (so every site is drawn or reported).
        var components: ComponentScreens?
        var walkedComponents: Set<String> = []
        var promoted = true
        while promoted {
            promoted = false
            for site in ledger.unvisited {
                guard let owner = site.owner, let type = index.type(named: owner), index.isView(type) || index.isViewController(type),
                      !walker.screenTypes.contains(type.name), !walkedComponents.contains(type.name) else { continue }
                promoted = true
                if index.isView(type) {
                    let finder = components ?? ComponentScreens(files: files, index: index)
                    components = finder
                    let screens = finder.screens(showing: type.name, among: walker.screenTypes)
                    if !screens.isEmpty {
                        walkedComponents.insert(type.name)
                        for screen in screens { walker.walkComponent(type, in: screen) }
                        continue
                    }
                }
                walker.screenTypes.insert(type.name)
                walker.walkScreen(type)
            }
        }
        // A screen's own method no walk reached (only handed on by name): its navigation leaves from the screen.
        for owner in Set(ledger.unvisited.compactMap(\.owner)).sorted() where walker.screenTypes.contains(owner) {
            if let type = index.type(named: owner) { walker.walkUnreachedMembers(of: type) }
        }
        clock.lap("components")
        // A type that is no screen with sites no walk reached (a flow coordinator, a screen's processor, a message handler):
        // its callbacks on the screens it shows, its methods from the screens built with one of its objects (else from the
        // screens it holds a reference back to), and what it asks a screen it holds to show.
        let unreached = Set(ledger.unvisited.compactMap(\.owner))
        let served = unreached.isEmpty ? [:] : ServedScreens.of(files, index: index)
        for owner in unreached.sorted() {
            guard let type = index.type(named: owner), !index.isView(type), !index.isViewController(type) else { continue }
            CoordinatorWalk(walker: walker).walk(type, servedScreens: served[type.name] ?? ScreenReceivers.held(by: type, index: index))
            ScreenReceivers(walker: walker).walk(type)
        }
        clock.lap("coordinators")
        var flow = FlowBuilding(walker: walker, index: index, strings: strings).flow(name: name, entry: entry)
        if let storyboards {
            flow.scenes += storyboards.scenes.filter { scene in !flow.scenes.contains { $0.id == scene.id } }
            flow.segues += storyboards.segues
            if flow.initialSceneID == nil { flow.initialSceneID = storyboards.initialSceneID }
        }
        let sites = SiteReport(ledger: ledger, walker: walker).sites()
        let diagnostics = shadowedScreens(index: index) + SiteReport.diagnostics(for: sites)
        clock.lap("flow")
        return SourceScanResult(flow: flow, sites: sites, diagnostics: diagnostics, stages: clock.stages)
    }

    /// A warning at each screen type declared again under the same name (two app targets scanned together,
    /// such as an iOS and a tvOS app): the first declaration is the one drawn. Declarations inside `#if`
    /// blocks are one type per platform of a single target, not a clash.
    private func shadowedScreens(index: TypeIndex) -> [Diagnostic] {
        index.shadowed.filter { index.isView($0) || index.isViewController($0) }.compactMap { duplicate in
            guard let kept = index.type(named: duplicate.name), kept.node.id != duplicate.node.id,
                  !kept.node.isCompiledConditionally, !duplicate.node.isCompiledConditionally else { return nil }
            let keptLocation = files[kept.file].location(of: kept.node)
            return Diagnostic(
                .warning,
                "'\(duplicate.name)' is declared again here; the scan draws the one at \(keptLocation.file):\(keptLocation.line ?? 1) "
                    + "(scan each app target's folder on its own to draw this one)",
                location: files[duplicate.file].location(of: duplicate.node), code: "duplicate-screen-type"
            )
        }
    }

    /// Views that are screens before any walk: every mapped destination, every view with a navigation title
    /// or a container as its body, and every view controller. A view only wrapping the content it is given
    /// (`NavigationSheet { content() }`) is none.
    private func initialScreens(index: TypeIndex, map: DestinationMap, finder: ViewFinder) -> Set<String> {
        var names: Set<String> = []
        for type in index.screenTypes {
            if index.isViewController(type) { names.insert(type.name); continue }
            if finder.shownContent(of: type) != nil { continue }
            // The members' source text, searched as bytes (a `String` search goes through Foundation, character by character).
            let text = type.members.flatMap { $0.decl.syntaxTextBytes }
            if SourceFlowAssembler.screenMarkers.contains(where: { text.containsBytes($0) }) { names.insert(type.name) }
        }
        for type in map.mappedTypes {
            for resolution in [map.destination(type: type, caseName: nil)].compactMap({ $0 }) {
                for target in resolution.targets { if case .type(let name) = target { names.insert(name) } }
            }
        }
        return names
    }

    /// Text that makes a view a screen: a navigation title, or a container.
    private static let screenMarkers = [".navigationTitle(", ".navigationBarTitle(", "NavigationStack", "NavigationView", "TabView", "NavigationSplitView"]
        .map { Array($0.utf8) }

    /// Walks each `App`'s scenes; the first window's content is the entry.
    private func walkApps(index: TypeIndex, walker: ScreenWalker) -> SceneRef? {
        var entry: SceneRef?
        for type in index.types.values.filter(index.isApp).sorted(by: { $0.name < $1.name }) {
            guard let body = index.property("body", of: type), case .getter(let statements)? = body.binding.accessorBlock?.accessors else { continue }
            let draft = walker.makeDraft(id: type.name, kind: .viewController, customClass: type.name, location: walker.location(of: type.node))
            var context = ScreenWalker.Context(draft: draft, type: type, file: body.file)
            context.inlined = [type.name]
            for window in WindowSearch.windows(in: Syntax(statements), app: type, index: index) {
                guard let content = window.trailingClosure ?? window.closure("content") else { continue }
                let found = walker.finder.targets(in: Syntax(content), type: type)
                if let first = found.targets.first {
                    let target = walker.wrapped(first, context: context)
                    if entry == nil { entry = target }
                    walker.walkModifiersOfDirectChild(Syntax(content), context: context)
                } else {
                    walker.walk(Syntax(content), context)
                    if entry == nil { entry = .scene(type.name) }
                }
            }
            if draft.edges.isEmpty, draft.content.elements.isEmpty, draft.content.navigationBar == nil { walker.discard(type.name) }
        }
        return entry
    }
}

/// The `WindowGroup`, `Window` and `DocumentGroup` calls of an app's body.
enum WindowSearch {
    /// The windows in `node`, following the app's own scene properties (`var appScene: some Scene`) once.
    static func windows(in node: Syntax, app: DeclaredType, index: TypeIndex, followed: Set<String> = []) -> [FunctionCallExprSyntax] {
        if let call = node.as(FunctionCallExprSyntax.self), ["WindowGroup", "Window", "DocumentGroup"].contains(call.calleeName ?? "") {
            return [call]
        }
        if let reference = node.as(DeclReferenceExprSyntax.self), !followed.contains(reference.baseName.text),
           let property = index.property(reference.baseName.text, of: app), case .getter(let statements)? = property.binding.accessorBlock?.accessors {
            return windows(in: Syntax(statements), app: app, index: index, followed: followed.union([reference.baseName.text]))
        }
        return node.children(viewMode: .sourceAccurate).flatMap { windows(in: $0, app: app, index: index, followed: followed) }
    }
}

extension Syntax {
    /// Whether the node sits in a clause of an `#if` block.
    fileprivate var isCompiledConditionally: Bool {
        var ancestor = parent
        while let node = ancestor {
            if node.is(IfConfigClauseSyntax.self) { return true }
            ancestor = node.parent
        }
        return false
    }
}

extension Array where Element == UInt8 {
    /// Whether `needle` occurs in the bytes.
    fileprivate func containsBytes(_ needle: [UInt8]) -> Bool {
        guard let first = needle.first, needle.count <= count else { return needle.isEmpty }
        var start = startIndex
        while let found = self[start...].firstIndex(of: first), found + needle.count <= endIndex {
            if self[found..<found + needle.count].elementsEqual(needle) { return true }
            start = found + 1
        }
        return false
    }
}
