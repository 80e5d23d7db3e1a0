import SwiftSyntax

/// Navigation a type that is no screen asks a screen it holds to make (`webViewController?.presentOverlayController(
/// controller: settings, animated: true)`, `controller.present(alert, animated: true)`): it leaves from that screen. The
/// screen is the receiver's declared type, or the one screen of the app adopting the protocol it is declared as.
struct ScreenReceivers {
    let walker: ScreenWalker

    /// Draws each navigation call of `type` made on a screen it holds from that screen.
    func walk(_ type: DeclaredType) {
        for member in type.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self), let body = function.body else { continue }
            for call in NavigationCalls.in(Syntax(body)) {
                guard let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.unwrapped,
                      !base.is(SuperExprSyntax.self), base.as(DeclReferenceExprSyntax.self)?.baseName.text != "self",
                      NavigationAPI.transition(call) != nil || !walker.helpers.helpers(calledBy: call, from: type, index: walker.index).isEmpty,
                      let screen = screen(receiving: base, at: call), let draft = walker.screenDraft(ofType: screen) else { continue }
                var context = walker.silenced(ScreenWalker.Context(draft: draft, type: type, file: member.file))
                context.inlined = [type.name]
                walker.handleCall(call, context)
            }
        }
    }

    /// The screen type a receiver is declared as, directly or through the one screen adopting its protocol.
    private func screen(receiving base: ExprSyntax, at call: FunctionCallExprSyntax) -> String? {
        let index = walker.index
        guard let spelled = DeclaredTypes.type(of: base, index: index, at: Syntax(call)), let declared = index.type(named: spelled) else { return nil }
        if index.isView(declared) || index.isViewController(declared) { return declared.name }
        guard declared.kind == .protocolType else { return nil }
        let adopting = index.types.values.filter { ($0.inherited.contains(declared.simpleName) || $0.inherited.contains(declared.name))
            && (index.isView($0) || index.isViewController($0)) }
        return adopting.count == 1 ? adopting[0].name : nil
    }
}
