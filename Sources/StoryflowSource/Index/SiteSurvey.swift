import SwiftSyntax

/// Lists every navigation site of the files (previews left out), so each is accounted for even when no
/// screen's walk reaches it.
final class SiteSurvey: PreviewSkippingVisitor {
    let index: TypeIndex
    let map: DestinationMap
    let file: ParsedFile
    let ledger: SiteLedger

    init(index: TypeIndex, map: DestinationMap, file: ParsedFile, ledger: SiteLedger) {
        self.index = index
        self.map = map
        self.file = file
        self.ledger = ledger
        super.init()
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let (type, caseName) = RouterSites.routedCase(of: node, index: index, map: map) {
            register(.router, node, resolution: map.destination(type: type, caseName: caseName))
        } else if let kind = kind(of: node) {
            register(kind, node)
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let (type, caseName) = RouterSites.assignedCase(node, index: index, map: map) {
            register(.router, node, resolution: map.destination(type: type, caseName: caseName))
        }
        return .visitChildren
    }

    private func register(_ kind: NavigationSite.Kind, _ node: some SyntaxProtocol, resolution: Resolution? = nil) {
        ledger.register(kind, at: file.location(of: node), owner: EnclosingType.of(Syntax(node), index: index)?.name, staticResolution: resolution)
    }

    private func kind(of call: FunctionCallExprSyntax) -> NavigationSite.Kind? {
        switch call.calleeName {
        case "NavigationLink" where call.modifiedBase == nil: return .navigationLink
        case "sheet": return ModalSite.isMapping(call, index: index, map: map) ? nil : .sheet
        case "fullScreenCover": return ModalSite.isMapping(call, index: index, map: map) ? nil : .fullScreenCover
        case "popover": return ModalSite.isMapping(call, index: index, map: map) ? nil : .popover
        case "navigationDestination":
            return call.argument("for") == nil && !ModalSite.isMapping(call, index: index, map: map) ? .navigationDestination : nil
        case "append": return call.modifiedBase?.trimmedDescription.lowercased().contains("path") == true ? .pathAppend : nil
        case "pushViewController", "showDetailViewController", "show": return UIKitSites.isTransition(call) ? .push : nil
        case "present": return UIKitSites.isTransition(call) ? .present : nil
        default: return nil
        }
    }
}
