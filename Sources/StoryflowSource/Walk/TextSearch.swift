import SwiftSyntax

/// Finds the words a label shows: string literals of `Text`, `Label`, `Button`… and localized keys.
enum TextSearch {
    /// What a control's label shows, as well as the source tells: its first literal text, else what its first
    /// `Text(…)` shows (`movie.title`), else the component it draws (`OrderRow`), else its symbol (`gear`).
    static func labelTitle(in node: Syntax, index: TypeIndex) -> String? {
        if let text = firstText(in: node) { return text }
        let calls = node.descendants(FunctionCallExprSyntax.self)
        if let text = calls.first(where: { $0.calleeName == "Text" && $0.modifiedBase == nil })?.arguments.first?.expression.trimmedText {
            return text
        }
        if let component = calls.first(where: { index.type(named: $0.calleeText).map(index.isView) ?? false }) { return component.calleeText }
        return calls.lazy.compactMap { $0.argument("systemName")?.literalText ?? $0.argument("systemImage")?.literalText }.first
    }

    /// The first literal text inside `node`, if any.
    static func firstText(in node: Syntax) -> String? {
        if let literal = node.as(StringLiteralExprSyntax.self) {
            let text = literal.text
            return text.isEmpty || text == "…" ? nil : text
        }
        for child in node.children(viewMode: .sourceAccurate) {
            if let call = child.as(FunctionCallExprSyntax.self), ["Image", "systemImage"].contains(call.calleeName ?? "") { continue }
            if let argument = child.as(LabeledExprSyntax.self), ["systemImage", "image", "id", "value", "tag", "systemName"].contains(argument.label?.text ?? "") { continue }
            if let found = firstText(in: child) { return found }
        }
        return nil
    }
}

extension SyntaxProtocol {
    /// Every node of type `T` inside this one, in source order.
    func descendants<T: SyntaxProtocol>(_ type: T.Type) -> [T] {
        children(viewMode: .sourceAccurate).flatMap { child -> [T] in
            (child.as(T.self).map { [$0] } ?? []) + child.descendants(type)
        }
    }
}
