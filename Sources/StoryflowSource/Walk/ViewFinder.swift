import Storyflow
import SwiftSyntax

/// Finds the screens an expression shows: the app's views and view controllers it constructs, through
/// modifiers, `Group`, `if`/`switch` branches, navigation wrappers, hosting controllers, storyboard
/// instantiation, the type's own helper members and one step of local `let`s.
struct ViewFinder {
    let index: TypeIndex
    /// Storyboard scenes by identifier, and each storyboard's initial scene, when storyboards were given.
    let storyboards: StoryboardScenes
    /// What each factory method of the app returns, worked out once (many calls reach the same factories).
    private let factories = FactoryCache()

    init(index: TypeIndex, storyboards: StoryboardScenes) {
        self.index = index
        self.storyboards = storyboards
    }

    /// The calls in `code` (``NavigationCalls``), listed once: the finder reads the same bodies again for many calls of
    /// the same types.
    func calls(in code: Syntax) -> [FunctionCallExprSyntax] {
        if let known = factories.calls[code.id] { return known }
        let found = NavigationCalls.in(code)
        factories.calls[code.id] = found
        return found
    }

    /// Calls that wrap the screen they are given (a navigation controller around it, a hosting controller for it).
    static let wrappers: Set<String> = ["UINavigationController", "UIHostingController", "AnyView", "NavigationStack", "NavigationView"]

    /// SwiftUI views that only wrap their content.
    static let transparent: Set<String> = ["Group", "AnyView", "NavigationStack", "NavigationView", "ZStack", "LazyView"]


    /// The targets of `node`, seen from inside `type`.
    func targets(in node: Syntax, type: DeclaredType?, depth: Int = 0) -> Resolution {
        guard depth < 16 else { return .unresolved("the destination is nested too deeply to follow") }
        if let expr = node.as(ExprSyntax.self) { return targets(ofExpression: expr.unwrapped, type: type, depth: depth) }
        if let closure = node.as(ClosureExprSyntax.self) { return targets(inStatements: closure.statements, type: type, depth: depth) }
        if let statements = node.as(CodeBlockItemListSyntax.self) { return targets(inStatements: statements, type: type, depth: depth) }
        return .unresolved("no view is constructed there")
    }

    func targets(inStatements statements: CodeBlockItemListSyntax, type: DeclaredType?, depth: Int) -> Resolution {
        var result = Resolution(targets: [])
        for item in statements {
            let node: Syntax
            switch item.item {
            case .expr(let expr): node = Syntax(expr)
            case .stmt(let statement):
                if let ret = statement.as(ReturnStmtSyntax.self), let value = ret.expression { node = Syntax(value) }
                else if let exprStatement = statement.as(ExpressionStmtSyntax.self) { node = Syntax(exprStatement.expression) }
                else { continue }
            case .decl(let decl):
                if let ifConfig = decl.as(IfConfigDeclSyntax.self) { node = Syntax(ifConfig) } else { continue }
            }
            if let ifConfig = node.as(IfConfigDeclSyntax.self) {
                for clause in ifConfig.clauses {
                    if case .statements(let inner)? = clause.elements { merge(&result, targets(inStatements: inner, type: type, depth: depth + 1)) }
                }
                continue
            }
            merge(&result, targets(in: node, type: type, depth: depth + 1))
        }
        if result.targets.isEmpty, result.reason == nil { result.reason = "no view is constructed there" }
        return result
    }

    private func merge(_ result: inout Resolution, _ other: Resolution) {
        for target in other.targets where !result.targets.contains(target) { result.targets.append(target) }
        result.isInferred = result.isInferred || other.isInferred
        if result.targets.isEmpty { result.reason = other.reason ?? result.reason } else { result.reason = nil }
        result.system = result.system ?? other.system
    }

    private func targets(ofExpression expr: ExprSyntax, type: DeclaredType?, depth: Int) -> Resolution {
        if let call = expr.as(FunctionCallExprSyntax.self) { return targets(ofCall: call, type: type, depth: depth) }
        if let ifExpr = expr.as(IfExprSyntax.self) {
            var result = targets(inStatements: ifExpr.body.statements, type: type, depth: depth + 1)
            switch ifExpr.elseBody {
            case .ifExpr(let elseIf)?: merge(&result, targets(ofExpression: ExprSyntax(elseIf), type: type, depth: depth + 1))
            case .codeBlock(let block)?: merge(&result, targets(inStatements: block.statements, type: type, depth: depth + 1))
            case nil: break
            }
            return result
        }
        if let switchExpr = expr.as(SwitchExprSyntax.self) {
            var result = Resolution(targets: [])
            for switchCase in SwitchCases.cases(of: switchExpr) { merge(&result, targets(inStatements: switchCase.statements, type: type, depth: depth + 1)) }
            return result
        }
        if let ternary = expr.as(TernaryExprSyntax.self) {
            var result = targets(ofExpression: ternary.thenExpression.unwrapped, type: type, depth: depth + 1)
            merge(&result, targets(ofExpression: ternary.elseExpression.unwrapped, type: type, depth: depth + 1))
            return result
        }
        if let cast = expr.as(AsExprSyntax.self) {
            let found = targets(ofExpression: cast.expression.unwrapped, type: type, depth: depth + 1)
            if !found.targets.isEmpty { return found }
            if let castType = index.type(named: cast.type.trimmedText), index.isViewController(castType) {
                return .found([.type(castType.name)], inferred: true)
            }
            return found
        }
        if let closure = expr.as(ClosureExprSyntax.self) { return targets(inStatements: closure.statements, type: type, depth: depth + 1) }
        // A tuple (`return (navigationController, viewModel)`): the element that is a screen.
        if let tuple = expr.as(TupleExprSyntax.self) {
            for element in tuple.elements {
                let found = targets(ofExpression: element.expression.unwrapped, type: type, depth: depth + 1)
                if !found.targets.isEmpty { return found }
            }
            return .unresolved("a tuple of no screen")
        }
        // `make().0`: the tuple's element, as above.
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base, Int(member.declName.baseName.text) != nil {
            return targets(ofExpression: base.unwrapped, type: type, depth: depth + 1)
        }
        if let name = expr.as(DeclReferenceExprSyntax.self)?.baseName.text { return targets(ofName: name, at: Syntax(expr), type: type, depth: depth) }
        if let member = expr.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            return targets(ofName: member.declName.baseName.text, at: Syntax(expr), type: type, depth: depth)
        }
        // A computed property of another type of the app that builds a screen (`legacyViews.appIcon`).
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base, let owner = receiverType(of: base, at: Syntax(expr)),
           let property = index.property(member.declName.baseName.text, of: owner),
           case .getter(let statements)? = property.binding.accessorBlock?.accessors {
            let found = targets(inStatements: statements, type: owner, depth: depth + 1)
            if !found.targets.isEmpty || found.system != nil { return found }
        }
        // `View() #if os(macOS) .sheet(…) #endif`: the view the platform modifiers are applied to.
        if let postfix = expr.as(PostfixIfConfigExprSyntax.self), let base = postfix.base {
            return targets(ofExpression: base.unwrapped, type: type, depth: depth + 1)
        }
        if let sequence = expr.as(SequenceExprSyntax.self), let last = sequence.elements.last {
            return targets(ofExpression: last.unwrapped, type: type, depth: depth + 1)
        }
        return .unresolved("'\(expr.trimmedText.prefix(40))' is not a view the app declares")
    }

    private func targets(ofCall call: FunctionCallExprSyntax, type: DeclaredType?, depth: Int) -> Resolution {
        let name = call.calleeName ?? ""
        if NavigationAPI.systemControllers.contains(name) { return .system(name) }
        if let declared = index.type(named: call.calleeText), let system = systemController(wrappedBy: declared) { return .system(system) }
        if let declared = index.type(named: call.calleeText), let controller = controllerRepresented(by: declared) { return .found([.type(controller.name)]) }
        if let declared = index.type(named: call.calleeText), index.isView(declared) || index.isViewController(declared) {
            // The app's own wrapper (`Demo(store: s) { store in CounterView(store: store) }`) shows the screen it is given.
            // A wrapper putting its content in a navigation stack (`NavigationSheet { SettingsView() }`) shows it in one.
            if let (content, isStacked) = content(of: call, wrapper: declared) {
                let inner = targets(in: content, type: type, depth: depth + 1)
                if !inner.targets.isEmpty {
                    return isStacked ? Resolution(targets: inner.targets.map { .navigation($0) }, isInferred: inner.isInferred) : inner
                }
            }
            // The app's own hosting controller stands for the view it hosts.
            if index.inherits(declared, from: "UIHostingController"), let hosted = hostedRootView(of: declared, depth: depth) { return hosted }
            // The app's own container class around a root (`ContainerViewController(rootViewController: c)`, a navigation
            // controller subclass) shows that root: in a navigation stack when it is one.
            if let root = call.argument("rootViewController") ?? call.argument("rootView") {
                let inner = targets(in: Syntax(root), type: type, depth: depth + 1)
                if !inner.targets.isEmpty {
                    let isStack = index.inherits(declared, from: "UINavigationController")
                    // One root expression: several targets are alternatives (`c` set in an `if` and its `else`), each a stack.
                    return Resolution(targets: isStack ? inner.targets.map { .navigation($0) } : inner.targets, isInferred: inner.isInferred)
                }
            }
            return .found([.type(declared.name)])
        }
        switch name {
        case "NavigationStack", "NavigationView":
            let inner = call.allClosures.first.map { targets(in: Syntax($0), type: type, depth: depth + 1) } ?? .unresolved("empty navigation stack")
            return Resolution(targets: inner.targets.prefix(1).map { .navigation($0) }, isInferred: inner.isInferred, reason: inner.reason)
        case "UINavigationController":
            guard let root = call.argument("rootViewController") else { return .unresolved("a navigation controller without a root") }
            let inner = targets(in: Syntax(root), type: type, depth: depth + 1)
            return Resolution(targets: inner.targets.map { .navigation($0) }, isInferred: inner.isInferred, reason: inner.reason)
        case "UIHostingController":
            guard let root = call.argument("rootView") else { return .unresolved("a hosting controller without a root view") }
            return targets(in: Syntax(root), type: type, depth: depth + 1)
        case "instantiateViewController":
            return hostedViews(in: storyboardScene(call))
        case "instantiateInitialViewController":
            return hostedViews(in: storyboards.initialScene(named: StoryboardScenes.storyboardName(near: call)))
        default: break
        }
        if let entries = listedEntries(holding: call, type: type, depth: depth) { return entries }
        // A factory of another type of the app (`OnboardingFlow.shared.begin(flow:)`, `router.makeDetail(for:)`): what it returns.
        if let base = call.modifiedBase, let owner = receiverType(of: base, at: call), let method = index.method(name, of: owner) {
            if let wrapped = screenWrapped(by: call, factory: method.decl, type: type, depth: depth) { return wrapped }
            let found = returned(by: name, of: owner)
            if !found.targets.isEmpty || found.system != nil { return found }
            // A factory declared to return a screen (`static func build(…) -> AssistView { …; return .init(…) }`).
            if let declared = screen(declaredAsReturnedBy: method.decl, in: owner) { return .found([.type(declared.name)]) }
        }
        if let owner = ownerTaking(call) {
            let found = returned(by: name, of: owner)
            if !found.targets.isEmpty || found.system != nil { return found }
        }
        if call.modifiedBase != nil, index.type(named: call.calleeText) == nil, !ViewFinder.isTypeReference(call.modifiedBase) {
            // A modifier: what it modifies is the view.
            if let base = call.modifiedBase { return targets(ofExpression: base.unwrapped, type: type, depth: depth + 1) }
        }
        if let type, index.method(name, of: type) != nil {
            if let scene = storyboardScene(chosenBy: call, among: index.methods(name, of: type)) { return scene }
            return returned(by: name, of: type)
        }
        if ViewFinder.transparent.contains(name) || name == "Tab" || ViewFinder.isUnknownWrapper(name, call: call, index: index) {
            var result = Resolution(targets: [])
            for closure in call.allClosures { merge(&result, targets(in: Syntax(closure), type: type, depth: depth + 1)) }
            if let first = call.arguments.first, first.label == nil { merge(&result, targets(in: Syntax(first.expression), type: type, depth: depth + 1)) }
            return result
        }
        // A value of the app's that carries the screen it shows (`Route(id: "settings") { SettingsView() }`).
        if let declared = index.type(named: call.calleeText), !call.allClosures.isEmpty {
            var result = Resolution(targets: [])
            for closure in call.allClosures { merge(&result, targets(in: Syntax(closure), type: declared, depth: depth + 1)) }
            if !result.targets.isEmpty { return result }
        }
        if let declared = index.type(named: call.calleeText), !index.isView(declared), !index.isViewController(declared) {
            let hosted = hostedScreen(of: declared, depth: depth)
            if !hosted.targets.isEmpty { return hosted }
        }
        return .unresolved("'\(call.calleeText)' is not a view the app declares")
    }

    /// The type declaring the one method `call` can be, when the value it is called on is of a type the scan cannot tell
    /// (`appHooks.recoveryKeyHook.makeCoordinator(parameters: parameters)`): the app's methods of that name and labels,
    /// narrowed to those whose parameters take the types of the arguments the app builds (`parameters` made as
    /// `RecoveryKeyParameters(…)`), as the compiler's overload resolution would.
    private func ownerTaking(_ call: FunctionCallExprSyntax) -> DeclaredType? {
        guard let base = call.modifiedBase, receiverType(of: base, at: call) == nil, let name = call.calleeName else { return nil }
        let typed: [(label: String, type: String)] = call.arguments.compactMap { argument in
            var value = argument.expression.unwrapped
            if let reference = value.as(DeclReferenceExprSyntax.self), let bound = LocalBindings.value(of: reference.baseName.text, before: Syntax(call)) {
                value = bound.unwrapped
            }
            guard let made = value.as(FunctionCallExprSyntax.self), let type = index.type(named: made.calleeText) else { return nil }
            return (argument.label?.text ?? "_", type.name)
        }
        guard !typed.isEmpty else { return nil }
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        let candidates = index.implementations(of: name).filter { implementation in
            let parameters = implementation.decl.signature.parameterClause.parameters
            guard NavigationHelpers.fits(labels, parameters.map(\.firstName.text)) else { return false }
            return typed.allSatisfy { argument in
                parameters.first { $0.firstName.text == argument.label }.map { index.type(named: $0.type.trimmedText)?.name == argument.type } ?? false
            }
        }
        return Set(candidates.map(\.owner.name)).count == 1 ? candidates.first?.owner : nil
    }

    /// What the methods named `name` of `owner` return: the first overload's screens, else the next's (`make(…).0` of one
    /// overload returning what another makes). Each is worked out from its body once, whatever the depth of the call that
    /// first reached it; a method reaching itself again meanwhile finds nothing.
    private func returned(by name: String, of owner: DeclaredType) -> Resolution {
        var result = Resolution.unresolved("'\(name)' returns no screen")
        for method in index.methods(name, of: owner) {
            guard let body = method.decl.body else { continue }
            let found = factories.results[method.decl.id] ?? {
                factories.results[method.decl.id] = .unresolved("'\(name)' returns what it returns")
                var found = targets(inStatements: body.statements, type: owner, depth: 1)
                if found.targets.count > 1 { found.isInferred = true }
                factories.results[method.decl.id] = found
                return found
            }()
            if !found.targets.isEmpty || found.system != nil { return found }
            result = found
        }
        return result
    }

    /// What a call passes to a factory that wraps it (`static func navController(for controller: UIViewController) ->
    /// UINavigationController { NavCon(rootViewController: controller) }`): that screen, in a stack when the wrapper is one.
    private func screenWrapped(by call: FunctionCallExprSyntax, factory: FunctionDeclSyntax, type: DeclaredType?, depth: Int) -> Resolution? {
        guard let body = factory.body else { return nil }
        for wrapper in calls(in: Syntax(body)) {
            guard let root = (wrapper.argument("rootViewController") ?? wrapper.argument("rootView"))?.unwrapped.as(DeclReferenceExprSyntax.self),
                  let parameter = factory.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == root.baseName.text })
            else { continue }
            let label = parameter.firstName.text
            guard let argument = call.arguments.first(where: { ($0.label?.text ?? "_") == label })?.expression else { return nil }
            let inner = targets(in: Syntax(argument), type: type, depth: depth + 1)
            guard !inner.targets.isEmpty else { return nil }
            let isStack = wrapper.calleeText == "UINavigationController"
                || index.type(named: wrapper.calleeText).map { index.inherits($0, from: "UINavigationController") } == true
            return Resolution(targets: isStack ? inner.targets.prefix(1).map { .navigation($0) } : inner.targets, isInferred: inner.isInferred)
        }
        return nil
    }

    /// Whether `value` makes an empty container of the app's own: a navigation controller (`NavigationViewController()`) or
    /// an object that is no screen (`NavigationStackCoordinator()`), which shows whatever is put in it rather than a
    /// screen of its own.
    private func isEmptyContainer(_ value: ExprSyntax) -> Bool {
        guard let made = value.unwrapped.as(FunctionCallExprSyntax.self), made.arguments.isEmpty, made.trailingClosure == nil,
              let declared = index.type(named: made.calleeText) else { return false }
        return index.inherits(declared, from: "UINavigationController") || (!index.isView(declared) && !index.isViewController(declared))
    }

    /// An empty container made in place and then handed its screen (`let stack = NavigationStackCoordinator()`,
    /// `stack.setRootCoordinator(coordinator)`, `present(stack)`): the first screen a call on it is given.
    private func screenPutInto(_ name: String, madeBy value: ExprSyntax, at node: Syntax, type: DeclaredType?, depth: Int) -> Resolution? {
        guard let made = value.unwrapped.as(FunctionCallExprSyntax.self), made.arguments.isEmpty, made.trailingClosure == nil else { return nil }
        var scope: Syntax? = node
        while let current = scope, !current.is(FunctionDeclSyntax.self), !current.is(CodeBlockSyntax.self) { scope = current.parent }
        guard let scope else { return nil }
        for call in calls(in: scope) where call.modifiedBase?.as(DeclReferenceExprSyntax.self)?.baseName.text == name {
            guard let given = call.arguments.first?.expression, given.as(DeclReferenceExprSyntax.self)?.baseName.text != name else { continue }
            let found = targets(in: Syntax(given), type: type, depth: depth + 1)
            if !found.targets.isEmpty { return found }
        }
        return nil
    }

    /// The content a call of the app's view `wrapper` passes for its body to show (see ``shownContent(of:)``), given as a
    /// closure, or as an autoclosure's expression (`LazyView(DetailView())`).
    private func content(of call: FunctionCallExprSyntax, wrapper: DeclaredType) -> (content: Syntax, isStacked: Bool)? {
        guard let (name, isStacked) = shownContent(of: wrapper) else { return nil }
        if let closure = call.closure(name) ?? call.trailingClosure { return (Syntax(closure), isStacked) }
        return call.arguments.first { $0.label == nil || $0.label?.text == name }.map { (Syntax($0.expression), isStacked) }
    }

    /// The property holding the content a view of the app only wraps, when its body is that content (with modifiers
    /// around it): a stored property of function type (`let content: (Store) -> Content`) called in `body`
    /// (`content(store)`), or of the view type the wrapper is generic over (`let content: Content`, shown as
    /// `content.alert(…)`); `isStacked` when the body puts it in a navigation stack (`NavigationStack { content() }`).
    /// Such a wrapper is no screen: each use of it shows the content it is given.
    func shownContent(of wrapper: DeclaredType) -> (property: String, isStacked: Bool)? {
        guard let body = ScreenWalker.body(of: wrapper, index: index), body.statements.count == 1,
              var shown = body.statements.first?.expression?.unwrapped else { return nil }
        while let modified = shown.as(FunctionCallExprSyntax.self)?.modifiedBase { shown = modified.unwrapped }
        var isStacked = false
        if let stack = shown.as(FunctionCallExprSyntax.self), ["NavigationStack", "NavigationView"].contains(stack.calleeName ?? ""),
           let statements = stack.trailingClosure?.statements, statements.count == 1, let inner = statements.first?.expression?.unwrapped {
            shown = inner
            isStacked = true
            while let modified = shown.as(FunctionCallExprSyntax.self)?.modifiedBase { shown = modified.unwrapped }
        }
        let reference = shown.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)
            ?? shown.as(DeclReferenceExprSyntax.self)
        guard let name = reference?.baseName.text, let property = index.property(name, of: wrapper),
              let declared = property.binding.typeAnnotation?.type.trimmedText,
              declared.contains("->") || Self.genericParameters(of: wrapper).contains(declared) else { return nil }
        return (name, isStacked)
    }

    /// The names of the generic parameters `type` declares (`Content` of `struct Card<Content: View>`).
    private static func genericParameters(of type: DeclaredType) -> Set<String> {
        let clause = type.node.as(StructDeclSyntax.self)?.genericParameterClause ?? type.node.as(ClassDeclSyntax.self)?.genericParameterClause
        return Set(clause?.parameters.map(\.name.text) ?? [])
    }

    /// The app type a method is called on: a type (`Factory.make()`), its shared instance (`Flow.shared.begin()`), or a
    /// value whose declared type is known where the call is written.
    private func receiverType(of base: ExprSyntax, at call: FunctionCallExprSyntax) -> DeclaredType? {
        receiverType(of: base, at: Syntax(call))
    }

    private func receiverType(of base: ExprSyntax, at place: Syntax) -> DeclaredType? {
        let value = base.unwrapped
        if ViewFinder.isTypeReference(value) { return index.type(named: value.trimmedText) }
        if let member = value.as(MemberAccessExprSyntax.self), let root = member.base, ViewFinder.isTypeReference(root) {
            return index.type(named: root.trimmedText)
        }
        guard value.is(DeclReferenceExprSyntax.self), let spelled = DeclaredTypes.type(of: value, index: index, at: place) else { return nil }
        return index.type(named: spelled)
    }

    /// Storyboard scenes of the app's hosting controllers (`<hostingController customClass="DownloadsHostingController">`)
    /// as the views they host, whose scenes carry the screen's navigation; other targets as they are.
    private func hostedViews(in resolution: Resolution) -> Resolution {
        var resolution = resolution
        resolution.targets = resolution.targets.map { target in
            guard case .scene(let id) = target, let customClass = storyboards.flow?.scene(id: id)?.customClass,
                  let controller = index.type(named: customClass), let view = hostedView(of: controller) else { return target }
            return .type(view.name)
        }
        return resolution
    }

    /// The one view of the app an app's `UIHostingController` subclass hosts (`class SettingsController:
    /// UIHostingController<SettingsView>`): the screen the controller stands for. `nil` for any other type.
    func hostedView(of type: DeclaredType) -> DeclaredType? {
        guard index.isViewController(type), index.inherits(type, from: "UIHostingController"),
              let hosted = hostedRootView(of: type, depth: 0), hosted.targets.count == 1, case .type(let name) = hosted.targets[0],
              let view = index.type(named: name), index.isView(view) else { return nil }
        return view
    }

    /// The view an app's `UIHostingController` subclass hosts: its generic argument (`: UIHostingController<SettingsView>`,
    /// also through the app's own generic subclass),
    /// the view it sets as its root once it is made (`self.rootView = AnyView(SettingsRootView(…))`, after a placeholder),
    /// or the `rootView:` its initializer passes up (`super.init(rootView: AnyView(SettingsView()))`).
    private func hostedRootView(of type: DeclaredType, depth: Int) -> Resolution? {
        for member in type.members {
            for assignment in Assignments.values(assignedTo: ["rootView", "self.rootView"], in: Syntax(member.decl)) {
                let found = targets(in: Syntax(assignment), type: type, depth: depth + 1)
                if !found.targets.isEmpty { return found }
            }
        }
        if let clause = type.node.asProtocol(DeclGroupSyntax.self)?.inheritanceClause {
            for inherited in clause.inheritedTypes {
                guard let generic = inherited.type.as(IdentifierTypeSyntax.self), isHostingController(generic.name.text),
                      let argument = generic.genericArgumentClause?.arguments.first?.argument.trimmedText,
                      let view = index.type(named: argument), index.isView(view) else { continue }
                return .found([.type(view.name)])
            }
        }
        for member in type.members {
            guard let initializer = member.decl.as(InitializerDeclSyntax.self), let body = initializer.body else { continue }
            for call in calls(in: Syntax(body)) where call.calledExpression.trimmedText == "super.init" {
                guard let root = call.argument("rootView") else { continue }
                let found = targets(in: Syntax(root), type: type, depth: depth + 1)
                if !found.targets.isEmpty { return found }
            }
        }
        return nil
    }

    /// Whether `name` is `UIHostingController` or the app's own generic subclass of it (`ThemedHostingController<Content>`).
    private func isHostingController(_ name: String) -> Bool {
        name == "UIHostingController" || index.type(named: name).map { index.inherits($0, from: "UIHostingController") } == true
    }

    /// The system controller an app type only wraps: a subclass of one, or a representable whose controller is one
    /// (`struct SafariView: UIViewControllerRepresentable { func makeUIViewController(…) -> SFSafariViewController }`).
    func systemController(wrappedBy type: DeclaredType) -> String? {
        if let base = type.inherited.first(where: NavigationAPI.systemControllers.contains) { return base }
        guard let make = index.method("makeUIViewController", of: type) else { return nil }
        if let returned = make.decl.signature.returnClause?.type.trimmedText, NavigationAPI.systemControllers.contains(TypeIndex.cleanTypeName(returned)) {
            return TypeIndex.cleanTypeName(returned)
        }
        guard let body = make.decl.body else { return nil }
        return calls(in: Syntax(body)).lazy.compactMap(\.calleeName).first(where: NavigationAPI.systemControllers.contains)
    }

    /// The app's own view controller a representable of the app only brings into SwiftUI (`struct DetailWrapper:
    /// UIViewControllerRepresentable { func makeUIViewController(…) -> DetailViewController }`): the screen it stands for.
    func controllerRepresented(by type: DeclaredType) -> DeclaredType? {
        guard let make = index.method("makeUIViewController", of: type) else { return nil }
        var names: Set<String> = []
        if let returned = make.decl.signature.returnClause?.type.trimmedText { names.insert(TypeIndex.cleanTypeName(returned)) }
        if let body = make.decl.body { names.formUnion(calls(in: Syntax(body)).compactMap(\.calleeName)) }
        // A hosting controller brought back into SwiftUI only carries SwiftUI content (a preferences wrapper): no screen.
        let controllers = Set(names.compactMap { index.type(named: $0) }
            .filter { index.isViewController($0) && !index.inherits($0, from: "UIHostingController") }.map(\.name))
        guard controllers.count == 1, let name = controllers.first else { return nil }
        return index.type(named: name)
    }

    /// The screen a type of the app that is no screen stands for when it is shown (a coordinator, a screen's host): what
    /// its root member is bound to (`@Root var start = makeStart`), else what its one member building content builds
    /// (`func toPresentable() -> AnyView { AnyView(SettingsScreen(…)) }`).
    func hostedScreen(of type: DeclaredType, depth: Int) -> Resolution {
        for member in type.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  variable.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedText.lowercased().contains("root") == true }),
                  let value = variable.bindings.first?.initializer?.value else { continue }
            if let reference = value.as(DeclReferenceExprSyntax.self), let method = index.method(reference.baseName.text, of: type), let body = method.decl.body {
                return targets(inStatements: body.statements, type: type, depth: depth + 1)
            }
            return targets(in: Syntax(value), type: type, depth: depth + 1)
        }
        var found: [Resolution] = []
        for member in type.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self), let body = function.body,
                  let returned = function.signature.returnClause?.type.trimmedText,
                  returned.hasSuffix("View") || returned.hasSuffix("ViewController") else { continue }
            let result = targets(inStatements: body.statements, type: type, depth: depth + 1)
            if !result.targets.isEmpty { found.append(result) }
        }
        if found.count == 1 { return found[0] }
        // A coordinator given a navigation controller: the first screen it puts in it (`setViewControllers([c], …)`, a push).
        for member in type.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self), let body = function.body else { continue }
            for call in calls(in: Syntax(body)) where ["setViewControllers", "pushViewController"].contains(call.calleeName ?? "") {
                guard let shown = call.arguments.first?.expression else { continue }
                let element = shown.as(ArrayExprSyntax.self)?.elements.first?.expression ?? shown
                let result = targets(in: Syntax(element), type: type, depth: depth + 1)
                if !result.targets.isEmpty { return result }
            }
        }
        return .unresolved("'\(type.name)' shows no one screen")
    }

    /// The screens the static member `name` of `typeName` builds (`static var settings: Route { Route { SettingsView() } }`,
    /// `static func profile(_ user: User) -> Route`), and the kind a presentation word in it names (`style: .sheet`).
    func staticMember(_ name: String, of typeName: String) -> (resolution: Resolution, kind: SegueKind?)? {
        guard let type = index.type(named: typeName) else { return nil }
        var bodies: [Syntax] = []
        for member in type.members {
            let isStatic = member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains { ["static", "class"].contains($0.name.text) } ?? false
            guard isStatic else { continue }
            if let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == name, let body = function.body { bodies.append(Syntax(body.statements)) }
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                    if let value = binding.initializer?.value { bodies.append(Syntax(value)) }
                    if case .getter(let statements)? = binding.accessorBlock?.accessors { bodies.append(Syntax(statements)) }
                }
            }
        }
        guard let first = bodies.first else { return nil }
        let found = targets(in: first, type: type)
        guard !found.targets.isEmpty else { return nil }
        // The presentation word of the value built: in this member, or in the overload it hands its arguments on to
        // (`static func player(item:) -> Route { Self.player(manager: Manager(item)) }`).
        let kind = bodies.lazy.compactMap { body -> SegueKind? in
            let construction = calls(in: body).first { index.type(named: $0.calleeText)?.name == type.name } ?? calls(in: body).first
            return construction.flatMap { NavigationAPI.kind(in: $0.arguments) }
        }.first
        return (found, kind)
    }

    /// The screen type a function's signature says it returns (`-> AssistView`, `-> Self` in a screen).
    private func screen(declaredAsReturnedBy function: FunctionDeclSyntax, in owner: DeclaredType) -> DeclaredType? {
        guard let spelled = function.signature.returnClause?.type.trimmedText else { return nil }
        let declared = spelled == "Self" ? owner : index.type(named: index.qualified(spelled, in: owner.name))
        guard let declared, index.isView(declared) || index.isViewController(declared) else { return nil }
        return declared
    }

    /// What `entry.viewController()` shows when `entry` is read from a table the app writes out (`dataSource[indexPath.row]`,
    /// `for study in dataSource`, of `let dataSource = [CaseStudy(title: "Basics", viewController: CounterViewController(…)),
    /// …]`): what each entry is given for that member, any of which the row the user picks may show.
    private func listedEntries(holding call: FunctionCallExprSyntax, type: DeclaredType?, depth: Int) -> Resolution? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base?.unwrapped,
              let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let table = ListedEntries.table(readInto: name, at: Syntax(call)) else { return nil }
        let tableName = table.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? table.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        let declared = tableName.flatMap { tableName in
            type.flatMap { index.property(tableName, of: $0)?.binding.initializer?.value } ?? index.globals[tableName]
        }
        guard let entries = declared?.unwrapped.as(ArrayExprSyntax.self)?.elements.compactMap({ $0.expression.unwrapped.as(FunctionCallExprSyntax.self) }),
              !entries.isEmpty else { return nil }
        var found = Resolution(targets: [])
        for entry in entries {
            guard let given = entry.argument(member.declName.baseName.text) else { continue }
            merge(&found, targets(in: Syntax(given), type: type, depth: depth + 1))
        }
        guard !found.targets.isEmpty else { return nil }
        found.isInferred = found.isInferred || found.targets.count > 1
        return found
    }

    /// `vc` through one step of `let vc = …` in the enclosing code, or a property of the type (a guess).
    private func targets(ofName name: String, at node: Syntax, type: DeclaredType?, depth: Int) -> Resolution {
        if let value = LocalBindings.value(of: name, before: node) {
            if let filled = screenPutInto(name, madeBy: value, at: node, type: type, depth: depth) { return filled }
            let found = targets(in: Syntax(value), type: type, depth: depth + 1)
            if found.targets.isEmpty || isEmptyContainer(value), let handed = screenOfCoordinatorHanded(name, at: node, type: type, depth: depth) {
                return handed
            }
            return found
        }
        let assigned = LocalBindings.deferredValues(of: name, before: node)
        if !assigned.isEmpty {
            var found = Resolution.found([])
            for value in assigned { merge(&found, targets(in: Syntax(value), type: type, depth: depth + 1)) }
            if !found.targets.isEmpty { return found }
        }
        if let type, let property = index.property(name, of: type) {
            var found: Resolution
            if let value = property.binding.initializer?.value {
                found = targets(in: Syntax(value), type: type, depth: depth + 1)
            } else if case .getter(let statements)? = property.binding.accessorBlock?.accessors {
                found = targets(inStatements: statements, type: type, depth: depth + 1)
            } else if let annotated = property.binding.typeAnnotation.flatMap({ index.type(named: $0.type.trimmedText) }),
                      index.isView(annotated) || index.isViewController(annotated) {
                found = .found([.type(annotated.name)])
            } else {
                return .unresolved("the destination is held in property '\(name)' of unknown type")
            }
            found.isInferred = !found.targets.isEmpty
            return found
        }
        if let type, let method = index.method(name, of: type), let body = method.decl.body {
            return targets(inStatements: body.statements, type: type, depth: depth + 1)
        }
        return .unresolved("'\(name)' holds a value of unknown type")
    }

    /// The storyboard scene a factory instantiates by the identifier its caller passes (`instantiate("AppIcon", fromStoryboard:
    /// …)` of `func instantiate(_ identifier: String, …) { storyboard.instantiateViewController(withIdentifier: identifier) }`).
    private func storyboardScene(chosenBy call: FunctionCallExprSyntax, among factories: [(decl: FunctionDeclSyntax, file: Int)]) -> Resolution? {
        for factory in factories {
            guard let body = factory.decl.body else { continue }
            for made in calls(in: Syntax(body)) where made.calleeName == "instantiateViewController" {
                guard let name = (made.argument("withIdentifier") ?? made.argument("identifier"))?.as(DeclReferenceExprSyntax.self)?.baseName.text,
                      let parameter = factory.decl.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }),
                      let identifier = call.arguments.first(where: { ($0.label?.text ?? "_") == parameter.firstName.text })?.expression.literalText
                else { continue }
                return storyboards.scene(identifier: identifier)
            }
        }
        return nil
    }

    private func storyboardScene(_ call: FunctionCallExprSyntax) -> Resolution {
        guard let identifier = (call.argument("withIdentifier") ?? call.argument("identifier"))?.literalText else {
            return .unresolved("a storyboard scene whose identifier is not a literal")
        }
        return storyboards.scene(identifier: identifier)
    }

    /// SwiftUI views that lay out content of their own: content in them is a screen of its own, not a wrapper.
    static let layout: Set<String> = [
        "VStack", "HStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "List", "Form", "ScrollView",
        "Section", "ForEach", "GeometryReader", "Text", "Image", "Label", "Button", "Link", "Menu", "Color", "EmptyView",
        "ProgressView", "Spacer", "Divider", "TabView", "NavigationSplitView", "NavigationLink", "ScrollViewReader",
    ]

    /// A type the app does not declare (`StoreProvider { … }` from a package) whose closures hold the view.
    static func isUnknownWrapper(_ name: String, call: FunctionCallExprSyntax, index: TypeIndex) -> Bool {
        guard let first = name.first, first.isUppercase, !layout.contains(name), index.type(named: name) == nil, call.modifiedBase == nil else { return false }
        // `Wrapper { … }`, or `Wrapper(AppType(…))`: a library's container around the app's own value.
        let wrapsAppValue = call.arguments.first.map { $0.label == nil && $0.expression.as(FunctionCallExprSyntax.self).map { index.type(named: $0.calleeText) != nil } == true } ?? false
        return !call.allClosures.isEmpty || wrapsAppValue
    }

    /// Whether `base` names a type (`StatusEditor` in `StatusEditor.MainView(…)`), not a value.
    static func isTypeReference(_ base: ExprSyntax?) -> Bool {
        guard let name = base?.as(DeclReferenceExprSyntax.self)?.baseName.text, let first = name.first else { return false }
        return first.isUppercase
    }
}

/// The cases of a `switch`, `#if` blocks included.
enum SwitchCases {
    static func cases(of switchExpr: SwitchExprSyntax) -> [SwitchCaseSyntax] {
        cases(in: switchExpr.cases)
    }

    private static func cases(in list: SwitchCaseListSyntax) -> [SwitchCaseSyntax] {
        list.flatMap { element -> [SwitchCaseSyntax] in
            switch element {
            case .switchCase(let switchCase): return [switchCase]
            case .ifConfigDecl(let ifConfig):
                return ifConfig.clauses.flatMap { clause -> [SwitchCaseSyntax] in
                    if case .switchCases(let inner)? = clause.elements { return cases(in: inner) }
                    return []
                }
            }
        }
    }

    /// The enum case names a case matches (`.a`, `.b(let x)`, `Panel.c`); empty for `default`.
    static func caseNames(of switchCase: SwitchCaseSyntax) -> [String] {
        guard case .case(let label) = switchCase.label else { return [] }
        return label.caseItems.compactMap { item in
            var pattern = item.pattern.trimmedText
            if pattern.hasPrefix("let ") || pattern.hasPrefix("var ") { pattern = String(pattern.dropFirst(4)) }
            guard let dot = pattern.firstIndex(of: ".") else { return nil }
            let afterDot = pattern[pattern.index(after: dot)...]
            return String(afterDot.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        }
    }
}

/// Functions declared inside a function (`func setupObservers() { … }` in `viewDidLoad`), which the code around them calls.
enum LocalFunctions {
    /// The function named `name` declared in a code block enclosing `node`, inside the same member.
    static func declaration(named name: String, around node: Syntax) -> FunctionDeclSyntax? {
        var current = node.parent
        while let parent = current, !parent.is(MemberBlockItemSyntax.self), !parent.is(SourceFileSyntax.self) {
            if let block = parent.as(CodeBlockItemListSyntax.self) {
                for item in block {
                    if case .decl(let decl) = item.item, let function = decl.as(FunctionDeclSyntax.self), function.name.text == name { return function }
                }
            }
            current = parent.parent
        }
        return nil
    }
}

/// One step of local look-up: `let vc = DetailViewController()` before `push(vc)` in the same function.
/// The table a value is read from: `dataSource` of `let study = dataSource[indexPath.row]` or `for study in dataSource`.
enum ListedEntries {
    static func table(readInto name: String, at place: Syntax) -> ExprSyntax? {
        if let value = LocalBindings.value(of: name, before: place)?.unwrapped {
            return value.as(SubscriptCallExprSyntax.self)?.calledExpression
        }
        var current = place.parent
        while let node = current {
            if let loop = node.as(ForStmtSyntax.self), loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name { return loop.sequence }
            if node.is(FunctionDeclSyntax.self) { return nil }
            current = node.parent
        }
        return nil
    }
}

enum LocalBindings {
    /// The value bound to `name` in a `let`/`var` of an enclosing code block, before `node`.
    static func value(of name: String, before node: Syntax) -> ExprSyntax? {
        var current: Syntax? = node
        while let child = current, let parent = child.parent {
            if let block = parent.as(CodeBlockItemListSyntax.self) {
                for item in block {
                    if item.position >= child.position { break }
                    if case .stmt(let statement) = item.item, let guardStatement = statement.as(GuardStmtSyntax.self),
                       let value = bound(name, in: guardStatement.conditions) {
                        return value
                    }
                    guard case .decl(let decl) = item.item, let variable = decl.as(VariableDeclSyntax.self) else { continue }
                    for binding in variable.bindings {
                        guard let value = binding.initializer?.value else { continue }
                        if binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name { return value }
                        if let element = element(named: name, of: binding.pattern, in: value) { return element }
                    }
                }
            }
            if let ifExpr = parent.as(IfExprSyntax.self), child.id == ifExpr.body.id, let value = bound(name, in: ifExpr.conditions) {
                return value
            }
            if parent.is(FunctionDeclSyntax.self) || parent.is(AccessorBlockSyntax.self) { return nil }
            current = parent
        }
        return nil
    }

    /// The values assigned later to a local declared without one (`let controller: UIViewController`, then
    /// `controller = base` in one branch and `controller = UINavigationController(rootViewController: base)` in the other),
    /// in the statements between the declaration and `node`.
    static func deferredValues(of name: String, before node: Syntax) -> [ExprSyntax] {
        var current: Syntax? = node
        while let child = current, let parent = child.parent {
            if let block = parent.as(CodeBlockItemListSyntax.self) {
                var declared = false
                var values: [ExprSyntax] = []
                for item in block {
                    if item.position >= child.position { break }
                    if declared {
                        values += Assignments.values(assignedTo: [name], in: Syntax(item))
                    } else if case .decl(let decl) = item.item, let variable = decl.as(VariableDeclSyntax.self) {
                        declared = variable.bindings.contains {
                            $0.initializer == nil && $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
                        }
                    }
                }
                if declared { return values }
            }
            if parent.is(FunctionDeclSyntax.self) || parent.is(AccessorBlockSyntax.self) { return [] }
            current = parent
        }
        return []
    }

    /// The value a tuple pattern binds to `name` (`let (controller, model) = …`): its element of a tuple written out, else
    /// the whole value (a call returning a tuple, which the finder reads element by element).
    private static func element(named name: String, of pattern: PatternSyntax, in value: ExprSyntax) -> ExprSyntax? {
        guard let tuple = pattern.as(TuplePatternSyntax.self),
              let position = tuple.elements.firstIndex(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }) else { return nil }
        let offset = tuple.elements.distance(from: tuple.elements.startIndex, to: position)
        if let written = value.as(TupleExprSyntax.self), written.elements.count == tuple.elements.count {
            return written.elements[written.elements.index(written.elements.startIndex, offsetBy: offset)].expression
        }
        return value
    }

    /// The value `if let name = value` or `guard let name = value` binds.
    private static func bound(_ name: String, in conditions: ConditionElementListSyntax) -> ExprSyntax? {
        for condition in conditions {
            guard case .optionalBinding(let binding) = condition.condition,
                  binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name, let value = binding.initializer?.value else { continue }
            return value
        }
        return nil
    }
}

/// Factory method → the screens it returns, and code → the calls in it, for ``ViewFinder``; one scan uses it on one thread.
final class FactoryCache {
    var results: [SyntaxIdentifier: Resolution] = [:]
    var calls: [SyntaxIdentifier: [FunctionCallExprSyntax]] = [:]
}
