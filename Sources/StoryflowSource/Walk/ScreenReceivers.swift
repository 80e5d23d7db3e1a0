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
        DeclaredTypes.type(of: base, index: walker.index, at: Syntax(call)).flatMap { ScreenReceivers.screen(declaredAs: $0, index: walker.index) }
    }

    /// The screen a value declared as `spelled` is: that type when it is a screen, or the one screen adopting the protocol.
    static func screen(declaredAs spelled: String, index: TypeIndex) -> String? {
        guard let declared = index.type(named: spelled) else { return nil }
        if index.isView(declared) || index.isViewController(declared) { return declared.name }
        guard declared.kind == .protocolType else { return nil }
        let adopting = Set(index.types(naming: declared.simpleName) + index.types(naming: declared.name)).filter { name in
            index.types[name].map { index.isView($0) || index.isViewController($0) } ?? false
        }
        return adopting.count == 1 ? adopting.first : nil
    }

    /// The screens a type that is no screen holds a reference back to (`weak var webViewController:
    /// WebViewControllerProtocol?` of a message handler the screen owns): the type works for them.
    static func held(by type: DeclaredType, index: TypeIndex) -> [String] {
        var found: [String] = []
        for member in type.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.accessorBlock == nil {
                guard let annotation = binding.typeAnnotation?.type,
                      let screen = screen(declaredAs: TypeIndex.cleanTypeName(annotation.trimmedText), index: index),
                      !found.contains(screen) else { continue }
                found.append(screen)
            }
        }
        return found
    }
}
