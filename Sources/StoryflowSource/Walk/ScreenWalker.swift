import Storyflow
import SwiftSyntax

/// Walks a screen's `body` (or a view controller's methods) and draws it: title, toolbar, list sections and
/// rows, buttons, links; and records every navigation it finds as an edge from the screen.
///
/// The app's own component views are walked in place (their rows and links belong to the screen that
/// shows them); views that are screens themselves become edges or container children.
final class ScreenWalker {
    /// Where the walk is.
    struct Context {
        var draft: ScreenDraft
        var type: DeclaredType?
        var file: Int
        var trigger: Trigger?
        var inList = false
        var toolbarLeading: Bool?
        /// Inside a label: texts name the enclosing control instead of becoming elements.
        var collecting: TextCollector?
        var inlined: Set<String> = []
        var depth = 0
        /// Walking a model the screen holds: its navigation is the screen's only by a guess.
        var isGuess = false
        /// The arguments a component was given, by parameter name (`panel` → `.orders`), to type the values it pushes.
        var arguments: [String: ExprSyntax] = [:]
        /// Walking a coordinator's callback: a call passing a case on (`tryEvent(.showDetails)`) goes on in the branches of
        /// the type's `switch`es that handle it.
        var followsCases = false
    }

    /// Gathers the texts of a label.
    final class TextCollector {
        var texts: [String] = []
    }

    let files: [ParsedFile]
    let index: TypeIndex
    let finder: ViewFinder
    let map: DestinationMap
    let helpers: NavigationHelpers
    let ledger: SiteLedger
    /// The types drawn as screens.
    var screenTypes: Set<String>
    /// Drafts by scene id: screens, containers and inline screens.
    private(set) var drafts: [String: ScreenDraft] = [:]
    private(set) var order: [String] = []
    /// A screen type that wraps itself in a container → the container's scene id, for edges into it.
    private(set) var redirects: [String: String] = [:]
    /// Whether a type is the app's router: it declares the property or function its routed enum goes through
    /// (`presentedSheet: SheetDestination?`, `navigate(to: RouterDestination)`). Its own sites are deep-link
    /// handling, not any one screen's.
    func isRouter(_ type: DeclaredType) -> Bool {
        type.members.contains { member in
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                return variable.bindings.contains { binding in
                    binding.typeAnnotation.map { map.consumer(for: $0.type.trimmedText) != nil } ?? false
                }
            }
            if let function = member.decl.as(FunctionDeclSyntax.self) {
                return function.signature.parameterClause.parameters.contains { map.consumer(for: $0.type.trimmedText) != nil }
            }
            return false
        }
    }

    /// The branches of each type's `switch`es by case, for ``Context/followsCases``.
    let caseBranches = CaseBranches()

    /// `screen|model` pairs already walked by ``walkHeldModels(of:_:)``.
    private var walkedModels: Set<String> = []
    /// The members of each held model that hold its sites, by the model's name.
    private var siteMembers: [String: [(decl: DeclSyntax, file: Int)]] = [:]

    init(files: [ParsedFile], index: TypeIndex, finder: ViewFinder, map: DestinationMap, helpers: NavigationHelpers, ledger: SiteLedger,
         screenTypes: Set<String>) {
        self.files = files
        self.index = index
        self.finder = finder
        self.map = map
        self.helpers = helpers
        self.ledger = ledger
        self.screenTypes = screenTypes
        fileByRoot = Dictionary(uniqueKeysWithValues: files.enumerated().map { (Syntax($0.element.tree).id, $0.offset) })
    }

    private let fileByRoot: [SyntaxIdentifier: Int]

    /// Where `node` is, in whichever file it belongs to.
    func location(of node: some SyntaxProtocol) -> SourceLocation {
        let file = fileByRoot[node.root.id] ?? 0
        return files[file].location(of: node)
    }

    // MARK: Screens

    /// Draws the screen of `type` (once).
    /// How many levels of syntax, inlined members and components a walk descends before it stops: deep enough for a
    /// control in a row's detail subview, in a list built by a helper function, in a scroll view reader, in a geometry reader.
    static let maximumDepth = 70

    func walkScreen(_ type: DeclaredType) {
        guard drafts[type.name] == nil, redirects[type.name] == nil else { return }
        if let hosted = finder.hostedView(of: type) {
            walkHostingController(type, hosting: hosted)
            return
        }
        let location = location(of: type.node)
        let draft = makeDraft(id: type.name, kind: index.isViewController(type) ? ScreenWalker.controllerKind(type, index: index) : .viewController,
                              customClass: type.name, location: location)
        var context = Context(draft: draft, type: type, file: type.file)
        context.inlined = [type.name]
        if index.isViewController(type) {
            UIKitWalk(walker: self).walk(type, context: context)
            return
        }
        guard let body = ScreenWalker.body(of: type, index: index) else { return }
        context.file = body.file
        if let container = rootContainer(body.statements) {
            walkRootContainer(container, of: type, context: context)
            // The type's own draft gave way to the container: what its models show leaves from the container's root.
            if let id = redirects[type.name], let containerDraft = drafts[id] {
                walkHeldModels(of: type, rootScreenContext(of: containerDraft, fallback: context))
            }
        } else {
            walk(statements: body.statements, context)
            walkHeldModels(of: type, context)
        }
    }

    /// An app's hosting controller subclass is one screen with the view it hosts: the navigation in the controller's code
    /// leaves from that view's scene, and a controller made anywhere stands for it.
    private func walkHostingController(_ type: DeclaredType, hosting view: DeclaredType) {
        redirects[type.name] = view.name
        guard let draft = screenDraft(ofType: view.name) else {
            redirects.removeValue(forKey: type.name)
            return
        }
        redirects[type.name] = sceneID(of: .type(view.name))
        var context = Context(draft: draft, type: type, file: type.file)
        context.inlined = [type.name, view.name]
        UIKitWalk(walker: self).walk(type, context: context)
    }

    /// Walks the component view `type` as part of the screen `screen` shows it in: its navigation leaves from that screen.
    func walkComponent(_ type: DeclaredType, in screen: String) {
        guard let draft = screenDraft(ofType: screen), let body = ScreenWalker.body(of: type, index: index) else { return }
        var context = silenced(Context(draft: draft, type: type, file: body.file))
        context.inlined = [type.name]
        walk(statements: body.statements, context)
    }

    /// The draft of the screen of type `name`, walked first if need be; the root screen's when the type wraps itself in
    /// a container. `nil` when the type is no view or view controller.
    func screenDraft(ofType name: String) -> ScreenDraft? {
        guard let type = index.type(named: name), index.isView(type) || index.isViewController(type) else { return nil }
        screenTypes.insert(type.name)
        walkScreen(type)
        guard let id = redirects[type.name], let container = drafts[id] else { return drafts[type.name] }
        guard let root = container.edges.first(where: { $0.kind == .relationship }), case .scene(let rootID) = root.target else { return container }
        return drafts[rootID] ?? container
    }

    /// The models a view holds (`@State var viewModel = StatusRowViewModel(…)`, `let model: FeedModel`) when they
    /// navigate themselves (`routerPath.navigate(to:)` in a method): their sites become the screen's, as guesses.
    func walkHeldModels(of type: DeclaredType, _ context: Context) {
        let owners = ledger.owners
        for member in type.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                let spelled = binding.typeAnnotation.map { ScreenWalker.heldType($0.type) }
                    ?? binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calleeText
                guard let spelled, let model = index.type(named: spelled), !index.isView(model), !index.isViewController(model),
                      owners.contains(model.name), !isRouter(model), walkedModels.insert("\(context.draft.id)|\(model.name)").inserted else { continue }
                var inner = silenced(context)
                inner.type = model
                inner.isGuess = true
                inner.depth += 1
                for modelMember in membersWithSites(of: model) {
                    inner.file = modelMember.file
                    walkMember(modelMember.decl, inner)
                }
            }
        }
    }

    /// Walks the members of the screen `type` that hold sites no walk reached (a method only called from a closure the
    /// walk does not follow, such as a search result's selection handler): their navigation leaves from the screen.
    func walkUnreachedMembers(of type: DeclaredType) {
        let unreached = members(of: type, holding: ledger.unvisited)
        guard !unreached.isEmpty, let draft = screenDraft(ofType: type.name) else { return }
        var context = Context(draft: draft, type: type, file: type.file)
        context.inlined = [type.name]
        for member in unreached {
            context.file = member.file
            walkMember(member.decl, context)
        }
    }

    /// Walks a method's body, or a computed property's getter (a reducer's `var body: some Reducer { Reduce { … } }`).
    private func walkMember(_ decl: DeclSyntax, _ context: Context) {
        if let function = decl.as(FunctionDeclSyntax.self), let body = function.body {
            walk(statements: body.statements, context)
        } else if let variable = decl.as(VariableDeclSyntax.self) {
            for binding in variable.bindings {
                if case .getter(let statements)? = binding.accessorBlock?.accessors { walk(statements: statements, context) }
            }
        }
    }

    /// The members of `model` that hold one of its sites: walking them reaches every site, and the members that only
    /// call them (and are walked through them) need not be walked again.
    private func membersWithSites(of model: DeclaredType) -> [(decl: DeclSyntax, file: Int)] {
        if let found = siteMembers[model.name] { return found }
        let found = members(of: model, holding: ledger.entries.values)
        siteMembers[model.name] = found
        return found
    }

    /// The members of `type` whose lines hold one of `sites` written in it.
    private func members(of type: DeclaredType, holding sites: some Sequence<SiteLedger.Entry>) -> [(decl: DeclSyntax, file: Int)] {
        var lines: [String: [Int]] = [:]
        for entry in sites where entry.owner == type.name { if let line = entry.location.line { lines[entry.location.file, default: []].append(line) } }
        return type.members.filter { member in
            let file = files[member.file]
            guard let siteLines = lines[file.displayPath] else { return false }
            return siteLines.contains(where: file.lines(of: member.decl).contains)
        }
    }

    /// The type a property holds, as written: the app's type a library's generic store wraps (`StoreOf<Feature>`,
    /// `Store<Feature.State, Feature.Action>`), else the type itself.
    static func heldType(_ type: TypeSyntax) -> String {
        if let generic = type.as(IdentifierTypeSyntax.self), let first = generic.genericArgumentClause?.arguments.first?.argument,
           generic.name.text.hasPrefix("Store") {
            let argument = first.trimmedText
            return argument.hasSuffix(".State") ? String(argument.dropLast(6)) : argument
        }
        return type.trimmedText
    }

    /// The body statements of a view: `var body`, else `func body(…)` (the app's own view protocols), else the `body` an
    /// extension of a protocol it adopts gives it (`extension PlatformView { var body: some View { iOSView } }`, walked with
    /// the view's own members).
    static func body(of type: DeclaredType, index: TypeIndex, depth: Int = 0) -> (statements: CodeBlockItemListSyntax, file: Int)? {
        if let own = ownBody(of: type, index: index) { return own }
        guard depth < 4 else { return nil }
        for name in type.inherited {
            guard let adopted = index.type(named: name), adopted.kind == .protocolType, let body = body(of: adopted, index: index, depth: depth + 1) else { continue }
            return body
        }
        return nil
    }

    private static func ownBody(of type: DeclaredType, index: TypeIndex) -> (statements: CodeBlockItemListSyntax, file: Int)? {
        if let property = index.property("body", of: type), let accessors = property.binding.accessorBlock?.accessors {
            switch accessors {
            case .getter(let statements): return (statements, property.file)
            case .accessors(let list):
                if let getter = list.first(where: { $0.accessorSpecifier.text == "get" }), let statements = getter.body?.statements {
                    return (statements, property.file)
                }
            }
        }
        if let method = index.method("body", of: type), let statements = method.decl.body?.statements { return (statements, method.file) }
        return nil
    }

    static func controllerKind(_ type: DeclaredType, index: TypeIndex) -> SceneKind {
        var names = type.inherited
        var seen: Set<String> = []
        while let name = names.first {
            names.removeFirst()
            if seen.contains(name) { continue }
            seen.insert(name)
            switch name {
            case "UITableViewController": return .tableViewController
            case "UICollectionViewController": return .collectionViewController
            case "UINavigationController": return .navigationController
            case "UITabBarController": return .tabBarController
            case "UISplitViewController": return .splitViewController
            case "UIPageViewController": return .pageViewController
            default: names += index.type(named: name)?.inherited ?? []
            }
        }
        return .viewController
    }

    func makeDraft(id: String, kind: SceneKind, customClass: String?, location: SourceLocation?) -> ScreenDraft {
        if let existing = drafts[id] { return existing }
        let draft = ScreenDraft(id: id, kind: kind, customClass: customClass, location: location)
        drafts[id] = draft
        order.append(id)
        return draft
    }

    /// The drafts in the order they were made.
    var orderedDrafts: [ScreenDraft] { order.compactMap { drafts[$0] } }

    // MARK: Containers

    static let containerNames: [String: SceneKind] = [
        "NavigationStack": .navigationController, "NavigationView": .navigationController,
        "TabView": .tabBarController, "NavigationSplitView": .splitViewController,
    ]

    /// The scene kind of a container call: a `TabView` styled as pages is a page view controller, not tabs.
    static func containerKind(_ call: FunctionCallExprSyntax) -> SceneKind {
        isPager(call) ? .pageViewController : containerNames[call.calleeName ?? ""]!
    }

    /// Whether a `TabView` is a pager: `.tabViewStyle(.page)` (or `PageTabViewStyle()`) among its modifiers.
    static func isPager(_ call: FunctionCallExprSyntax) -> Bool {
        guard call.calleeName == "TabView" else { return false }
        var node = Syntax(call)
        while let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id,
              let modifier = member.parent?.as(FunctionCallExprSyntax.self) {
            if modifier.calleeName == "tabViewStyle", modifier.arguments.first?.expression.trimmedText.lowercased().contains("page") == true {
                return true
            }
            node = Syntax(modifier)
        }
        return false
    }

    /// The container call a body consists of (modifiers aside), if any.
    private func rootContainer(_ statements: CodeBlockItemListSyntax) -> FunctionCallExprSyntax? {
        guard statements.count == 1, let expr = statements.first?.expression else { return nil }
        var current: ExprSyntax? = expr
        while let next = current {
            if let postfix = next.as(PostfixIfConfigExprSyntax.self) {
                current = postfix.base
                continue
            }
            guard let call = next.unwrapped.as(FunctionCallExprSyntax.self) else { return nil }
            if call.modifiedBase == nil || ViewFinder.isTypeReference(call.modifiedBase) {
                return ScreenWalker.containerNames[call.calleeName ?? ""] != nil ? call : nil
            }
            current = call.modifiedBase
        }
        return nil
    }

    /// A view whose body is a container: the container stands for the view; the modifiers on it and the
    /// content that is not another screen are the view's own.
    private func walkRootContainer(_ container: FunctionCallExprSyntax, of type: DeclaredType, context: Context) {
        let name = container.calleeName ?? "NavigationStack"
        let containerID = "\(type.name).\(name)"
        redirects[type.name] = containerID
        let draft = makeDraft(id: containerID, kind: ScreenWalker.containerKind(container), customClass: type.name,
                              location: location(of: container))
        draft.title = type.simpleName
        drafts.removeValue(forKey: type.name)
        order.removeAll { $0 == type.name }
        var inner = context
        inner.draft = draft
        fillContainer(container, draft: draft, owner: type, context: inner)
        // Modifiers applied to the container (sheets, toolbars) belong to its root screen when it has one.
        let modifierContext = rootScreenContext(of: draft, fallback: inner)
        walkModifiers(around: container, in: context.file, context: modifierContext)
    }

    private func rootScreenContext(of container: ScreenDraft, fallback: Context) -> Context {
        guard let root = container.edges.first(where: { $0.kind == .relationship }), case .scene(let id) = root.target,
              let rootDraft = drafts[id] else { return fallback }
        var context = fallback
        context.draft = rootDraft
        return context
    }

    /// Walks the modifiers wrapped around `call` in its body expression (outermost last), `#if` ones included.
    private func walkModifiers(around call: FunctionCallExprSyntax, in file: Int, context: Context) {
        var node: Syntax = Syntax(call)
        while let parent = node.parent {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == node.id,
               let modifier = member.parent?.as(FunctionCallExprSyntax.self) {
                handleModifier(modifier, context)
                node = Syntax(modifier)
            } else if let postfix = parent.as(PostfixIfConfigExprSyntax.self), postfix.base?.id == node.id {
                walk(Syntax(postfix.config), context)
                node = parent
            } else {
                break
            }
        }
    }

    /// Fills a container draft: a stack's root, a tab view's tabs, a split view's columns.
    func fillContainer(_ call: FunctionCallExprSyntax, draft: ScreenDraft, owner: DeclaredType?, context: Context) {
        let location = location(of: call)
        switch call.calleeName {
        case "TabView":
            guard let content = call.trailingClosure ?? call.closure("content") else { return }
            let isPager = ScreenWalker.isPager(call)
            for (offset, tab) in tabs(in: content.statements, context: context).enumerated() {
                draft.edges.append(ScreenDraft.Edge(kind: .relationship, target: tab.ref, trigger: .manual, location: tab.location,
                                                    isInferred: tab.isInferred, role: isPager ? .page : .tab(offset)))
                if let title = tab.title { tabTitles[tab.ref] = tabTitles[tab.ref] ?? title }
            }
            // A selection binding's setter runs when a tab is picked (`set: { tab in if tab == .post { presentedSheet =
            // .editor } }`): what it shows leaves from the tab bar.
            if let selection = call.argument("selection") { walk(Syntax(selection), silenced(context)) }
        case "NavigationSplitView":
            var columns: [(RelationshipRole, ClosureExprSyntax)] = []
            if let sidebar = call.trailingClosure ?? call.closure("sidebar") { columns.append((.master, sidebar)) }
            if let content = call.closure("content") { columns.append((.supplementary, content)) }
            if let detail = call.closure("detail") { columns.append((.detail, detail)) }
            for (role, closure) in columns {
                let child = childTarget(of: Syntax(closure), name: "\(draft.id).\(role)", context: context)
                draft.edges.append(ScreenDraft.Edge(kind: .relationship, target: child.ref, trigger: .manual, location: location,
                                                    isInferred: child.isInferred, role: role))
                // A column that switches among screens (`detail: { switch selection { case .a: A() … } }`) shows each.
                guard role != .master, isDirectScreen(Syntax(closure)) else { continue }
                let found = finder.targets(in: Syntax(closure), type: context.type)
                for other in found.targets.dropFirst() {
                    draft.edges.append(ScreenDraft.Edge(kind: .relationship, target: wrapped(other, context: context), trigger: .manual,
                                                        location: location, isInferred: found.isInferred, role: role))
                }
            }
        default:
            guard let content = call.trailingClosure ?? call.closure("root") ?? call.closure("content") else { return }
            let child = childTarget(of: Syntax(content), name: "\(draft.id).root", context: context, inlineOwner: owner)
            draft.edges.append(ScreenDraft.Edge(kind: .relationship, target: child.ref, trigger: .manual, location: location,
                                                isInferred: child.isInferred, role: .root))
        }
    }

    /// Titles from `.tabItem` and `Tab("…")`, by target.
    var tabTitles: [SceneRef: String] = [:]

    private struct Tab {
        var ref: SceneRef
        var title: String?
        var location: SourceLocation
        var isInferred: Bool
    }

    /// The tabs of a `TabView`: each top-level view, `Tab(…) { … }`, and the views of a `ForEach` over tabs.
    private func tabs(in statements: CodeBlockItemListSyntax, context: Context) -> [Tab] {
        var result: [Tab] = []
        for item in statements {
            guard let expr = item.expression else {
                if case .decl(let decl) = item.item, let ifConfig = decl.as(IfConfigDeclSyntax.self) {
                    for clause in ifConfig.clauses { if case .statements(let inner)? = clause.elements { result += tabs(in: inner, context: context) } }
                }
                continue
            }
            let location = location(of: expr)
            if let call = expr.unwrapped.as(FunctionCallExprSyntax.self), ["ForEach", "TabSection"].contains(call.calleeName ?? "") {
                if let closure = call.trailingClosure { result += tabs(in: closure.statements, context: context) }
                continue
            }
            if let ifExpr = expr.as(IfExprSyntax.self) {
                result += tabs(in: ifExpr.body.statements, context: context)
                if case .codeBlock(let block)? = ifExpr.elseBody { result += tabs(in: block.statements, context: context) }
                continue
            }
            let title = tabTitle(of: expr)
            let found = finder.targets(in: Syntax(expr), type: context.type)
            if found.targets.isEmpty {
                let child = childTarget(of: Syntax(expr), name: "\(context.draft.id).tab\(result.count + 1)", context: context)
                result.append(Tab(ref: child.ref, title: title, location: location, isInferred: false))
            }
            for target in found.targets {
                result.append(Tab(ref: wrapped(target, context: context), title: found.targets.count == 1 ? title : nil, location: location, isInferred: found.isInferred))
            }
        }
        return result
    }

    private func tabTitle(of expr: ExprSyntax) -> String? {
        var current = expr.unwrapped.as(FunctionCallExprSyntax.self)
        while let call = current {
            if call.calleeName == "tabItem", let closure = call.trailingClosure { return TextSearch.firstText(in: Syntax(closure)) }
            if call.calleeName == "Tab", let first = call.arguments.first?.expression.literalText { return first }
            current = call.modifiedBase?.unwrapped.as(FunctionCallExprSyntax.self)
        }
        return nil
    }

    /// The child a container column or stack shows: a screen it constructs, else its own inline content
    /// drawn as a screen (named `name`, or the owning view's name when the content is the owner's own).
    private func childTarget(of node: Syntax, name: String, context: Context, inlineOwner: DeclaredType? = nil) -> (ref: SceneRef, isInferred: Bool) {
        let found = finder.targets(in: node, type: context.type)
        if let first = found.targets.first, isDirectScreen(node) {
            walkModifiersOfDirectChild(node, context: context)
            return (wrapped(first, context: context), found.isInferred)
        }
        let id = inlineOwner?.name ?? name
        let draft = makeDraft(id: id, kind: .viewController, customClass: inlineOwner?.name, location: location(of: node))
        var inner = context
        inner.draft = draft
        walk(node, inner)
        return (.scene(id), false)
    }

    /// Whether the content is one screen (maybe with modifiers), or a `switch`/`if` choosing among screens, not
    /// a screen inside other views.
    private func isDirectScreen(_ node: Syntax) -> Bool {
        guard let statements = node.as(ClosureExprSyntax.self)?.statements ?? node.as(CodeBlockItemListSyntax.self) else { return true }
        let exprs = statements.compactMap(\.expression)
        guard exprs.count == statements.count, !exprs.isEmpty else { return false }
        return exprs.allSatisfy(isScreenChoice)
    }

    private func isScreenChoice(_ expr: ExprSyntax) -> Bool {
        if let switchExpr = expr.as(SwitchExprSyntax.self) {
            return SwitchCases.cases(of: switchExpr).allSatisfy { isDirectScreen(Syntax($0.statements)) }
        }
        if let ifExpr = expr.as(IfExprSyntax.self) {
            guard isDirectScreen(Syntax(ifExpr.body.statements)) else { return false }
            switch ifExpr.elseBody {
            case .ifExpr(let elseIf)?: return isScreenChoice(ExprSyntax(elseIf))
            case .codeBlock(let block)?: return isDirectScreen(Syntax(block.statements))
            case nil: return true
            }
        }
        return isScreenCall(expr)
    }

    private func isScreenCall(_ expr: ExprSyntax) -> Bool {
        var current = expr.unwrapped.as(FunctionCallExprSyntax.self)
        var modified = false
        while let call = current {
            if let type = index.type(named: call.calleeText), index.isView(type) || index.isViewController(type) { return true }
            if ["NavigationStack", "NavigationView", "Group"].contains(call.calleeName ?? "") {
                // Modifiers on a wrapper (a sheet, a title) belong to the screen that writes them.
                return !modified && (call.trailingClosure.map { isDirectScreen(Syntax($0)) } ?? false)
            }
            guard call.modifiedBase != nil else { return false }
            modified = true
            current = call.modifiedBase?.unwrapped.as(FunctionCallExprSyntax.self)
        }
        return false
    }

    /// A container child written with modifiers (`TimelineView().toolbar { … }.sheet(…)`): the modifiers
    /// belong to that child's screen.
    func walkModifiersOfDirectChild(_ node: Syntax, context: Context) {
        guard let closure = node.as(ClosureExprSyntax.self), closure.statements.count == 1,
              let expr = closure.statements.first?.expression else { return }
        var modifiers: [FunctionCallExprSyntax] = []
        var current = expr.unwrapped.as(FunctionCallExprSyntax.self)
        while let call = current, call.modifiedBase != nil, !ViewFinder.isTypeReference(call.modifiedBase) {
            modifiers.append(call)
            current = call.modifiedBase?.unwrapped.as(FunctionCallExprSyntax.self)
        }
        guard let root = current, let type = index.type(named: root.calleeText), index.isView(type) else { return }
        walkScreen(type)
        let screenID = redirects[type.name].flatMap { id in rootScreenContext(of: drafts[id]!, fallback: context).draft.id } ?? type.name
        guard let draft = drafts[screenID] else { return }
        var inner = context
        inner.draft = draft
        for modifier in modifiers.reversed() { handleModifier(modifier, inner) }
    }

    /// A target with the screen walked (so it exists) and self-wrapping views redirected to their container.
    func wrapped(_ ref: SceneRef, context: Context) -> SceneRef {
        switch ref {
        case .type(let name):
            if let type = index.type(named: name) { screenTypes.insert(type.name); walkScreen(type) }
            return redirects[name].map { .scene($0) } ?? ref
        case .navigation(let inner):
            let child = wrapped(inner, context: context)
            if case .scene(let id) = child, drafts[id]?.kind == .navigationController { return child }
            let id = "NavigationStack(\(ScreenWalker.name(of: child)))"
            let draft = makeDraft(id: id, kind: .navigationController, customClass: nil, location: context.draft.location)
            if draft.edges.isEmpty {
                draft.title = "NavigationStack"
                draft.edges.append(ScreenDraft.Edge(kind: .relationship, target: child, trigger: .manual, location: context.draft.location!,
                                                    isInferred: false, role: .root))
            }
            return .scene(id)
        case .scene: return ref
        }
    }

    static func name(of ref: SceneRef) -> String {
        switch ref {
        case .type(let name), .scene(let name): name
        case .navigation(let inner): name(of: inner)
        }
    }
}

extension ScreenWalker {
    /// Drops a draft that turned out to show nothing (an `App` whose window is another screen).
    func discard(_ id: String) {
        drafts.removeValue(forKey: id)
        order.removeAll { $0 == id }
    }

    /// The scene id a target ends at.
    func sceneID(of ref: SceneRef) -> String {
        switch ref {
        case .type(let name): redirects[name] ?? name
        case .scene(let id): id
        case .navigation(let inner): sceneID(of: inner)
        }
    }
}
