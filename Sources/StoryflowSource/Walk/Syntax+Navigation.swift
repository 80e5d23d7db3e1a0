import SwiftSyntax

extension FunctionCallExprSyntax {
    /// The called name: `NavigationLink` for `NavigationLink(…)`, `sheet` for `.sheet(…)` and `x.sheet(…)`.
    var calleeName: String? {
        if let reference = calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        // A closure property called through an optional: `onPush?(controller)`, `self.onPush?(controller)`.
        if let optional = calledExpression.as(OptionalChainingExprSyntax.self) {
            if let reference = optional.expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
            if let member = optional.expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        }
        if let specialized = calledExpression.as(GenericSpecializationExprSyntax.self) {
            return specialized.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
        }
        return nil
    }

    /// The full callee text, e.g. `StatusEditor.MainView` or `navigationController?.pushViewController`.
    var calleeText: String {
        if let reference = calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let specialized = calledExpression.as(GenericSpecializationExprSyntax.self) { return specialized.expression.trimmedText }
        return calledExpression.trimmedText
    }

    /// The expression a modifier is applied to (`A()` in `A().sheet(…)`); `nil` for plain calls and `self.f(…)` (or
    /// `self?.f(…)` in a closure holding `self` weakly).
    var modifiedBase: ExprSyntax? {
        guard let base = calledExpression.as(MemberAccessExprSyntax.self)?.base else { return nil }
        return base.unwrapped.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" ? nil : base
    }

    /// Where a navigation call is reported: its name, so `.sheet` of `View()….sheet(…)` is at the modifier's own line
    /// (possibly far below the view it modifies), and two modifiers of one view are two sites.
    var siteAnchor: Syntax {
        if let member = calledExpression.as(MemberAccessExprSyntax.self) { return Syntax(member.declName) }
        return Syntax(self)
    }

    /// The argument with `label` (`nil` label: the first unlabelled one).
    func argument(_ label: String?) -> ExprSyntax? {
        arguments.first { $0.label?.text == label }?.expression
    }

    /// The closure passed as `label:` or, when `label` is `nil`, the first trailing closure.
    func closure(_ label: String?) -> ClosureExprSyntax? {
        if let label {
            if let argument = argument(label)?.as(ClosureExprSyntax.self) { return argument }
            return additionalTrailingClosures.first { $0.label.text == label }?.closure
        }
        return trailingClosure
    }

    /// Every closure given: trailing ones and closure arguments, in source order.
    var allClosures: [ClosureExprSyntax] {
        arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) } + [trailingClosure].compactMap { $0 }
            + additionalTrailingClosures.map(\.closure)
    }
}

extension StringLiteralExprSyntax {
    /// The literal's text; interpolations show as `…`.
    var text: String {
        segments.map { segment in
            if let plain = segment.as(StringSegmentSyntax.self) { return plain.content.text }
            return "…"
        }.joined()
    }
}

extension ExprSyntax {
    /// The string literal's text when the expression is one (or `LocalizedStringKey("…")`, `String(localized: "…")`).
    var literalText: String? {
        if let literal = self.as(StringLiteralExprSyntax.self) { return literal.text }
        if let call = self.as(FunctionCallExprSyntax.self), ["LocalizedStringKey", "String", "Text"].contains(call.calleeName ?? ""),
           let first = call.arguments.first?.expression.as(StringLiteralExprSyntax.self) {
            return first.text
        }
        return nil
    }

    /// The expression without wrapping: `$x`, `self.x`, `x!`, `x?`, `(x)` and `try`/`await` become `x`.
    var unwrapped: ExprSyntax {
        if let member = self.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            return ExprSyntax(DeclReferenceExprSyntax(baseName: member.declName.baseName))
        }
        if let force = self.as(ForceUnwrapExprSyntax.self) { return force.expression.unwrapped }
        if let optional = self.as(OptionalChainingExprSyntax.self) { return optional.expression.unwrapped }
        if let tuple = self.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first { return only.expression.unwrapped }
        if let tryExpr = self.as(TryExprSyntax.self) { return tryExpr.expression.unwrapped }
        if let awaitExpr = self.as(AwaitExprSyntax.self) { return awaitExpr.expression.unwrapped }
        if let prefix = self.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "$" { return prefix.expression.unwrapped }
        return self
    }

    /// The bound name of `$x`, `self.$x`, `x`, `model.x` (the last component).
    var boundName: String? {
        let expression = unwrapped
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text.replacingOccurrences(of: "$", with: "") }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return nil
    }
}

extension SyntaxProtocol {
    /// Whether the node sits inside a `#Preview`, a `PreviewProvider`/`…_Previews` type or a test.
    var isInPreview: Bool {
        var node: Syntax? = Syntax(self)
        while let current = node {
            if let macro = current.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" { return true }
            if let macro = current.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" { return true }
            if let type = current.asProtocol(DeclGroupSyntax.self), TypeIndex.isPreview(type) { return true }
            node = current.parent
        }
        return false
    }
}

extension CodeBlockItemSyntax {
    /// The expression the item is: `Text("…")`, an `if` or `switch` written as a statement, or a `return`'s value.
    var expression: ExprSyntax? {
        switch item {
        case .expr(let expr): return expr
        case .stmt(let statement):
            if let expression = statement.as(ExpressionStmtSyntax.self) { return expression.expression }
            return statement.as(ReturnStmtSyntax.self)?.expression
        case .decl: return nil
        }
    }
}
