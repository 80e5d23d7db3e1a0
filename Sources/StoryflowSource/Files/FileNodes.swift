import SwiftSyntax

/// The nodes of one file that the surveys of a scan read (calls, sequences, `switch`es and function declarations), in
/// the order a walk of the tree visits them, found in one walk: each survey reads this list instead of walking the whole
/// tree again (a walk of an app's trees costs a quarter of parsing them).
struct FileNodes {
    /// A node a survey reads.
    enum Node {
        /// A call, with its ``FunctionCallExprSyntax/calleeName``, read once for every survey.
        case call(FunctionCallExprSyntax, name: String?)
        case sequence(SequenceExprSyntax)
        case switchExpr(SwitchExprSyntax)
        case function(FunctionDeclSyntax)
    }

    /// The nodes outside previews, as a ``PreviewSkippingVisitor`` visits them.
    let outsidePreviews: [Node]
    /// Every call, previews' included, as a `SyntaxVisitor` visits them, with its name.
    let allCalls: [(call: FunctionCallExprSyntax, name: String?)]

    /// The nodes of `tree`, in one walk.
    init(_ tree: SourceFileSyntax) {
        let census = Census()
        census.walk(tree)
        outsidePreviews = census.outsidePreviews
        allCalls = census.allCalls
    }

    /// The calls outside previews, with their names.
    var calls: some Sequence<(call: FunctionCallExprSyntax, name: String?)> {
        outsidePreviews.lazy.compactMap { if case .call(let call, let name) = $0 { (call, name) } else { nil } }
    }
}

/// Visits every node, and keeps the nodes ``FileNodes`` lists, noting which lie in a preview: the nodes a
/// ``PreviewSkippingVisitor`` skips (previews are the same declarations as there).
private final class Census: SyntaxVisitor {
    var outsidePreviews: [FileNodes.Node] = []
    var allCalls: [(call: FunctionCallExprSyntax, name: String?)] = []
    /// How many previews the walk is in.
    private var previews = 0

    init() {
        super.init(viewMode: .sourceAccurate)
    }

    private func keep(_ node: FileNodes.Node) {
        if previews == 0 { outsidePreviews.append(node) }
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.calleeName
        allCalls.append((node, name))
        keep(.call(node, name: name))
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        keep(.sequence(node))
        return .visitChildren
    }

    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
        keep(.switchExpr(node))
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        keep(.function(node))
        return .visitChildren
    }

    // The declarations a ``PreviewSkippingVisitor`` does not enter.
    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.macroName.text == "Preview") }
    override func visitPost(_ node: MacroExpansionDeclSyntax) { leave(node.macroName.text == "Preview") }
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind { enter(node.macroName.text == "Preview") }
    override func visitPost(_ node: MacroExpansionExprSyntax) { leave(node.macroName.text == "Preview") }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(TypeIndex.isPreview(node)) }
    override func visitPost(_ node: StructDeclSyntax) { leave(TypeIndex.isPreview(node)) }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(TypeIndex.isPreview(node)) }
    override func visitPost(_ node: ClassDeclSyntax) { leave(TypeIndex.isPreview(node)) }

    private func enter(_ isPreview: Bool) -> SyntaxVisitorContinueKind {
        if isPreview { previews += 1 }
        return .visitChildren
    }

    private func leave(_ isPreview: Bool) {
        if isPreview { previews -= 1 }
    }
}
