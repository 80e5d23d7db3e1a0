import SwiftSyntax

/// A visitor that never enters previews (`#Preview`, `PreviewProvider`s and `…_Previews` types).
class PreviewSkippingVisitor: SyntaxVisitor {
    init() {
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind { node.macroName.text == "Preview" ? .skipChildren : .visitChildren }
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind { node.macroName.text == "Preview" ? .skipChildren : .visitChildren }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { TypeIndex.isPreview(node) ? .skipChildren : .visitChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { TypeIndex.isPreview(node) ? .skipChildren : .visitChildren }
}
