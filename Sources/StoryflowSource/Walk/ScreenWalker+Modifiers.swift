import Storyflow
import SwiftSyntax

extension ScreenWalker {
    /// A modifier on a view (or a UIKit call on a controller).
    func handleModifier(_ call: FunctionCallExprSyntax, _ context: Context) {
        let name = call.calleeName ?? ""
        switch name {
        case "navigationTitle", "navigationBarTitle":
            if context.collecting == nil, context.draft.title == nil, let title = call.arguments.first?.expression.literalText { context.draft.title = title }
        case "toolbar":
            var inner = context
            inner.toolbarLeading = false
            inner.inList = false
            walkArguments(call, inner)
        case "navigationBarItems":
            for argument in call.arguments {
                var inner = context
                inner.toolbarLeading = argument.label?.text == "leading"
                inner.inList = false
                walk(Syntax(argument.expression), inner)
            }
        case _ where NavigationAPI.modifier(name) != nil:
            LinkSites(walker: self).modal(call, name: name, context)
        case "tabItem", "searchable":
            break
        case "onTapGesture", "onLongPressGesture":
            var inner = silenced(context)
            inner.trigger = context.trigger ?? Trigger(kind: .gesture, title: "tap")
            walkArguments(call, inner)
        case "alert", "confirmationDialog", "contextMenu", "swipeActions", "overlay", "background", "task", "onAppear", "onChange",
             "onReceive", "onOpenURL", "refreshable", "onSubmit", "onDelete", "onMove":
            walkArguments(call, silenced(context))
        case _ where NavigationAPI.transitions[name] != nil:
            UIKitSites(walker: self).transition(call, context)
        case "append":
            if NavigationAPI.isPathAppend(call), !helpers.isForwarding(call) { LinkSites(walker: self).pathAppend(call, context) }
            else { walkArguments(call, context) }
        default:
            if let modifier = index.viewModifiers[name], let body = modifier.decl.body, !context.inlined.contains("View.\(name)") {
                var inner = context
                inner.inlined.insert("View.\(name)")
                inner.file = modifier.file
                inner.depth += 1
                walk(statements: body.statements, inner)
            }
            walkArguments(call, context)
        }
    }
}

/// Navigation written in SwiftUI: links, sheets, covers, popovers, `navigationDestination(isPresented:)`, `path.append`.
struct LinkSites {
    let walker: ScreenWalker

    /// `NavigationLink(destination:)`, `NavigationLink { … } label: { … }`, `NavigationLink("Title") { … }`, `NavigationLink(value:)`.
    func navigationLink(_ call: FunctionCallExprSyntax, _ context: ScreenWalker.Context) {
        let titleArgument = call.arguments.first.flatMap { $0.label == nil ? $0.expression.literalText : nil }
        // A value the stack's destinations map: `value:`, or the `state:` a store-driven stack pushes.
        let value = call.argument("value") ?? call.argument("state")
        let hasTarget = call.argument("destination") != nil || value != nil
        let destinationClosure = hasTarget ? nil : (call.closure("destination") ?? call.trailingClosure)
        let labelClosure = hasTarget ? (call.closure("label") ?? call.trailingClosure) : call.closure("label")
        let title = titleArgument ?? labelClosure.flatMap { TextSearch.labelTitle(in: Syntax($0), index: walker.index) } ?? "Link"
        var trigger = context.trigger
        if let collecting = context.collecting { collecting.texts.append(title) } else {
            trigger = context.draft.addControl(title, isLink: true, inList: context.inList, toolbarLeading: context.toolbarLeading)
        }
        let resolution: Resolution
        if let value {
            resolution = ValueTyping(walker: walker).destination(ofValue: value, context: context)
        } else if let destination = call.argument("destination") ?? destinationClosure.map({ ExprSyntax($0) }) {
            resolution = target(of: Syntax(destination), name: "\(context.draft.id).\(slug(title))", context: context)
        } else {
            resolution = .unresolved("the link has no destination")
        }
        walker.addSite(.navigationLink, call: call, kind: .show, resolution: resolution, trigger: trigger ?? .manual, context: context)
        var inner = walker.silenced(context)
        inner.trigger = trigger
        if let labelClosure { walker.walk(Syntax(labelClosure), inner) }
    }

    /// `.sheet`, `.fullScreenCover`, `.popover`, `.navigationDestination(isPresented:)`/`(item:)`/`(for:)`.
    ///
    /// A modifier that maps values to screens (`navigationDestination(for: Panel.self) { switch … }`, `sheet(item:
    /// $router.sheet) { switch … }`) is a site too: the screen carrying it shows each screen its content builds, whichever
    /// value is pushed or set (the places that push or set one are sites of their own).
    func modal(_ call: FunctionCallExprSyntax, name: String, _ context: ScreenWalker.Context) {
        let api = NavigationAPI.modifiers[name]!
        let content = (call.closure("content") ?? call.closure("destination") ?? call.trailingClosure).map { Syntax($0) }
            ?? call.argument("content").map { Syntax($0) }
        let binding = (call.argument("isPresented") ?? call.argument("item"))?.boundName
        if call.argument("for") != nil || (binding != nil && ModalSite.isMapping(call, index: walker.index, map: walker.map)) {
            guard let content else { return }
            let shown = walker.finder.targets(in: content, type: context.type)
            guard !shown.targets.isEmpty else { return }
            walker.addSite(api.site, call: call, kind: api.segue, resolution: shown, trigger: context.trigger ?? .manual, context: context,
                           presentation: api.presentation)
            return
        }
        let resolution = content.map { target(of: $0, name: "\(context.draft.id).\(binding ?? name)", context: context) }
            ?? .unresolved("\(name) without content")
        walker.addSite(api.site, call: call, kind: api.segue, resolution: resolution, trigger: context.trigger ?? .manual, context: context,
                       presentation: api.presentation, triggerVariable: binding)
    }

    /// `path.append(value)`: a push of whatever `navigationDestination(for:)` shows for the value's type.
    func pathAppend(_ call: FunctionCallExprSyntax, _ context: ScreenWalker.Context) {
        guard let value = call.arguments.first?.expression else { return }
        let resolution = ValueTyping(walker: walker).destination(ofValue: value, context: context)
        walker.addSite(.pathAppend, call: call, kind: .show, resolution: resolution, trigger: context.trigger ?? .manual, context: context)
    }

    /// The screens a destination shows. Content that is no screen of the app (`Text("…")`, a `List` written
    /// in place, a property holding one) becomes a screen of its own, named `name`; one held in a property is a guess.
    func target(of node: Syntax, name: String, context: ScreenWalker.Context) -> Resolution {
        let found = walker.finder.targets(in: node, type: context.type)
        guard found.targets.isEmpty, found.system == nil, let (content, file, isInferred) = inlineContent(of: node, context: context) else { return found }
        let draft = walker.makeDraft(id: name, kind: .viewController, customClass: nil, location: walker.location(of: content))
        var inner = context
        inner.draft = draft
        inner.file = file
        inner.trigger = nil
        inner.collecting = nil
        inner.inList = false
        inner.toolbarLeading = nil
        walker.walk(content, inner)
        return .found([.scene(name)], inferred: isInferred)
    }

    private func inlineContent(of node: Syntax, context: ScreenWalker.Context) -> (Syntax, Int, Bool)? {
        if let closure = node.as(ClosureExprSyntax.self) {
            let buildsInPlace = LinkSites.buildsViews(closure.statements) || usesOwnMember(closure.statements, type: context.type)
            return buildsInPlace ? (node, context.file, false) : nil
        }
        guard let expr = node.as(ExprSyntax.self)?.unwrapped else { return nil }
        if let call = expr.as(FunctionCallExprSyntax.self), call.calleeName?.first?.isUppercase == true { return (Syntax(call), context.file, false) }
        guard let name = expr.as(DeclReferenceExprSyntax.self)?.baseName.text, let type = context.type,
              let property = walker.index.property(name, of: type) else { return nil }
        if let value = property.binding.initializer?.value { return (Syntax(value), property.file, true) }
        if case .getter(let statements)? = property.binding.accessorBlock?.accessors { return (Syntax(statements), property.file, true) }
        return nil
    }

    /// Whether statements show a member of the type (`accountsView`, `makeList()`), which builds the content.
    private func usesOwnMember(_ statements: CodeBlockItemListSyntax, type: DeclaredType?) -> Bool {
        guard let type, let expr = LinkSites.shownExpressions(statements).first else { return false }
        var current: ExprSyntax? = expr.unwrapped
        while let next = current, let call = next.as(FunctionCallExprSyntax.self), call.modifiedBase != nil { current = call.modifiedBase?.unwrapped }
        let name = current?.as(DeclReferenceExprSyntax.self)?.baseName.text ?? current?.as(FunctionCallExprSyntax.self)?.calleeName
        guard let name else { return false }
        return walker.index.property(name, of: type) != nil || walker.index.method(name, of: type) != nil
    }

    /// Whether statements build SwiftUI content in place (`Text`, `List`, `VStack`…), not call an unknown function.
    static func buildsViews(_ statements: CodeBlockItemListSyntax) -> Bool {
        shownExpressions(statements).contains { expr in
            var current = expr.unwrapped.as(FunctionCallExprSyntax.self)
            while let call = current {
                if call.modifiedBase == nil { return call.calleeName?.first?.isUppercase == true }
                current = call.modifiedBase?.unwrapped.as(FunctionCallExprSyntax.self)
            }
            return false
        }
    }

    /// The expressions statements show, the branches of an `if` or `switch` among them (`if #available(iOS 26, *) {
    /// accountsView.presentationDetents(…) } else { … }`).
    static func shownExpressions(_ statements: CodeBlockItemListSyntax) -> [ExprSyntax] {
        statements.flatMap { item -> [ExprSyntax] in
            guard let expr = item.expression else { return [] }
            if let ifExpr = expr.as(IfExprSyntax.self) {
                var branches = shownExpressions(ifExpr.body.statements)
                switch ifExpr.elseBody {
                case .codeBlock(let block)?: branches += shownExpressions(block.statements)
                case .ifExpr(let next)?: branches += shownExpressions([CodeBlockItemSyntax(item: .expr(ExprSyntax(next)))])
                case nil: break
                }
                return branches
            }
            if let switchExpr = expr.as(SwitchExprSyntax.self) {
                return SwitchCases.cases(of: switchExpr).flatMap { shownExpressions($0.statements) }
            }
            return [expr]
        }
    }

    private func slug(_ title: String) -> String {
        String(title.filter { $0.isLetter || $0.isNumber }.prefix(24))
    }
}

/// Sheets, full-screen covers, popovers and destinations bound to a value.
enum ModalSite {
    /// Whether a sheet (or destination) only maps an enum's cases to views (`sheet(item: $router.presentedSheet) { switch … }`):
    /// the navigation happens where the value is set, not here.
    static func isMapping(_ call: FunctionCallExprSyntax, index: TypeIndex, map: DestinationMap) -> Bool {
        guard let item = call.argument("item"), let type = DeclaredTypes.type(of: item, index: index), index.enumCases[type] != nil,
              let content = call.closure("content") ?? call.closure("destination") ?? call.trailingClosure else { return false }
        return FirstSwitch.in(Syntax(content)) != nil && map.maps(type)
    }
}

extension ScreenWalker {
    /// Records a navigation site: an edge per target from the current screen, and the site in the ledger.
    func addSite(
        _ site: NavigationSite.Kind, call: some SyntaxProtocol, kind: SegueKind, resolution: Resolution, trigger: Trigger,
        context: Context, presentation: Presentation? = nil, triggerVariable: String? = nil
    ) {
        let location = location(of: Syntax(call).as(FunctionCallExprSyntax.self)?.siteAnchor ?? Syntax(call))
        var resolution = resolution
        if context.isGuess, !resolution.targets.isEmpty { resolution.isInferred = true }
        ledger.record(site, at: location, from: context.draft.id, resolution: resolution)
        for target in resolution.targets {
            let ref = wrapped(target, context: context)
            context.draft.edges.append(ScreenDraft.Edge(kind: kind, target: ref, trigger: trigger, triggerVariable: triggerVariable, location: location,
                                                        isInferred: resolution.isInferred, presentation: presentation))
        }
    }
}
