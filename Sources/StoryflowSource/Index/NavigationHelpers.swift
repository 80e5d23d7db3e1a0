import Foundation
import Storyflow
import SwiftSyntax

/// The app's own functions that navigate, found by reading what each function does, never by its name: a
/// function that pushes or presents a screen (with UIKit, or by calling another such function) is a helper, and
/// each call of it is a navigation site.
///
/// What a helper shows is either fixed (`func showSettings() { push(SettingsViewController()) }`) or one of its
/// parameters: the view controller or view it is given (`presentModal(viewController:)`, a view-builder closure),
/// or an enum case the app maps to screens in a `switch` (`coordinator.present(scene: .profile(model), …)`). How it
/// shows it is the UIKit call it makes, or, when it switches over one of its parameters to choose the call
/// (`switch transition { case .show: show(…) case .modal: present(…) }`), the case its caller passes. Helpers
/// calling helpers are followed for a few levels; calls through a protocol reach the types that implement it.
struct NavigationHelpers {
    /// One helper: a function and what calling it shows.
    struct Helper {
        /// The function's name and argument labels (`_` for an unlabelled one).
        var name: String
        var labels: [String]
        /// The types of its parameters, as written.
        var parameterTypes: [String]
        /// The default values of its parameters that have one, by label.
        var defaults: [String: ExprSyntax] = [:]
        /// The type declaring it, if any.
        var owner: String?
        var destination: Destination
        var kind: KindRule

        /// Whether the caller chooses the kind with a case the helper switches over.
        var kindIsChosenByArgument: Bool {
            if case .byArgument = kind { return true }
            return false
        }
    }

    /// What a helper shows.
    enum Destination {
        /// These screens, whatever it is given.
        case fixed(Resolution)
        /// The argument labelled `label`: the screen itself, a case of `enumType` that a `switch` maps to screens, or a
        /// static member of `valueType` that builds one (`.settings` of `static var settings: Route { Route { SettingsView() } }`).
        case argument(label: String, enumType: String?, valueType: String? = nil)
        /// A screen chosen by the key its caller passes as `label`, as the helper branches on it (`if place ==
        /// Keys.podcast { … push(PodcastViewController()) }`, `switch place { case "settings": … }`).
        case keyed(label: String, destinations: [String: Resolution], kinds: [String: SegueKind])
    }

    /// How a helper shows it.
    enum KindRule {
        case fixed(SegueKind)
        /// Chosen by the case (or Bool literal) of the argument labelled `label`; `otherwise` when that case is not listed.
        case byArgument(label: String, kinds: [String: SegueKind], otherwise: SegueKind)
    }

    /// Helpers by function name.
    private(set) var byName: [String: [Helper]] = [:]
    /// Navigation calls inside helpers that show what the helper was given: accounted for at each call of the helper.
    private(set) var forwarding: Set<SyntaxIdentifier> = []

    /// How many levels of helpers calling helpers are followed.
    static let levels = 4

    /// Finds the helpers of the files.
    init(files: [ParsedFile], index: TypeIndex, finder: ViewFinder, map: DestinationMap) {
        // Each function's calls and presenting writes, read once; only functions that navigate or call a helper are
        // analysed again at each level.
        var functions: [(decl: Callable, owner: DeclaredType?, body: FunctionBody, navigates: Bool, callees: Set<String>)] = []
        let state = PresentedState(files: files)
        let presentations = PresentingWrites(state: state, index: index, finder: finder, map: map)
        for file in files {
            let collector = FunctionCollector()
            for node in file.nodes.outsidePreviews {
                switch node {
                case .function(let function): _ = collector.visit(function)
                case .sequence(let sequence): _ = collector.visit(sequence)
                case .call, .switchExpr: break
                }
            }
            for callable in collector.found {
                let body = FunctionBody(callable.body, writes: presentations)
                let navigates = !body.writes.isEmpty || body.calls.contains {
                    NavigationAPI.transition($0) != nil || NavigationAPI.isPathAppend($0) || state.kind(ofAppend: $0) != nil || state.kind(ofWrite: $0) != nil
                }
                functions.append((callable, EnclosingType.of(callable.node, index: index), body, navigates, Set(body.calls.compactMap(\.calleeName))))
            }
        }
        let analysis = HelperAnalysis(index: index, finder: finder, map: map, state: state)
        // What a function is depends only on the helpers named as its callees: one whose callees' helpers the level before
        // did not change is what it was then (by its place in `functions`), and is not analysed again. `changed` holds the
        // names whose helpers may have changed (`nil` on the first level, when every function is analysed).
        var previous: [Int: (Helper, Set<SyntaxIdentifier>)?] = [:]
        var changed: Set<String>?
        for _ in 0..<NavigationHelpers.levels {
            var found: [String: [Helper]] = [:]
            var forwarding: Set<SyntaxIdentifier> = []
            var results: [Int: (Helper, Set<SyntaxIdentifier>)?] = [:]
            var changing: Set<String> = []
            // A function's few callees looked up among the helpers, not every helper's name among its callees.
            for (position, function) in functions.enumerated() where function.navigates || function.callees.contains(where: { byName[$0] != nil }) {
                let result: (Helper, Set<SyntaxIdentifier>)?
                if let changed, let known = previous[position], function.callees.isDisjoint(with: changed) {
                    result = known
                } else {
                    result = analysis.helper(function.decl, body: function.body, owner: function.owner, known: self)
                    for name in [result?.0.name, previous[position]??.0.name].compactMap({ $0 }) { changing.insert(name) }
                }
                results[position] = result
                guard let (helper, forwarded) = result else { continue }
                found[helper.name, default: []].append(helper)
                forwarding.formUnion(forwarded)
            }
            // A helper of the level before whose function is no longer analysed is gone.
            for (position, result) in previous where results[position] == nil {
                if let name = result?.0.name { changing.insert(name) }
            }
            previous = results
            changed = changing
            let grew = found.values.map(\.count).reduce(0, +) != byName.values.map(\.count).reduce(0, +)
            byName = found
            self.forwarding = forwarding
            if !grew { break }
        }
    }

    /// Whether `call` only passes on what its helper was given.
    func isForwarding(_ call: FunctionCallExprSyntax) -> Bool {
        forwarding.contains(call.id)
    }

    /// The helpers `call` may be calling: same name, labels that fit, and a receiver that can be the helper's type.
    /// Calls of a helper on the caller's own type (`self.showSettings()`) are left out, as the caller's walk goes through
    /// them, unless `includingOwn` asks for the site of such a call itself (``HelperSites/ownCall(_:_:)``, for calls on `self`).
    func helpers(calledBy call: FunctionCallExprSyntax, from caller: DeclaredType?, index: TypeIndex, includingOwn: Bool = false) -> [Helper] {
        guard let name = call.calleeName, let candidates = byName[name] else { return [] }
        if call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(SuperExprSyntax.self) != nil { return [] }
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        let receiver = NavigationHelpers.receiverType(of: call, index: index)
        let erased = receiver == nil ? [] : NavigationHelpers.typeArguments(ofReceiverOf: call, index: index)
        return candidates.filter { helper in
            guard NavigationHelpers.fits(labels, helper.labels) else { return false }
            if let caller, helper.owner == caller.name, receiver == nil { return includingOwn }
            guard let receiver, let owner = helper.owner else { return true }
            // A type-erasing wrapper (`AnyCoordinator<SettingsRoute, SettingsEvent>`) stands for the type whose helper takes
            // one of its type arguments (`navigate(to: SettingsRoute)`).
            return NavigationHelpers.canBe(receiver, owner, index: index)
                || helper.parameterTypes.contains { erased.contains(TypeIndex.cleanTypeName($0)) }
        }
    }

    /// The type arguments of the property `x` in `x.f(…)` as declared (`SettingsRoute`, `SettingsEvent` of
    /// `let coordinator: AnyCoordinator<SettingsRoute, SettingsEvent>`).
    private static func typeArguments(ofReceiverOf call: FunctionCallExprSyntax, index: TypeIndex) -> [String] {
        guard let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.unwrapped.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let owner = EnclosingType.of(Syntax(call), index: index),
              let spelled = index.property(name, of: owner)?.binding.typeAnnotation?.type.trimmedText,
              let open = spelled.firstIndex(of: "<"), let close = spelled.lastIndex(of: ">"), open < close else { return [] }
        return spelled[spelled.index(after: open)..<close].split(separator: ",").map { TypeIndex.cleanTypeName(String($0)) }
    }

    /// Whether call labels fit a signature's: each in order (parameters with default values may be left out), and
    /// trailing closures fill the last parameters.
    static func fits(_ labels: [String], _ signature: [String]) -> Bool {
        var remaining = signature[...]
        for label in labels {
            guard let position = remaining.firstIndex(of: label) else { return false }
            remaining = remaining[(position + 1)...]
        }
        return labels.count <= signature.count
    }

    /// The declared type of `x` in `x.f(…)` (a property or parameter), when the app declares it.
    private static func receiverType(of call: FunctionCallExprSyntax, index: TypeIndex) -> String? {
        guard let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base else { return nil }
        let unwrapped = base.unwrapped
        if unwrapped.is(SuperExprSyntax.self) || unwrapped.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" { return nil }
        guard let type = DeclaredTypes.type(of: unwrapped, index: index, at: Syntax(call)) else { return nil }
        return type
    }

    /// Whether a value declared as `receiver` can be an instance of `owner`: the same type, a protocol or base class
    /// it adopts, or a type the app does not declare (a library's, which the scan cannot see into).
    private static func canBe(_ receiver: String, _ owner: String, index: TypeIndex) -> Bool {
        let parts = receiver.trimmingCharacters(in: CharacterSet(charactersIn: "() ")).components(separatedBy: "&")
        if parts.count > 1 { return parts.contains { canBe($0.trimmingCharacters(in: .whitespaces), owner, index: index) } }
        guard let receiverType = index.type(named: receiver) else { return false }
        guard let ownerType = index.type(named: owner) else { return true }
        if receiverType.name == ownerType.name { return true }
        var seen: Set<String> = []
        var queue = [ownerType]
        while let next = queue.popLast(), seen.insert(next.name).inserted {
            if next.inherited.contains(receiverType.simpleName) || next.inherited.contains(receiverType.name) { return true }
            queue += next.inherited.compactMap { index.type(named: $0) }
        }
        // A protocol's extension runs for any type adopting it, which may also adopt the protocol the receiver is declared
        // as (a delegate protocol beside the coordinator protocol whose extension implements the call).
        return ownerType.kind == .protocolType && receiverType.kind == .protocolType && index.someTypeAdopts(receiverType, and: ownerType)
    }

    /// What calling `helper` with `call`'s arguments shows, and how; `nil` kind when it cannot be told.
    func resolve(_ call: FunctionCallExprSyntax, helper: Helper, finder: ViewFinder, map: DestinationMap, type: DeclaredType?) -> (Resolution, SegueKind) {
        let resolution: Resolution
        switch helper.destination {
        case .fixed(let fixed):
            resolution = fixed
        case .keyed(let label, let destinations, let kinds):
            guard let argument = NavigationHelpers.argument(label, of: call, helper: helper), let key = BranchKey.text(of: argument) else {
                resolution = .unresolved("'\(helper.name)' is given a key chosen at run time")
                break
            }
            if let kind = kinds[key] { return (destinations[key]!, kind) }
            resolution = .unresolved("no branch of '\(helper.name)' handles '\(key)'")
        case .argument(let label, let enumType, let valueType):
            guard let argument = NavigationHelpers.argument(label, of: call, helper: helper) else {
                resolution = .unresolved("'\(helper.name)' is called without its '\(label)' argument")
                break
            }
            if let valueType, enumType == nil, let member = EnumCase.name(of: argument), let route = finder.staticMember(member, of: valueType) {
                let kind = NavigationAPI.kind(in: call.arguments.filter { ($0.label?.text ?? "_") != label }) ?? route.kind
                    ?? NavigationHelpers.kind(helper.kind, call: call, helper: helper)
                return (route.resolution, kind)
            }
            if let enumType {
                if let caseName = EnumCase.name(of: argument) {
                    resolution = map.destination(type: enumType, caseName: caseName)
                        ?? .unresolved("'.\(caseName)' of \(enumType) is mapped to no screen")
                } else {
                    resolution = .unresolved("'\(helper.name)' is given a \(enumType) chosen at run time ('\(argument.trimmedText.prefix(40))')")
                }
            } else {
                resolution = finder.targets(in: Syntax(argument), type: type)
            }
        }
        let named = NavigationAPI.kind(in: call.arguments.filter { argument in
            if case .argument(let label, _, _) = helper.destination { return (argument.label?.text ?? "_") != label }
            return true
        })
        return (resolution, helper.kindIsChosenByArgument ? NavigationHelpers.kind(helper.kind, call: call, helper: helper) : named ?? NavigationHelpers.kind(helper.kind, call: call, helper: helper))
    }

    /// The kind a call of a helper shows with: its fixed kind, or the one its case argument chooses.
    static func kind(_ rule: KindRule, call: FunctionCallExprSyntax, helper: Helper) -> SegueKind {
        switch rule {
        case .fixed(let kind): return kind
        case .byArgument(let label, let kinds, let otherwise):
            guard let argument = argument(label, of: call, helper: helper),
                  let caseName = EnumCase.name(of: argument) ?? argument.as(BooleanLiteralExprSyntax.self)?.literal.text else { return otherwise }
            return kinds[caseName] ?? otherwise
        }
    }

    /// The argument passed for the parameter labelled `label`: by label, a trailing closure for the last parameter, or
    /// the parameter's default value when the call leaves it out. Of `value ?? .fallback` it is the case the code names
    /// (`flow: flow ?? .plusUpsell` after `let flow = data["flow"] as? Flow`).
    static func argument(_ label: String, of call: FunctionCallExprSyntax, helper: Helper) -> ExprSyntax? {
        if let found = call.arguments.first(where: { ($0.label?.text ?? "_") == label }) { return fallback(of: found.expression) ?? found.expression }
        if helper.labels.last == label, let closure = call.trailingClosure { return ExprSyntax(closure) }
        return helper.defaults[label]
    }

    private static func fallback(of expr: ExprSyntax) -> ExprSyntax? {
        guard let sequence = expr.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return nil }
        let elements = Array(sequence.elements)
        guard elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
              EnumCase.name(of: elements[2]) != nil || elements[2].is(BooleanLiteralExprSyntax.self) else { return nil }
        return elements[2]
    }
}

/// What one function does with navigation, one level of helpers at a time.
private struct HelperAnalysis {
    let index: TypeIndex
    let finder: ViewFinder
    let map: DestinationMap
    let state: PresentedState

    /// A navigation inside a function: what it shows and how.
    private struct Point {
        /// The call (or the assignment of a routed case) that navigates.
        var node: Syntax
        var destination: NavigationHelpers.Destination?
        var kind: NavigationHelpers.KindRule
        /// The parameter and the keys it is compared with on the way to the call, when a branch on it chooses the call.
        var key: (label: String, values: [String])? = nil
    }

    /// The helper `function` is, with its calls that forward what it was given; `nil` when it does not navigate.
    func helper(
        _ function: Callable, body: FunctionBody, owner: DeclaredType?, known: NavigationHelpers
    ) -> (NavigationHelpers.Helper, Set<SyntaxIdentifier>)? {
        guard !function.isOverride else { return nil }
        let parameters = function.parameters
        var points: [Point] = []
        for call in body.calls {
            if let api = NavigationAPI.transition(call), let shown = call.arguments.first?.expression {
                points.append(Point(node: Syntax(call), destination: destination(of: shown, parameters: parameters, owner: owner),
                                    kind: kindRule(NavigationAPI.segue(of: call, api), at: call, parameters: parameters)))
            } else if NavigationAPI.isPathAppend(call), let shown = call.arguments.first?.expression,
                      let passed = destination(of: shown, parameters: parameters, owner: owner), case .argument = passed {
                points.append(Point(node: Syntax(call), destination: passed, kind: kindRule(.show, at: call, parameters: parameters)))
            } else if let kind = state.kind(ofAppend: call), let shown = call.arguments.first?.expression,
                      let passed = passedOn(shown, parameters: parameters, owner: owner) {
                points.append(Point(node: Syntax(call), destination: passed, kind: kindRule(kind, at: call, parameters: parameters)))
            } else if let kind = state.kind(ofWrite: call), let passed = passedOn(ExprSyntax(call), parameters: parameters, owner: owner) {
                // `sheet = Module(coordinator)`: a property a presentation is bound to, set to what the function was given.
                points.append(Point(node: Syntax(call), destination: passed, kind: kindRule(kind, at: call, parameters: parameters)))
            } else if let point = helperPoint(call, function: function, owner: owner, parameters: parameters, known: known) {
                points.append(point)
            }
        }
        // `presentedSheet = .downloads(model)`, `isSheetPresented = true`: a write that presents a screen.
        for (assignment, write) in body.writes {
            points.append(Point(node: Syntax(assignment), destination: .fixed(write.resolution), kind: kindRule(write.kind, at: assignment, parameters: parameters)))
        }
        guard !points.isEmpty else { return nil }
        for index in points.indices { points[index].key = branchKey(of: points[index].node, parameters: parameters) }
        let passed = points.first { point in
            switch point.destination {
            case .argument?, .keyed?: true
            default: false
            }
        }
        let destination: NavigationHelpers.Destination
        var forwarded: Set<SyntaxIdentifier> = []
        if let passed, let rule = passed.destination {
            destination = rule
            // Every navigation of a function that shows what it is given shows that (wrapped in a navigation controller, say).
            for point in points {
                if case .fixed = point.destination { continue }
                forwarded.insert(point.node.id)
            }
        } else if let keyed = keyedDestinations(points, parameters: parameters) {
            destination = keyed
        } else {
            var targets = Resolution(targets: [])
            for point in points {
                guard case .fixed(let found)? = point.destination else { continue }
                for target in found.targets where !targets.targets.contains(target) { targets.targets.append(target) }
                targets.isInferred = targets.isInferred || found.isInferred
            }
            guard !targets.targets.isEmpty else { return nil }
            // Screens of several branches the helper chooses among at run time: each call may show any of them.
            if Set(points.compactMap { point -> String? in if case .fixed(let found)? = point.destination { "\(found.targets)" } else { nil } }).count > 1 {
                targets.isInferred = true
            }
            destination = .fixed(targets)
        }
        let kind = combinedKind(points.filter { passed == nil || forwarded.contains($0.node.id) })
        var defaults: [String: ExprSyntax] = [:]
        for parameter in parameters.all { defaults[parameter.label] = parameter.defaultValue }
        let helper = NavigationHelpers.Helper(name: function.name, labels: parameters.labels, parameterTypes: parameters.all.map(\.type),
                                              defaults: defaults, owner: owner?.name, destination: destination, kind: kind)
        return (helper, forwarded)
    }

    /// The screens by key when every navigation of the function sits in a branch on one parameter (`if place == K`,
    /// `switch place { case K: }`) and the branches show different screens.
    private func keyedDestinations(_ points: [Point], parameters: Parameters) -> NavigationHelpers.Destination? {
        var label: String?
        var destinations: [String: Resolution] = [:]
        var kinds: [String: SegueKind] = [:]
        for point in points {
            guard case .fixed(let found)? = point.destination else { continue }
            guard let key = point.key, label == nil || label == key.label else { return nil }
            label = key.label
            for value in key.values {
                var merged = destinations[value] ?? Resolution(targets: [])
                for target in found.targets where !merged.targets.contains(target) { merged.targets.append(target) }
                merged.isInferred = merged.isInferred || found.isInferred
                destinations[value] = merged
                if kinds[value] == nil, case .fixed(let kind) = point.kind { kinds[value] = kind }
                if kinds[value] == nil, case .byArgument(_, _, let otherwise) = point.kind { kinds[value] = otherwise }
            }
        }
        guard let label, Set(destinations.values.map { "\($0.targets)" }).count > 1 else { return nil }
        return .keyed(label: label, destinations: destinations, kinds: kinds)
    }

    /// The parameter a branch on the way from the function to `node` compares, and the keys it compares it with.
    private func branchKey(of node: Syntax, parameters: Parameters) -> (label: String, values: [String])? {
        var child = node
        while let parent = child.parent, !parent.is(FunctionDeclSyntax.self) {
            if let ifExpr = parent.as(IfExprSyntax.self), child.id == ifExpr.body.id {
                for condition in ifExpr.conditions {
                    guard let comparison = condition.condition.as(ExprSyntax.self)?.as(SequenceExprSyntax.self) else { continue }
                    let elements = Array(comparison.elements)
                    guard elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "==" else { continue }
                    for (side, other) in [(elements[0], elements[2]), (elements[2], elements[0])] {
                        if let parameter = parameters.named(side), let key = BranchKey.text(of: other) { return (parameter.label, [key]) }
                    }
                }
            }
            if let switchCase = parent.as(SwitchCaseSyntax.self), let switchExpr = switchCase.parent?.parent?.as(SwitchExprSyntax.self),
               let parameter = parameters.named(switchExpr.subject), case .case(let label) = switchCase.label {
                let keys = label.caseItems.compactMap { item in item.pattern.as(ExpressionPatternSyntax.self).flatMap { BranchKey.text(of: $0.expression) } }
                if !keys.isEmpty { return (parameter.label, keys) }
            }
            child = parent
        }
        return nil
    }

    /// A call of a known helper inside `function`.
    private func helperPoint(
        _ call: FunctionCallExprSyntax, function: Callable, owner: DeclaredType?, parameters: Parameters, known: NavigationHelpers
    ) -> Point? {
        // Not the function itself (a recursive call), but an overload of it may be a helper (`show(status:)` calling
        // `show(root:)`).
        let candidates = known.helpers(calledBy: call, from: nil, index: index).filter {
            $0.name != function.name || $0.owner != owner?.name || $0.labels != function.parameters.labels
        }
        guard let helper = candidates.first else { return nil }
        let kind: NavigationHelpers.KindRule
        switch helper.kind {
        case .fixed(let fixed): kind = kindRule(fixed, at: call, parameters: parameters)
        case .byArgument(let label, let kinds, let otherwise):
            if let argument = NavigationHelpers.argument(label, of: call, helper: helper), let parameter = parameters.named(argument) {
                kind = .byArgument(label: parameter.label, kinds: kinds, otherwise: otherwise)
            } else {
                kind = kindRule(NavigationHelpers.kind(helper.kind, call: call, helper: helper), at: call, parameters: parameters)
            }
        }
        switch helper.destination {
        case .fixed(let fixed):
            return Point(node: Syntax(call), destination: .fixed(fixed), kind: kind)
        case .keyed(let label, let destinations, let kinds):
            guard let argument = NavigationHelpers.argument(label, of: call, helper: helper) else { return nil }
            if let parameter = parameters.named(argument) {
                return Point(node: Syntax(call), destination: .keyed(label: parameter.label, destinations: destinations, kinds: kinds), kind: kind)
            }
            let (resolution, _) = known.resolve(call, helper: helper, finder: finder, map: map, type: owner)
            return Point(node: Syntax(call), destination: resolution.targets.isEmpty ? nil : .fixed(resolution), kind: kind)
        case .argument(let label, let enumType, let valueType):
            guard let argument = NavigationHelpers.argument(label, of: call, helper: helper) else { return nil }
            if let passed = destination(of: argument, parameters: parameters, owner: owner), case .argument(let outer, let outerType, let outerValue) = passed {
                return Point(node: Syntax(call), destination: .argument(label: outer, enumType: outerType ?? enumType, valueType: outerValue ?? valueType), kind: kind)
            }
            let (resolution, _) = known.resolve(call, helper: helper, finder: finder, map: map, type: owner)
            return Point(node: Syntax(call), destination: resolution.targets.isEmpty ? nil : .fixed(resolution), kind: kind)
        }
    }

    /// What `expr` shows: a parameter of the function (through local `let`s and calls it is passed to), or screens it builds.
    private func destination(of expr: ExprSyntax, parameters: Parameters, owner: DeclaredType?, depth: Int = 0) -> NavigationHelpers.Destination? {
        guard depth < 6 else { return nil }
        let value = expr.unwrapped
        if let parameter = parameters.named(value) {
            let type = index.qualified(parameter.type, in: owner?.name)
            return .argument(label: parameter.label, enumType: map.maps(type) ? type : nil, valueType: index.type(named: type) != nil ? type : nil)
        }
        if let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text, let bound = LocalBindings.value(of: name, before: Syntax(value)),
           let passed = destination(of: bound, parameters: parameters, owner: owner, depth: depth + 1) {
            // A screen it builds is left to the finder, which follows the same `let` and sees what fills an empty container.
            if case .argument = passed { return passed }
        }
        if let call = value.as(FunctionCallExprSyntax.self) {
            // `get(scene: scene)`, `UINavigationController(rootViewController: controller)`: a parameter passed on (a route of
            // the app's own enum; a `String` passed on is a title or a text, even where some strings lead to screens).
            for argument in call.arguments {
                if let passed = destination(of: argument.expression, parameters: parameters, owner: owner, depth: depth + 1),
                   case .argument(_, let enumType, _) = passed,
                   enumType.map({ index.type(named: $0) != nil }) == true || ViewFinder.wrappers.contains(call.calleeName ?? "") {
                    return passed
                }
            }
        }
        let found = finder.targets(in: Syntax(value), type: owner)
        return found.targets.isEmpty ? nil : .fixed(found)
    }

    /// The parameter `value` passes on, itself or wrapped in a value of the app's (`Module(coordinator, onDismiss: …)`).
    private func passedOn(_ value: ExprSyntax, parameters: Parameters, owner: DeclaredType?) -> NavigationHelpers.Destination? {
        var candidates = [value]
        if let call = value.unwrapped.as(FunctionCallExprSyntax.self), index.type(named: call.calleeText) != nil {
            candidates += call.arguments.map(\.expression)
        }
        for candidate in candidates {
            if let passed = destination(of: candidate, parameters: parameters, owner: owner), case .argument = passed { return passed }
        }
        return nil
    }

    /// The kind of a UIKit call, chosen by a `switch` over one of the function's parameters when it sits in one, or by
    /// an `if` on a Bool parameter (`if pushed { isPushPresented = true } else { presentSettings() }`).
    private func kindRule(_ kind: SegueKind, at place: some SyntaxProtocol, parameters: Parameters) -> NavigationHelpers.KindRule {
        var child = Syntax(place)
        while let current = child.parent, !current.is(FunctionDeclSyntax.self) {
            if let switchCase = current.as(SwitchCaseSyntax.self), let switchExpr = switchCase.parent?.parent?.as(SwitchExprSyntax.self),
               let parameter = parameters.named(switchExpr.subject.unwrapped) {
                let kinds = Dictionary(SwitchCases.caseNames(of: switchCase).map { ($0, kind) }, uniquingKeysWith: { first, _ in first })
                return .byArgument(label: parameter.label, kinds: kinds, otherwise: kind)
            }
            if let ifExpr = current.as(IfExprSyntax.self), let (label, value) = flag(choosing: child, in: ifExpr, parameters: parameters) {
                return .byArgument(label: label, kinds: [value: kind], otherwise: kind)
            }
            child = current
        }
        return .fixed(kind)
    }

    /// The Bool parameter an `if` tests and the value (`true`, `false`) that leads to `branch`: a condition naming the
    /// parameter (or its negation) leads to the body when it holds and, as conditions all have to hold, to the `else`
    /// when it does not.
    private func flag(choosing branch: Syntax, in ifExpr: IfExprSyntax, parameters: Parameters) -> (label: String, value: String)? {
        let isBody = branch.id == ifExpr.body.id
        guard isBody || branch.id == ifExpr.elseBody?.id else { return nil }
        for condition in ifExpr.conditions {
            guard var tested = condition.condition.as(ExprSyntax.self) else { continue }
            var holds = isBody
            if let negation = tested.as(PrefixOperatorExprSyntax.self), negation.operator.text == "!" {
                tested = negation.expression
                holds.toggle()
            }
            if let parameter = parameters.named(tested) { return (parameter.label, holds ? "true" : "false") }
        }
        return nil
    }

    /// One rule for several navigations: the cases of one parameter's `switch` together, else the first one's kind.
    private func combinedKind(_ points: [Point]) -> NavigationHelpers.KindRule {
        var label: String?
        var kinds: [String: SegueKind] = [:]
        var otherwise: SegueKind?
        for point in points {
            switch point.kind {
            case .byArgument(let pointLabel, let pointKinds, let pointOtherwise) where label == nil || label == pointLabel:
                label = pointLabel
                kinds.merge(pointKinds) { first, _ in first }
                otherwise = otherwise ?? pointOtherwise
            case .fixed(let kind):
                otherwise = otherwise ?? kind
            default: break
            }
        }
        if let label { return .byArgument(label: label, kinds: kinds, otherwise: otherwise ?? .show) }
        return .fixed(otherwise ?? .show)
    }
}

/// A function's parameters: argument label, name inside the body, and type.
private struct Parameters {
    struct Parameter {
        var label: String
        var name: String
        var type: String
        /// The value a caller that leaves the argument out passes (`flow: Flow = .plusUpsell`).
        var defaultValue: ExprSyntax? = nil
    }

    let all: [Parameter]

    /// A closure's parameters (`{ controller in … }`, `{ (controller: UIViewController, modal) in … }`, or the `$0`, `$1` its
    /// body uses): called without labels.
    init(_ closure: ClosureExprSyntax) {
        switch closure.signature?.parameterClause {
        case .simpleInput(let names)?: all = names.map { Parameter(label: "_", name: $0.name.text, type: "") }
        case .parameterClause(let clause)?:
            all = clause.parameters.map { Parameter(label: "_", name: ($0.secondName ?? $0.firstName).text, type: $0.type.map { TypeIndex.cleanTypeName($0.trimmedText) } ?? "") }
        case nil:
            let count = Parameters.shorthandCount(in: Syntax(closure.statements))
            all = (0..<count).map { Parameter(label: "_", name: "$\($0)", type: "") }
        }
    }

    /// How many parameters the `$0`, `$1`… a closure body uses stand for (the highest used, plus one); nested closures
    /// have their own.
    private static func shorthandCount(in node: Syntax) -> Int {
        if let reference = node.as(DeclReferenceExprSyntax.self), case .dollarIdentifier(let text) = reference.baseName.tokenKind {
            return (Int(text.dropFirst()) ?? -1) + 1
        }
        return node.children(viewMode: .sourceAccurate).filter { !$0.is(ClosureExprSyntax.self) }.map(shorthandCount).max() ?? 0
    }

    init(_ function: FunctionDeclSyntax) {
        all = function.signature.parameterClause.parameters.map { parameter in
            Parameter(label: parameter.firstName.text, name: (parameter.secondName ?? parameter.firstName).text,
                      type: TypeIndex.cleanTypeName(parameter.type.trimmedText), defaultValue: parameter.defaultValue?.value)
        }
    }

    var labels: [String] { all.map(\.label) }

    /// The parameter `expr` names, if it is one.
    func named(_ expr: ExprSyntax) -> Parameter? {
        guard let name = expr.unwrapped.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        return all.first { $0.name == name }
    }
}

/// Something the app calls that may navigate: a function, or a closure stored in a property (`viewModel.onPush =
/// { controller in self.push(controller) }`, called later as `onPush?(controller)`).
private struct Callable {
    var name: String
    var parameters: Parameters
    var body: Syntax
    var node: Syntax
    var isOverride: Bool
}

/// Every function of a file with a body, and every closure assigned to a property, previews left out.
private final class FunctionCollector: PreviewSkippingVisitor {
    var found: [Callable] = []

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let body = node.body {
            found.append(Callable(name: node.name.text, parameters: Parameters(node), body: Syntax(body), node: Syntax(node),
                                  isOverride: node.modifiers.contains { $0.name.text == "override" }))
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.elements.count == 3 else { return .visitChildren }
        let elements = Array(node.elements)
        if elements.count == 3, elements[1].is(AssignmentExprSyntax.self), let closure = elements[2].as(ClosureExprSyntax.self),
           let property = elements[0].boundName {
            found.append(Callable(name: property, parameters: Parameters(closure), body: Syntax(closure.statements), node: Syntax(closure), isOverride: false))
        }
        return .visitChildren
    }
}

/// What a function's body does that may navigate, read in one pass that leaves out functions declared inside it: its
/// calls, and its writes that present a screen.
struct FunctionBody {
    private(set) var calls: [FunctionCallExprSyntax] = []
    private(set) var writes: [(SequenceExprSyntax, PresentingWrites.Write)] = []

    init(_ body: Syntax, writes presentations: PresentingWrites) {
        let reader = BodyReader(root: body, presentations: presentations)
        calls = reader.calls
        writes = reader.writes
    }
}

/// Reads the calls under a node (not the node itself), in source order, leaving out functions declared inside it, and
/// the writes among its sequences that present a screen when it is given ``PresentingWrites``: a visitor, which reads a
/// tree faster than a recursion through each node's children.
private final class BodyReader: SyntaxVisitor {
    private let root: SyntaxIdentifier
    private let presentations: PresentingWrites?
    private(set) var calls: [FunctionCallExprSyntax] = []
    private(set) var writes: [(SequenceExprSyntax, PresentingWrites.Write)] = []

    init(root: Syntax, presentations: PresentingWrites?) {
        self.root = root.id
        self.presentations = presentations
        super.init(viewMode: .sourceAccurate)
        walk(root)
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        node.id == root ? .visitChildren : .skipChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if node.id != root { calls.append(node) }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        if node.id != root, let presentations, let write = presentations.write(node) { writes.append((node, write)) }
        return .visitChildren
    }
}

/// Writes that present a screen: a case set on a property whose enum a presentation maps to screens (`presentedSheet =
/// .downloads(model)`), or `true` set on another object's flag a presentation is bound to (`isSheetPresented = true` of
/// `.sheet(isPresented: $presenter.isSheetPresented) { SettingsView() }`).
final class PresentingWrites {
    /// What a write shows, and how.
    struct Write {
        var resolution: Resolution
        var kind: SegueKind
    }

    private let index: TypeIndex
    private let map: DestinationMap
    /// What setting each flag shows, by the type declaring it and the flag's name (`AppSettingsPresenter.isSheetPresented`).
    private let flags: [String: Write]
    /// The names of those flags, to rule out most writes at once.
    private let flagNames: Set<String>

    init(state: PresentedState, index: TypeIndex, finder: ViewFinder, map: DestinationMap) {
        self.index = index
        self.map = map
        var flags: [String: Write] = [:]
        for (name, modifiers) in state.flags {
            for modifier in modifiers {
                guard let api = NavigationAPI.modifier(modifier.calleeName ?? ""), let content = modifier.allClosures.last,
                      let holder = modifier.argument("isPresented")?.as(MemberAccessExprSyntax.self)?.base,
                      let owner = PresentingWrites.type(of: holder, at: Syntax(modifier), index: index) else { continue }
                let found = finder.targets(in: Syntax(content), type: EnclosingType.of(Syntax(modifier), index: index))
                guard !found.targets.isEmpty else { continue }
                var write = flags["\(owner).\(name)"] ?? Write(resolution: Resolution(targets: []), kind: api.segue)
                for target in found.targets where !write.resolution.targets.contains(target) { write.resolution.targets.append(target) }
                write.resolution.isInferred = write.resolution.isInferred || found.isInferred
                flags["\(owner).\(name)"] = write
            }
        }
        self.flags = flags
        flagNames = Set(flags.keys.compactMap { $0.split(separator: ".").last.map(String.init) })
    }

    /// What the assignment `sequence` shows, when it presents a screen.
    func write(_ sequence: SequenceExprSyntax) -> Write? {
        guard sequence.elements.count == 3 else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), let property = elements[0].boundName else { return nil }
        if flagNames.contains(property) {
            guard elements[2].as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true) else { return nil }
            // The flag of the object written to: its own (`isSheetPresented = true` in a method), or another's.
            let holder = elements[0].as(MemberAccessExprSyntax.self)?.base.flatMap { base -> String? in
                base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" ? nil : PresentingWrites.type(of: base, at: Syntax(sequence), index: index)
            } ?? EnclosingType.of(Syntax(sequence), index: index)?.name
            return holder.flatMap { flags["\($0).\(property)"] }
        }
        guard let (type, caseName) = RouterSites.assignedCase(sequence, index: index, map: map),
              let resolution = map.destination(type: type, caseName: caseName), !resolution.targets.isEmpty else { return nil }
        return Write(resolution: resolution, kind: map.consumer(for: type)?.kind ?? .show)
    }

    /// The app's type of the object `expr` holds (`appSettings` of `$appSettings.isSheetPresented`, `Presenter.shared`).
    private static func type(of expr: ExprSyntax, at place: Syntax, index: TypeIndex) -> String? {
        DeclaredTypes.type(of: expr, index: index, at: place).flatMap { index.type(named: $0)?.name }
    }
}

/// The calls in a function's body, leaving out functions declared inside it.
enum NavigationCalls {
    static func `in`(_ node: Syntax) -> [FunctionCallExprSyntax] {
        BodyReader(root: node, presentations: nil).calls
    }
}

/// The case an expression names: `.profile` of `.profile(model)`, `Scene.profile`.
enum EnumCase {
    static func name(of expr: ExprSyntax) -> String? {
        var member = expr.unwrapped.as(MemberAccessExprSyntax.self)
        if let call = expr.unwrapped.as(FunctionCallExprSyntax.self) { member = call.calledExpression.as(MemberAccessExprSyntax.self) }
        guard let member else { return nil }
        if let base = member.base, !ViewFinder.isTypeReference(base) { return nil }
        return member.declName.baseName.text
    }
}

/// The key a branch compares with, as a caller would pass it: `podcastPageKey` of `Keys.podcastPageKey`, `settings` of
/// `.settings` or `"settings"`.
enum BranchKey {
    static func text(of expr: ExprSyntax) -> String? {
        let value = expr.unwrapped
        if let member = value.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let literal = value.as(StringLiteralExprSyntax.self) { return literal.text }
        if let call = value.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            return member.declName.baseName.text
        }
        return nil
    }
}
