import SwiftSyntax

/// Lists every navigation site of the files (previews left out), so each is accounted for even when no
/// screen's walk reaches it.
final class SiteSurvey: PreviewSkippingVisitor {
    let index: TypeIndex
    let map: DestinationMap
    let helpers: NavigationHelpers
    let finder: ViewFinder
    let file: ParsedFile
    let ledger: SiteLedger
    /// Made once for the file, not for each call (it holds copies of the index and the finder).
    private lazy var keyPathRoutes = KeyPathRoutes(index: index, finder: finder)

    init(index: TypeIndex, map: DestinationMap, helpers: NavigationHelpers, finder: ViewFinder, file: ParsedFile, ledger: SiteLedger) {
        self.index = index
        self.map = map
        self.helpers = helpers
        self.finder = finder
        self.file = file
        self.ledger = ledger
        super.init()
    }

    /// Surveys the file's calls and assignments, in the order a walk of its tree visits them (``FileNodes``).
    func survey() {
        for node in file.nodes.outsidePreviews {
            switch node {
            case .call(let call, _): _ = visit(call)
            case .sequence(let sequence): _ = visit(sequence)
            case .switchExpr, .function: break
            }
        }
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let (type, caseName) = RouterSites.routedCase(of: node, index: index, map: map) {
            register(.router, node, resolution: map.destination(type: type, caseName: caseName))
        } else if let kind = kind(of: node) {
            // What a UIKit call shows is known without a screen (a coordinator's push is resolved, just not drawn).
            let shown = NavigationAPI.transition(node) != nil ? node.arguments.first.map { argument in
                finder.targets(in: Syntax(argument.expression), type: EnclosingType.of(Syntax(node), index: index))
            } : nil
            register(kind, node, resolution: shown)
        } else if let route = keyPathRoutes.route(node) {
            register(.router, node, resolution: route.resolution)
        } else if !helpers.isForwarding(node), helpers.byName[node.calleeName ?? ""] != nil {
            // The enclosing type is looked up only for a call with a helper's name: most calls are no helper's.
            let owner = EnclosingType.of(Syntax(node), index: index)
            if let helper = helpers.helpers(calledBy: node, from: owner, index: index).first {
                register(.helper, node, resolution: helpers.resolve(node, helper: helper, finder: finder, map: map, type: owner).0)
            }
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
        ledger.register(kind, at: file.location(of: Syntax(node).as(FunctionCallExprSyntax.self)?.siteAnchor ?? Syntax(node)), owner: EnclosingType.of(Syntax(node), index: index)?.name, staticResolution: resolution)
    }

    private func kind(of call: FunctionCallExprSyntax) -> NavigationSite.Kind? {
        guard let name = call.calleeName else { return nil }
        if let api = NavigationAPI.modifier(name) {
            if ModalSite.isMapping(call, index: index, map: map) || (name == "navigationDestination" && call.argument("for") != nil) { return nil }
            return api.site
        }
        if let api = NavigationAPI.transition(call) { return helpers.isForwarding(call) ? nil : api.site }
        switch name {
        case "NavigationLink" where call.modifiedBase == nil: return .navigationLink
        case "append": return NavigationAPI.isPathAppend(call) && !helpers.isForwarding(call) ? .pathAppend : nil
        default: return nil
        }
    }
}
