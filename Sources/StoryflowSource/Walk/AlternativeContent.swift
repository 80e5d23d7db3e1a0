import SwiftSyntax

/// A view a screen shows *instead of* its whole content, by state: one branch of an `if`/`else` or a `switch` that is
/// all the screen's body shows (`if loggedIn { HomeView() } else { LoginView() }`, or an invitation shown in place of a
/// server list). Such a view is a screen of its own, embedded in the screen that switches to it, rather than part of
/// that screen's mock-up: a picture of it is a whole phone screen.
///
/// A branch only part of the content (a header's banner, a row's edit mode, an `if` without `else`) stays in place.
enum AlternativeContent {
    /// Containers whose one-statement content is still the whole content of the view around them.
    private static let wholeContentContainers: Set<String> = ["NavigationStack", "NavigationView", "Group", "ScrollView"]

    /// Whether `call` (with any modifiers) is the only statement of a branch of an `if`/`else` chain or a `switch` with
    /// several cases, that `if`/`switch` being the whole content of `screen`'s body.
    static func isAlternative(_ call: FunctionCallExprSyntax, of screen: DeclaredType, index: TypeIndex) -> Bool {
        guard let statements = soleStatementList(around: outermostModified(Syntax(call))) else { return false }
        var choice: Syntax
        if let block = statements.parent?.as(CodeBlockSyntax.self), var branch = block.parent?.as(IfExprSyntax.self) {
            // `if … { A() } else if … { B() } else { C() }`: the chain's first `if` is the statement.
            while let outer = branch.parent?.as(IfExprSyntax.self), outer.elseBody?.id == branch.id { branch = outer }
            guard branch.elseBody != nil else { return false }
            choice = Syntax(branch)
        } else if let switchCase = statements.parent?.as(SwitchCaseSyntax.self),
                  let switchExpr = switchCase.parent?.parent?.as(SwitchExprSyntax.self), switchExpr.cases.count > 1 {
            choice = Syntax(switchExpr)
        } else {
            return false
        }
        guard !branchesShareState(choice) else { return false }
        if let statement = choice.parent?.as(ExpressionStmtSyntax.self) { choice = Syntax(statement) }
        return isWholeContent(choice, of: screen, index: index, followed: [])
    }

    /// Whether a branch shows a view handed one of the screen's bindings (`OrdersTable(selection: $selection)`): that
    /// view edits the screen's own state, so the choice is between ways of showing one screen (a table or a list, the
    /// pills or their placeholders), not between screens.
    private static func branchesShareState(_ choice: Syntax) -> Bool {
        let blocks: [CodeBlockItemListSyntax]
        if let branch = choice.as(IfExprSyntax.self) {
            var lists = [branch.body.statements]
            var next = branch.elseBody
            while let elseBody = next {
                switch elseBody {
                case .ifExpr(let nested): lists.append(nested.body.statements); next = nested.elseBody
                case .codeBlock(let block): lists.append(block.statements); next = nil
                }
            }
            blocks = lists
        } else if let choice = choice.as(SwitchExprSyntax.self) {
            blocks = choice.cases.compactMap { $0.as(SwitchCaseSyntax.self)?.statements }
        } else {
            blocks = []
        }
        return blocks.contains { statements in
            guard statements.count == 1, var expression = statements.first?.item.as(ExprSyntax.self) else { return false }
            while let call = expression.as(FunctionCallExprSyntax.self), let base = call.modifiedBase { expression = base }
            return expression.as(FunctionCallExprSyntax.self)?.arguments.contains {
                $0.expression.firstToken(viewMode: .sourceAccurate)?.text.hasPrefix("$") == true
            } ?? false
        }
    }

    /// Whether `node` is all `type`'s body shows: the body's only statement, reached through modifiers, containers whose
    /// content is one statement, and the type's own computed properties that the body shows whole (`content` in
    /// `var body: some View { NavigationStack { content.toolbar { … } } }`).
    private static func isWholeContent(_ node: Syntax, of type: DeclaredType, index: TypeIndex, followed: Set<String>) -> Bool {
        var current = outermostModified(node)
        while true {
            if let container = layeredStack(whoseBottomLayerIs: current) {
                current = outermostModified(Syntax(container))
                continue
            }
            guard let statements = soleStatementList(around: current) else { return false }
            if let closure = statements.parent?.as(ClosureExprSyntax.self), let container = closure.parent?.as(FunctionCallExprSyntax.self),
               container.trailingClosure?.id == closure.id, container.modifiedBase == nil,
               wholeContentContainers.contains(container.calleeName ?? "") {
                current = outermostModified(Syntax(container))
                continue
            }
            guard let property = getterName(of: statements) else { return false }
            if property == "body" { return true }
            guard !followed.contains(property), let body = index.property("body", of: type)?.binding else { return false }
            return references(to: property, in: Syntax(body)).contains {
                isWholeContent($0, of: type, index: index, followed: followed.union([property]))
            }
        }
    }

    /// The `ZStack` whose first layer `node` is: the layer under the others (a loader, a banner) fills the screen.
    private static func layeredStack(whoseBottomLayerIs node: Syntax) -> FunctionCallExprSyntax? {
        guard let item = node.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self),
              list.first?.id == item.id, let closure = list.parent?.as(ClosureExprSyntax.self),
              let stack = closure.parent?.as(FunctionCallExprSyntax.self), stack.trailingClosure?.id == closure.id,
              stack.modifiedBase == nil, stack.calleeName == "ZStack" else { return nil }
        return stack
    }

    /// The statement list `node` is the only statement of.
    private static func soleStatementList(around node: Syntax) -> CodeBlockItemListSyntax? {
        guard let item = node.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self),
              list.count == 1 else { return nil }
        return list
    }

    /// The name of the computed property whose getter `statements` are.
    private static func getterName(of statements: CodeBlockItemListSyntax) -> String? {
        var block = statements.parent
        if let getter = block?.as(CodeBlockSyntax.self)?.parent?.as(AccessorDeclSyntax.self), getter.accessorSpecifier.text == "get" {
            block = getter.parent?.parent
        }
        guard let accessors = block?.as(AccessorBlockSyntax.self), let binding = accessors.parent?.as(PatternBindingSyntax.self) else { return nil }
        return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }

    /// `A()` or `property` with every modifier applied to it: the outermost call of `A().padding().sheet(…)`.
    private static func outermostModified(_ node: Syntax) -> Syntax {
        var current = node
        while let member = current.parent?.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
              let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id {
            current = Syntax(call)
        }
        return current
    }

    private static func references(to name: String, in node: Syntax) -> [Syntax] {
        if let reference = node.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == name ? [node] : [] }
        return node.children(viewMode: .sourceAccurate).flatMap { references(to: name, in: $0) }
    }
}
