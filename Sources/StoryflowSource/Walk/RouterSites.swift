import SwiftSyntax

/// Enum routers: `router.navigate(to: .x)` and `router.presentedSheet = .x`, resolved through the `switch`
/// that maps the enum's cases to views, keyed by the enum's type (the function's parameter type or the
/// property's type), not by the case name alone.
struct RouterSites {
    let walker: ScreenWalker

    /// A call whose argument is a case of an enum the app maps to screens.
    func call(_ call: FunctionCallExprSyntax, _ context: ScreenWalker.Context) {
        guard let (type, caseName) = RouterSites.routedCase(of: call, index: walker.index, map: walker.map) else { return }
        record(type: type, caseName: caseName, at: call, context)
    }

    /// An assignment of a mapped enum's case to a property (`presentedSheet = .settings`).
    func assignment(_ sequence: SequenceExprSyntax, _ context: ScreenWalker.Context) {
        guard let (type, caseName) = RouterSites.assignedCase(sequence, index: walker.index, map: walker.map) else { return }
        record(type: type, caseName: caseName, at: sequence, context)
    }

    private func record(type: String, caseName: String, at node: some SyntaxProtocol, _ context: ScreenWalker.Context) {
        let consumer = walker.map.consumer(for: type) ?? DestinationMap.Consumer(kind: .show)
        let resolution = walker.map.destination(type: type, caseName: caseName)
            ?? .unresolved("'.\(caseName)' of \(type) is mapped to no view")
        walker.addSite(.router, call: node, kind: consumer.kind, resolution: resolution, trigger: context.trigger ?? .manual,
                       context: context, presentation: consumer.presentation)
    }

    /// `(enum type, case)` when `call` passes a case of an enum that a `navigationDestination(for:)` or `sheet(item:)`
    /// shows to a parameter declared with that type.
    static func routedCase(of call: FunctionCallExprSyntax, index: TypeIndex, map: DestinationMap) -> (String, String)? {
        guard let name = call.calleeName, let parameters = index.functionParameters[name] else { return nil }
        for argument in call.arguments {
            guard let caseName = caseName(of: argument.expression),
                  let type = parameters[argument.label?.text ?? "_"], map.consumer(for: type) != nil else { continue }
            return (type, caseName)
        }
        return nil
    }

    /// `(enum type, case)` for `x.property = .case` when the property is declared with a mapped enum type.
    static func assignedCase(_ sequence: SequenceExprSyntax, index: TypeIndex, map: DestinationMap) -> (String, String)? {
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), let property = elements[0].boundName,
              let type = index.propertyTypes[property], map.consumer(for: type) != nil, let caseName = caseName(of: elements[2]) else { return nil }
        return (type, caseName)
    }

    private static func caseName(of expr: ExprSyntax) -> String? {
        var member = expr.unwrapped.as(MemberAccessExprSyntax.self)
        if let call = expr.unwrapped.as(FunctionCallExprSyntax.self) { member = call.calledExpression.as(MemberAccessExprSyntax.self) }
        guard let member, member.base == nil else { return nil }
        return member.declName.baseName.text
    }
}

/// Calls of the app's own navigation helpers (``NavigationHelpers``): each is a site of the screen that makes it.
struct HelperSites {
    let walker: ScreenWalker

    func call(_ call: FunctionCallExprSyntax, _ context: ScreenWalker.Context) {
        guard !walker.helpers.isForwarding(call),
              let helper = walker.helpers.helpers(calledBy: call, from: context.type, index: walker.index).first else { return }
        let (resolution, kind) = walker.helpers.resolve(call, helper: helper, finder: walker.finder, map: walker.map, type: context.type)
        walker.addSite(.helper, call: call, kind: kind, resolution: resolution, trigger: context.trigger ?? .manual, context: context)
    }
}
