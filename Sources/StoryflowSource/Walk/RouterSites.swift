import Storyflow
import SwiftSyntax

/// Enum routers: `router.navigate(to: .x)` and `router.presentedSheet = .x`, resolved through the `switch`
/// that maps the enum's cases to views, keyed by the enum's type (the function's parameter type or the
/// property's type), not by the case name alone.
struct RouterSites {
    let walker: ScreenWalker

    /// A call whose argument is a case of an enum the app maps to screens.
    func call(_ call: FunctionCallExprSyntax, _ context: ScreenWalker.Context) {
        // Only a call given a key path can route by one: the router (copies of the index and the finder) is made for those.
        if call.arguments.contains(where: { $0.expression.is(KeyPathExprSyntax.self) }),
           let (resolution, kind) = KeyPathRoutes(index: walker.index, finder: walker.finder).route(call) {
            walker.addSite(.router, call: call, kind: kind, resolution: resolution, trigger: context.trigger ?? .manual, context: context)
            return
        }
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
        // A route value built by a static member (`static var settings: Route { Route(style: .sheet) { SettingsView() } }`)
        // shows what it builds, the way its style (or the call's) says.
        if walker.map.destination(type: type, caseName: caseName).map({ $0.targets.isEmpty || $0.isInferred }) ?? true,
           let route = walker.finder.staticMember(caseName, of: type) {
            let named = Syntax(node).as(FunctionCallExprSyntax.self).flatMap { NavigationAPI.kind(in: $0.arguments.dropFirst()) }
            walker.addSite(.router, call: node, kind: named ?? route.kind ?? consumer.kind, resolution: route.resolution,
                           trigger: context.trigger ?? .manual, context: context)
            return
        }
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
        // Counted before the elements are copied out: most sequences are no assignment of three.
        guard sequence.elements.count == 3 else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), let property = elements[0].boundName,
              let type = index.propertyTypes[property], map.consumer(for: type) != nil, let caseName = caseName(of: elements[2]) else { return nil }
        return (type, caseName)
    }

    private static func caseName(of expr: ExprSyntax) -> String? {
        EnumCase.name(of: expr)
    }
}

/// Calls of the app's own navigation helpers (``NavigationHelpers``): each is a site of the screen that makes it.
struct HelperSites {
    let walker: ScreenWalker

    func call(_ call: FunctionCallExprSyntax, _ context: ScreenWalker.Context) {
        guard !walker.helpers.isForwarding(call),
              let helper = walker.helpers.helpers(calledBy: call, from: context.type, index: walker.index).first else { return }
        draw(call, helper: helper, context)
    }

    /// A call the screen makes of a helper of its own type (`segueToSettings()`, `self.showSettings()`) is a site too,
    /// drawn after the walk through the helper's body so that the body's site keeps a control both share. Calls a
    /// coordinator makes of its own helpers on a screen's behalf are not: the screen's site is where it asked for them;
    /// nor are calls of functions that return what they build (a view with a button that navigates), as content is no action.
    func ownCall(_ call: FunctionCallExprSyntax, _ context: ScreenWalker.Context) {
        guard !walker.helpers.isForwarding(call),
              let type = context.type, context.draft.id == type.name || context.draft.customClass == type.name,
              let name = call.calleeName, walker.index.method(name, of: type)?.decl.signature.returnClause == nil,
              let helper = walker.helpers.helpers(calledBy: call, from: type, index: walker.index, includingOwn: true).first(where: { $0.owner == type.name })
        else { return }
        draw(call, helper: helper, context)
    }

    private func draw(_ call: FunctionCallExprSyntax, helper: NavigationHelpers.Helper, _ context: ScreenWalker.Context) {
        let (resolution, kind) = walker.helpers.resolve(call, helper: helper, finder: walker.finder, map: walker.map, type: context.type)
        walker.addSite(.helper, call: call, kind: kind, resolution: resolution, trigger: context.trigger ?? .manual, context: context)
    }
}

/// Key-path routers: `router.route(to: \.settings)`, where the receiver is declared as `SettingsCoordinator.Router` (or
/// the coordinator itself) and `settings` is a member of that coordinator bound to what builds the screen
/// (`@Route(.modal) var settings = makeSettings`); the presentation word on the member (or the call) gives the kind.
struct KeyPathRoutes {
    let index: TypeIndex
    let finder: ViewFinder

    /// What `call` routes to, when one of its arguments is a key path to a member of the receiver's type that builds a
    /// screen (`items.sorted(by: \.date)` is no route).
    func route(_ call: FunctionCallExprSyntax) -> (resolution: Resolution, kind: SegueKind)? {
        guard let keyPath = call.arguments.lazy.compactMap({ $0.expression.as(KeyPathExprSyntax.self) }).first,
              keyPath.components.count == 1, let member = keyPath.components.first?.component.as(KeyPathPropertyComponentSyntax.self),
              let owner = owner(of: call, keyPath: keyPath) else { return nil }
        let name = member.declName.baseName.text
        guard let (binding, _) = index.property(name, of: owner) else { return nil }
        let variable = binding.parent?.parent?.as(VariableDeclSyntax.self)
        let attributeKind = variable?.attributes.lazy.compactMap { $0.as(AttributeSyntax.self) }
            .compactMap { attribute -> SegueKind? in
                guard case .argumentList(let arguments)? = attribute.arguments else { return nil }
                return NavigationAPI.kind(in: arguments)
            }.first
        guard let value = binding.initializer?.value else { return nil }
        let resolution: Resolution
        if let reference = value.as(DeclReferenceExprSyntax.self), let method = index.method(reference.baseName.text, of: owner), let body = method.decl.body {
            resolution = finder.targets(inStatements: body.statements, type: owner, depth: 1)
        } else {
            resolution = finder.targets(in: Syntax(value), type: owner)
        }
        guard !resolution.targets.isEmpty else { return nil }
        return (resolution, NavigationAPI.kind(in: call.arguments.filter { !$0.expression.is(KeyPathExprSyntax.self) }) ?? attributeKind ?? .show)
    }

    /// The type the key path is rooted in: written (`\Coordinator.settings`), or the receiver's declared type, or the type
    /// that declared type is nested in (`SettingsCoordinator.Router` → `SettingsCoordinator`).
    private func owner(of call: FunctionCallExprSyntax, keyPath: KeyPathExprSyntax) -> DeclaredType? {
        if let root = keyPath.root { return index.type(named: root.trimmedText) }
        guard let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base,
              var spelled = DeclaredTypes.type(of: base.unwrapped, index: index, at: Syntax(call)) else {
            return nil
        }
        while true {
            let type = spelled.contains(".") ? index.types[TypeIndex.cleanTypeName(spelled)] : index.type(named: spelled)
            if let type, type.kind != .protocolType, index.property("body", of: type) == nil { return type }
            guard let dot = spelled.lastIndex(of: ".") else { return nil }
            spelled = String(spelled[..<dot])
        }
    }
}
