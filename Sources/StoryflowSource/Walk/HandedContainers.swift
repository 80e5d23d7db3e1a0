import SwiftSyntax

/// An empty container handed to an object of the app that fills it: `let nav = UINavigationController()`, then
/// `let coordinator = ItemCoordinator(stackNavigator: nav)` (or a factory making one, `module.makeItemCoordinator(stackNavigator:
/// nav)`), `coordinator.navigate(to: .edit(item))`, and `present(nav)`. What is shown is the screen that object puts into the
/// container it was handed: through the property it keeps it in, in the code that handles the cases it is then told
/// (`navigate(to: .edit…)`, `handleEvent(.showScanCode)`), else in its `start()`, else anywhere in the type.
extension ViewFinder {
    /// The screen the object handed the value named `name` (in the code around `node`) puts into it.
    func screenOfCoordinatorHanded(_ name: String, at node: Syntax, type: DeclaredType?, depth: Int) -> Resolution? {
        var scope: Syntax? = node
        while let current = scope, !current.is(FunctionDeclSyntax.self), !current.is(CodeBlockSyntax.self) { scope = current.parent }
        guard let scope else { return nil }
        // The call showing the value (`present(nav)`) is left out: it is no object filling it.
        for call in calls(in: scope) where !(call.position <= node.position && node.endPosition <= call.endPosition) {
            guard let handed = call.arguments.first(where: { $0.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == name }),
                  let filler = objectMade(by: call, handing: handed.label?.text ?? "_", depth: 0),
                  !index.isView(filler.type), !index.isViewController(filler.type) else { continue }
            let told = HandedContainers.holder(of: call).map { HandedContainers.calls(on: $0, in: scope) } ?? []
            let put = screenPut(by: filler.type, into: filler.label, told: told, depth: depth)
            if !put.targets.isEmpty { return put }
            let hosted = hostedScreen(of: filler.type, depth: depth + 1)
            if !hosted.targets.isEmpty { return hosted }
        }
        return nil
    }

    /// The app type whose object `call` makes, and the label its initializer receives the handed value under: an
    /// initializer, or a factory whose body passes the value on to one (a few levels deep).
    private func objectMade(by call: FunctionCallExprSyntax, handing label: String, depth: Int) -> (type: DeclaredType, label: String)? {
        if let made = index.type(named: call.calleeText) { return (made, label) }
        guard depth < 3, let name = call.calleeName, call.modifiedBase != nil else { return nil }
        for factory in index.implementations(of: name) {
            guard let parameter = factory.decl.signature.parameterClause.parameters.first(where: { $0.firstName.text == label }),
                  let body = factory.decl.body else { continue }
            let inner = (parameter.secondName ?? parameter.firstName).text
            for passing in calls(in: Syntax(body)) {
                guard let argument = passing.arguments.first(where: { $0.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == inner }),
                      let made = objectMade(by: passing, handing: argument.label?.text ?? "_", depth: depth + 1) else { continue }
                return made
            }
        }
        return nil
    }

    /// The first screen `filler` puts into the container its initializer receives as `label`: in the code that handles
    /// what it is `told` (the branches for the cases passed, else the method called), in its `start()`, else anywhere.
    private func screenPut(by filler: DeclaredType, into label: String, told: [FunctionCallExprSyntax], depth: Int) -> Resolution {
        let holders = HandedContainers.properties(of: filler, keeping: label)
        var entries: [Syntax] = []
        let handlers = told.isEmpty ? [:] : CaseBranches.handlers(in: filler)
        for call in told {
            let branches = call.arguments.compactMap { EnumCase.name(of: $0.expression) }.flatMap { handlers[$0] ?? [] }
            if !branches.isEmpty {
                entries += branches.map(Syntax.init)
            } else if let name = call.calleeName, let body = index.method(name, of: filler)?.decl.body {
                entries.append(Syntax(body))
            }
        }
        if let start = index.method("start", of: filler)?.decl.body { entries.append(Syntax(start)) }
        entries += filler.members.compactMap { $0.decl.as(FunctionDeclSyntax.self)?.body.map(Syntax.init) }
        var visited: Set<SyntaxIdentifier> = []
        for entry in entries {
            let found = screenPut(in: entry, by: filler, holders: holders, visited: &visited, depth: depth)
            if !found.targets.isEmpty { return found }
        }
        return .unresolved("'\(filler.name)' puts no screen into what it is given")
    }

    /// The first screen a call on one of `holders` is given in `code`, else in the methods of `filler` it calls (the calls
    /// of `code` itself first: a fallback in a `guard` calls another method before the code goes on).
    private func screenPut(in code: Syntax, by filler: DeclaredType, holders: Set<String>, visited: inout Set<SyntaxIdentifier>,
                           depth: Int) -> Resolution {
        guard visited.insert(code.id).inserted, visited.count < 32 else { return .unresolved("") }
        let calls = calls(in: code)
        for call in calls {
            guard let receiver = call.modifiedBase.flatMap(HandedContainers.rootName), holders.contains(receiver),
                  let given = call.arguments.first?.expression else { continue }
            let shown = given.as(ArrayExprSyntax.self)?.elements.first?.expression ?? given
            let found = targets(in: Syntax(shown), type: filler, depth: depth + 1)
            if !found.targets.isEmpty { return found }
        }
        for call in calls where call.modifiedBase == nil || call.modifiedBase?.trimmedText == "self" {
            guard let name = call.calleeName, let body = index.method(name, of: filler)?.decl.body else { continue }
            let found = screenPut(in: Syntax(body), by: filler, holders: holders, visited: &visited, depth: depth)
            if !found.targets.isEmpty { return found }
        }
        return .unresolved("")
    }
}

/// The syntax questions of ``ViewFinder/screenOfCoordinatorHanded(_:at:type:depth:)``.
enum HandedContainers {
    /// The name the object a call makes is kept under (`coordinator` of `let coordinator = Make(…).asAnyCoordinator()`).
    static func holder(of call: FunctionCallExprSyntax) -> String? {
        var node = Syntax(call).parent
        while let current = node {
            if let binding = current.as(PatternBindingSyntax.self) { return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
            guard current.is(MemberAccessExprSyntax.self) || current.is(FunctionCallExprSyntax.self) || current.is(InitializerClauseSyntax.self)
                || current.is(AwaitExprSyntax.self) || current.is(TryExprSyntax.self) else { return nil }
            node = current.parent
        }
        return nil
    }

    /// The calls the code makes on the object kept as `holder` (`holder.navigate(to: .edit(item))`, `holder.start()`).
    static func calls(on holder: String, in scope: Syntax) -> [FunctionCallExprSyntax] {
        NavigationCalls.in(scope).filter { $0.modifiedBase.flatMap(rootName) == holder }
    }

    /// The properties `type` keeps what its initializer receives as `label` in: the label's own name, and each
    /// property an initializer assigns that parameter to (`self.navigator = stackNavigator`).
    static func properties(of type: DeclaredType, keeping label: String) -> Set<String> {
        var names: Set<String> = [label]
        for member in type.members {
            guard let initializer = member.decl.as(InitializerDeclSyntax.self), let body = initializer.body,
                  let parameter = initializer.signature.parameterClause.parameters.first(where: { $0.firstName.text == label }) else { continue }
            let inner = (parameter.secondName ?? parameter.firstName).text
            names.insert(inner)
            for assignment in Assignments.ofNames(in: Syntax(body)) where assignment.value == inner {
                names.insert(assignment.target.hasPrefix("self.") ? String(assignment.target.dropFirst(5)) : assignment.target)
            }
        }
        return names
    }

    /// `navigator` of `navigator`, `self.navigator`, `navigator?`, `navigator!`.
    static func rootName(_ expr: ExprSyntax) -> String? {
        var current = expr
        while true {
            if let optional = current.as(OptionalChainingExprSyntax.self) { current = optional.expression; continue }
            if let force = current.as(ForceUnwrapExprSyntax.self) { current = force.expression; continue }
            if let member = current.as(MemberAccessExprSyntax.self), member.base?.trimmedText == "self" {
                return member.declName.baseName.text
            }
            break
        }
        return current.as(DeclReferenceExprSyntax.self)?.baseName.text
    }
}
