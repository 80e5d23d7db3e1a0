import SwiftSyntax

/// Navigation written in a type that is no screen, such as a flow coordinator: it subscribes to what the screens it
/// builds report (`screen.actions.sink { action in … }`, `screen.onDone = { … }`, or `screen.delegate = self` and the
/// delegate protocol's methods) and navigates in answer. What such a
/// callback reaches (its code, the type's own methods it calls, and the branches of the type's `switch`es on the case
/// it passes on, as in `stateMachine.tryEvent(.showDetails)` handled by `case .showDetails:`) navigates from the screen
/// the subscribed object is or stands for.
struct CoordinatorWalk {
    let walker: ScreenWalker

    /// Walks each callback of `type` that a screen of the app fires, and every method of `type` from each screen built
    /// with one of its objects (`servedScreens`: a processor or view model made for the screen).
    func walk(_ type: DeclaredType, servedScreens: [String]) {
        for member in type.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self), let body = function.body else { continue }
            for callback in Callbacks.in(Syntax(body)) {
                // A host that shows one of several screens (`AnyView(isSpace ? SpaceSettings(…) : RoomDetails(…))`) calls
                // back from each.
                for case .type(let name) in walker.finder.targets(in: Syntax(callback.host), type: type).targets {
                    guard let draft = walker.screenDraft(ofType: name) else { continue }
                    walker.walk(statements: callback.closure.statements, context(draft, type: type, file: member.file))
                }
            }
            for screen in servedScreens {
                guard let draft = walker.screenDraft(ofType: screen) else { continue }
                walker.walk(statements: body.statements, context(draft, type: type, file: member.file))
            }
            for delegation in Callbacks.delegations(in: Syntax(body)) { walkAnswers(of: type, to: delegation) }
        }
    }

    /// `screen.delegate = self`: the methods of `type` that the delegate property's protocol requires answer that screen.
    private func walkAnswers(of type: DeclaredType, to delegation: (host: DeclReferenceExprSyntax, property: String)) {
        let index = walker.index
        let hosts = walker.finder.targets(in: Syntax(delegation.host), type: type)
        guard case .type(let name)? = hosts.targets.first, let screen = index.type(named: name),
              let spelled = index.property(delegation.property, of: screen)?.binding.typeAnnotation?.type.trimmedText,
              let delegateProtocol = index.type(named: spelled), delegateProtocol.kind == .protocolType,
              let draft = walker.screenDraft(ofType: name) else { return }
        let required = Set(delegateProtocol.members.compactMap { $0.decl.as(FunctionDeclSyntax.self)?.name.text })
        for member in type.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self), required.contains(function.name.text), let body = function.body else { continue }
            walker.walk(statements: body.statements, context(draft, type: type, file: member.file))
        }
    }

    private func context(_ draft: ScreenDraft, type: DeclaredType, file: Int) -> ScreenWalker.Context {
        var context = walker.silenced(ScreenWalker.Context(draft: draft, type: type, file: file))
        context.followsCases = true
        context.inlined = [type.name]
        return context
    }
}

/// The screens each object works for: a screen built in a function with an object made there (`let processor =
/// SettingsProcessor(…)`, then `SettingsView(store: Store(processor: processor))`), by the object's type.
enum ServedScreens {
    static func of(_ files: [ParsedFile], index: TypeIndex) -> [String: [String]] {
        let collector = Collector(index: index)
        // Only a capitalized name can make a screen (as the visit checks first).
        for file in files { for (call, name) in file.nodes.calls where name?.first?.isUppercase == true { _ = collector.visit(call) } }
        return collector.served
    }

    private final class Collector: PreviewSkippingVisitor {
        let index: TypeIndex
        var served: [String: [String]] = [:]

        init(index: TypeIndex) {
            self.index = index
            super.init()
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            // Most calls are no initializer: only a capitalized name can make a screen.
            guard node.calleeName?.first?.isUppercase == true, !node.arguments.isEmpty, let screen = index.type(named: node.calleeText),
                  index.isView(screen) || index.isViewController(screen) else { return .visitChildren }
            record(made: node, for: screen.name, depth: 0)
            return .visitChildren
        }

        /// The objects made for the arguments of `call`, and for theirs (`store` made of `processor`), a few steps deep.
        private func record(made call: FunctionCallExprSyntax, for screen: String, depth: Int) {
            guard depth < 3 else { return }
            for name in Set(names(in: Syntax(call.arguments))) {
                guard let made = LocalBindings.value(of: name, before: Syntax(call))?.unwrapped.as(FunctionCallExprSyntax.self),
                      let object = index.type(named: made.calleeText), !index.isView(object), !index.isViewController(object) else { continue }
                if !(served[object.name]?.contains(screen) ?? false) { served[object.name, default: []].append(screen) }
                record(made: made, for: screen, depth: depth + 1)
            }
        }

        /// The names an argument list reads (`processor` of `store: Store(processor: processor)`, `model` of `model.context`).
        private func names(in node: Syntax) -> [String] {
            if node.is(ClosureExprSyntax.self) { return [] }
            if let reference = node.as(DeclReferenceExprSyntax.self) { return [reference.baseName.text] }
            return node.children(viewMode: .sourceAccurate).flatMap(names)
        }
    }
}

/// Closures handed to an object (`host.actions.sink { … }`, `host.onDone = { … }`), with that object.
enum Callbacks {
    static func `in`(_ node: Syntax) -> [(closure: ClosureExprSyntax, host: DeclReferenceExprSyntax)] {
        var found: [(closure: ClosureExprSyntax, host: DeclReferenceExprSyntax)] = []
        collect(in: node, into: &found)
        return found
    }

    /// Appends the callbacks at and under `node` in source order, into one array (not one per level, copied into its parent's).
    private static func collect(in node: Syntax, into found: inout [(closure: ClosureExprSyntax, host: DeclReferenceExprSyntax)]) {
        if let closure = node.as(ClosureExprSyntax.self), let host = host(of: closure) { found.append((closure, host)) }
        for child in node.children(viewMode: .sourceAccurate) where !child.is(FunctionDeclSyntax.self) { collect(in: child, into: &found) }
    }

    /// The object a closure is handed to: the root of the call it is an argument of, or of the property it is assigned to.
    static func host(of closure: ClosureExprSyntax) -> DeclReferenceExprSyntax? {
        var parent = closure.parent
        if parent?.is(LabeledExprSyntax.self) == true { parent = parent?.parent?.parent }
        if let call = parent?.as(FunctionCallExprSyntax.self), call.calledExpression.is(MemberAccessExprSyntax.self) {
            return root(of: call.calledExpression)
        }
        if let sequence = closure.parent?.parent?.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true, let target = sequence.elements.first,
           target.is(MemberAccessExprSyntax.self) {
            return root(of: target)
        }
        return nil
    }

    /// The objects a type makes itself the delegate of (`screen.delegate = self`), with the property set.
    static func delegations(in node: Syntax) -> [(host: DeclReferenceExprSyntax, property: String)] {
        var found: [(host: DeclReferenceExprSyntax, property: String)] = []
        collectDelegations(in: node, into: &found)
        return found
    }

    /// Appends the delegations at and under `node` in source order, into one array.
    private static func collectDelegations(in node: Syntax, into found: inout [(host: DeclReferenceExprSyntax, property: String)]) {
        if let sequence = node.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
           sequence.elements.last?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self",
           let target = sequence.elements.first?.as(MemberAccessExprSyntax.self), let host = root(of: ExprSyntax(target)) {
            found.append((host, target.declName.baseName.text))
        }
        for child in node.children(viewMode: .sourceAccurate) where !child.is(FunctionDeclSyntax.self) { collectDelegations(in: child, into: &found) }
    }

    /// `screen` of `screen.actions.receive(on: q).sink`: the value a chain of members and calls starts from, when it is
    /// a value of the code (not `self`, nor a type such as `DispatchQueue`).
    private static func root(of expr: ExprSyntax) -> DeclReferenceExprSyntax? {
        var current = expr
        while true {
            if let member = current.as(MemberAccessExprSyntax.self), let base = member.base { current = base; continue }
            if let call = current.as(FunctionCallExprSyntax.self) { current = call.calledExpression; continue }
            if let optional = current.as(OptionalChainingExprSyntax.self) { current = optional.expression; continue }
            if let force = current.as(ForceUnwrapExprSyntax.self) { current = force.expression; continue }
            break
        }
        guard let reference = current.as(DeclReferenceExprSyntax.self), reference.baseName.text != "self",
              reference.baseName.text.first?.isLowercase == true else { return nil }
        return reference
    }
}

/// What handles each case in a type: the branches of its `switch`es whose patterns mention it (`case .showDetails:`,
/// `case (.room, .showDetails, _):`), and the closures registered with it (`machine.addRoutes(event: .showDetails) { … }`),
/// so a call passing `.showDetails` on can be followed to them.
final class CaseBranches {
    private var byType: [String: [String: [CodeBlockItemListSyntax]]] = [:]
    private var followed: Set<String> = []

    /// Whether the code `key` names (a case's handlers, a method) is still to be walked for the screen `screen`: a
    /// coordinator's callbacks reach the same code many times, and its navigation is drawn from each screen once.
    func isFirstVisit(_ key: String, from screen: String) -> Bool {
        followed.insert("\(screen)|\(key)").inserted
    }

    /// The code of `type` that handles the case `name`.
    func branches(handling name: String, in type: DeclaredType) -> [CodeBlockItemListSyntax] {
        if byType[type.name] == nil { byType[type.name] = CaseBranches.handlers(in: type) }
        return byType[type.name]?[name] ?? []
    }

    /// The code of `type` that handles each case, by the case's name, read afresh.
    static func handlers(in type: DeclaredType) -> [String: [CodeBlockItemListSyntax]] {
        var found: [String: [CodeBlockItemListSyntax]] = [:]
        for member in type.members { collect(Syntax(member.decl), into: &found) }
        return found
    }

    private static func collect(_ node: Syntax, into found: inout [String: [CodeBlockItemListSyntax]]) {
        if let switchCase = node.as(SwitchCaseSyntax.self), case .case(let label) = switchCase.label {
            for name in Set(caseNames(in: Syntax(label))) { found[name, default: []].append(switchCase.statements) }
        }
        if let call = node.as(FunctionCallExprSyntax.self), !call.allClosures.isEmpty {
            let names = Set(call.arguments.flatMap { argument in argument.expression.is(ClosureExprSyntax.self) ? [] : caseNames(in: Syntax(argument.expression)) })
            for name in names { found[name, default: []] += call.allClosures.map(\.statements) }
        }
        for child in node.children(viewMode: .sourceAccurate) { collect(child, into: &found) }
    }

    /// The `.name`s written in a pattern.
    private static func caseNames(in node: Syntax) -> [String] {
        if let member = node.as(MemberAccessExprSyntax.self), member.base == nil { return [member.declName.baseName.text] }
        return node.children(viewMode: .sourceAccurate).flatMap(caseNames)
    }
}
