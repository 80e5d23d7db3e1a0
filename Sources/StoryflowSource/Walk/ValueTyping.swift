import SwiftSyntax

/// The type of a value pushed with `NavigationLink(value:)` or `path.append`, and the screens it maps to.
struct ValueTyping {
    let walker: ScreenWalker

    func destination(ofValue value: ExprSyntax, context: ScreenWalker.Context) -> Resolution {
        let map = walker.map
        let index = walker.index
        let expr = value.unwrapped
        // A component's parameter: the value its caller passed (`CardNavigationHeader(panel: .orders)`).
        if let name = expr.as(DeclReferenceExprSyntax.self)?.baseName.text, let argument = context.arguments[name] {
            var caller = context
            caller.arguments = [:]
            return destination(ofValue: argument, context: caller)
        }
        if let (type, caseName) = enumCase(expr) {
            let enumType = type ?? index.enumContaining(cases: [caseName], preferring: Array(map.mappedTypes))
            guard let enumType else { return .unresolved("the value '.\(caseName)' belongs to no enum the app declares") }
            return map.destination(type: enumType, caseName: caseName)
                ?? .unresolved("no navigationDestination(for: \(enumType).self) maps '.\(caseName)'")
        }
        if expr.is(StringLiteralExprSyntax.self) { return lookup("String", context: context) }
        if expr.is(IntegerLiteralExprSyntax.self) { return lookup("Int", context: context) }
        if let name = expr.boundName, expr.is(DeclReferenceExprSyntax.self), let type = index.propertyTypes[name], map.maps(type) {
            return lookup(type, context: context)
        }
        // A name heuristic: `order.id` for `Order.ID`, `donut` for `Donut`.
        let spelled = expr.trimmedText.lowercased()
        if let type = map.mappedTypes.sorted().first(where: { type in
            let simple = (type.split(separator: ".").last.map(String.init) ?? type).lowercased()
            return simple == spelled || simple == spelled.replacingOccurrences(of: "?", with: "") || type.lowercased() == spelled
        }) {
            var found = lookup(type, context: context)
            found.isInferred = true
            return found
        }
        // The only type the screen (or what it shows) registers a destination for.
        let local = map.registrations(in: context.type?.name, screen: context.draft.customClass)
        if local.count == 1, var found = map.destination(type: local[0], caseName: nil) {
            found.isInferred = true
            return found
        }
        return .unresolved("a value of unknown type ('\(expr.trimmedText.prefix(40))')")
    }

    /// The screens a value of `type` leads to, by the mapping the screen pushing it registers when it has one.
    private func lookup(_ type: String, context: ScreenWalker.Context) -> Resolution {
        walker.map.destination(type: type, pushedIn: context.type?.name, screen: context.draft.customClass)
            ?? .unresolved("no navigationDestination(for: \(type).self) in the app")
    }

    /// `Panel.truck`, `Panel.city(id)`, `.truck`, `.city(id)` → (type, case).
    private func enumCase(_ expr: ExprSyntax) -> (String?, String)? {
        var member = expr.as(MemberAccessExprSyntax.self)
        if let call = expr.as(FunctionCallExprSyntax.self) { member = call.calledExpression.as(MemberAccessExprSyntax.self) }
        guard let member else { return nil }
        let caseName = member.declName.baseName.text
        guard let base = member.base else { return (nil, caseName) }
        // `Panel.truck`, or a case spelled through a type a macro generates inside the enum (`Feature.Path.State.detail`).
        var spelled = base.trimmedText
        while let first = spelled.first, first.isUppercase {
            if let type = walker.index.type(named: spelled), type.kind == .enumeration, walker.index.enumCases[type.name]?.contains(caseName) == true {
                return (type.name, caseName)
            }
            guard let dot = spelled.lastIndex(of: ".") else { return nil }
            spelled = String(spelled[..<dot])
        }
        return nil
    }
}
