import SwiftSyntax

/// Finds the words a label shows: string literals of `Text`, `Label`, `Button`… and localized keys.
enum TextSearch {
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
