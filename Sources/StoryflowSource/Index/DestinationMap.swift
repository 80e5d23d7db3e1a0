import Storyflow
import SwiftSyntax

/// How values turn into screens: `navigationDestination(for: T.self)` closures, `sheet(item:)` closures and
/// every `switch` that maps an enum's cases to views, keyed by the enum's (or value's) type.
struct DestinationMap {
    /// How a value of a type is shown once it is set or appended.
    struct Consumer: Equatable {
        var kind: SegueKind
        var presentation: Presentation?
    }

    /// Types are keyed by their qualified names (`Feed.Destination`), so nested types of one name stay apart.
    private let index: TypeIndex
    /// Type → screens for any value of it (a `navigationDestination(for:)` without a `switch`).
    private(set) var byType: [String: Resolution] = [:]
    /// Owner type → value type → screens, for the whole-value mappings a type registers itself (two screens may each map
    /// `String` to a screen of their own).
    private var byOwner: [String: [String: Resolution]] = [:]
    /// Enum → case → screens.
    private(set) var byCase: [String: [String: Resolution]] = [:]
    /// Type → how its values are shown (push for `navigationDestination`, present for `sheet(item:)`…).
    private var consumers: [String: Consumer] = [:]

    /// Owner type → the value types its `navigationDestination(for:)` modifiers register.
    private(set) var registrations: [String: [String]] = [:]

    /// The value types registered by `type` or `screen`.
    func registrations(in type: String?, screen: String?) -> [String] {
        Array(Set([type, screen].compactMap { $0 }.flatMap { registrations[$0] ?? [] })).sorted()
    }

    /// The types with a destination mapping (value types and enums).
    var mappedTypes: Set<String> { Set(byType.keys).union(byCase.keys) }

    /// Reads every mapping in the files.
    init(files: [ParsedFile], index: TypeIndex, finder: ViewFinder) {
        self.index = index
        for (number, file) in files.enumerated() {
            let visitor = MappingVisitor(index: index, finder: finder, file: number)
            for node in file.nodes.outsidePreviews {
                switch node {
                case .call(let call, let name): if let name, MappingVisitor.mappingModifiers.contains(name) { _ = visitor.visit(call) }
                case .switchExpr(let switchExpr): _ = visitor.visit(switchExpr)
                case .sequence, .function: break
                }
            }
            for found in visitor.found { add(found, index: index) }
        }
    }

    /// How values of `type` are shown once set or appended, when a modifier shows them.
    func consumer(for type: String) -> Consumer? {
        consumers[index.qualified(type, in: nil)]
    }

    /// Whether values of `type` lead to screens.
    func maps(_ type: String) -> Bool {
        mappedTypes.contains(index.qualified(type, in: nil))
    }

    /// The screens a value of `type` leads to when pushed from inside `type` or `screen`: the mapping either registers
    /// itself first, else the app's.
    func destination(type spelled: String, pushedIn owner: String?, screen: String?) -> Resolution? {
        let type = index.qualified(spelled, in: owner)
        for name in [owner, screen].compactMap({ $0 }) {
            if let own = byOwner[name]?[type] { return own }
        }
        return destination(type: spelled, caseName: nil)
    }

    /// The screens a value of `type` (case `caseName`, when known) leads to.
    func destination(type spelled: String, caseName: String?) -> Resolution? {
        let type = index.qualified(spelled, in: nil)
        if let caseName, let resolution = byCase[type]?[caseName] { return resolution }
        if let resolution = byType[type] { return resolution }
        if caseName == nil, let cases = byCase[type] {
            var all = Resolution(targets: [], isInferred: true)
            for key in cases.keys.sorted() { all.targets += cases[key]!.targets.filter { !all.targets.contains($0) } }
            return all.targets.isEmpty ? nil : all
        }
        return nil
    }

    private mutating func add(_ mapping: MappingVisitor.Mapping, index: TypeIndex) {
        var type = mapping.type.map { index.qualified($0, in: mapping.owner) }
        if type == nil, !mapping.cases.isEmpty {
            type = index.enumContaining(cases: mapping.cases.flatMap(\.names), preferring: Array(consumers.keys))
        }
        guard let type else { return }
        if mapping.consumer?.kind == .show, let owner = mapping.owner, !(registrations[owner] ?? []).contains(type) { registrations[owner, default: []].append(type) }
        if let consumer = mapping.consumer, consumers[type] == nil || consumers[type]?.kind != .show { consumers[type] = consumer }
        if mapping.cases.isEmpty {
            guard let whole = mapping.whole else { return }
            if byType[type] == nil { byType[type] = whole }
            if let owner = mapping.owner, byOwner[owner]?[type] == nil { byOwner[owner, default: [:]][type] = whole }
            return
        }
        for item in mapping.cases {
            for name in item.names where byCase[type]?[name] == nil && !item.resolution.targets.isEmpty {
                byCase[type, default: [:]][name] = item.resolution
            }
        }
    }
}

/// Collects mappings from one file (previews left out).
private final class MappingVisitor: PreviewSkippingVisitor {
    struct Mapping {
        var type: String?
        var owner: String?
        var consumer: DestinationMap.Consumer?
        var whole: Resolution?
        var cases: [(names: [String], resolution: Resolution)] = []
    }

    let index: TypeIndex
    let finder: ViewFinder
    let file: Int
    var found: [Mapping] = []
    private var handledSwitches: Set<SyntaxIdentifier> = []

    /// The modifiers whose content maps values to views: the only calls the visit of a call reads.
    static let mappingModifiers: Set<String> = ["navigationDestination", "sheet", "fullScreenCover", "popover"]

    init(index: TypeIndex, finder: ViewFinder, file: Int) {
        self.index = index
        self.finder = finder
        self.file = file
        super.init()
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // The name first: most calls are none of the four modifiers, and need not have their closures and type looked up.
        guard let name = node.calleeName, MappingVisitor.mappingModifiers.contains(name),
              let closure = node.trailingClosure ?? node.closure("content") ?? node.closure("destination") else { return .visitChildren }
        let owner = EnclosingType.of(Syntax(node), index: index)
        switch name {
        case "navigationDestination" where node.argument("item") != nil:
            guard let type = DeclaredTypes.type(of: node.argument("item")!, index: index) else { return .visitChildren }
            found.append(mapping(type: type, consumer: .init(kind: .show), closure: closure, owner: owner))
        case "navigationDestination":
            guard let typeText = node.argument("for")?.trimmedText, typeText.hasSuffix(".self") else { return .visitChildren }
            let type = TypeIndex.cleanTypeName(String(typeText.dropLast(5)))
            found.append(mapping(type: type, consumer: .init(kind: .show), closure: closure, owner: owner))
        case "sheet", "fullScreenCover", "popover":
            guard let item = node.argument("item"), let type = DeclaredTypes.type(of: item, index: index) else { return .visitChildren }
            let api = NavigationAPI.modifiers[name]!
            found.append(mapping(type: type, consumer: .init(kind: api.segue, presentation: api.presentation), closure: closure, owner: owner))
        default: break
        }
        return .visitChildren
    }

    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
        guard !handledSwitches.contains(node.id) else { return .visitChildren }
        let owner = EnclosingType.of(Syntax(node), index: index)
        var mapping = Mapping()
        mapping.cases = caseMappings(node, owner: owner)
        if mapping.cases.contains(where: { !$0.resolution.targets.isEmpty }) {
            if let type = DeclaredTypes.type(of: node.subject.unwrapped, index: index, at: Syntax(node)), index.enumCases[type] != nil {
                mapping.type = type
            }
            found.append(mapping)
        }
        return .visitChildren
    }

    private func mapping(type: String, consumer: DestinationMap.Consumer, closure: ClosureExprSyntax, owner: DeclaredType?) -> Mapping {
        var mapping = Mapping(type: type, owner: owner?.name, consumer: consumer)
        if let switchExpr = FirstSwitch.in(Syntax(closure)) {
            handledSwitches.insert(switchExpr.id)
            mapping.cases = caseMappings(switchExpr, owner: owner)
        } else {
            mapping.whole = finder.targets(in: Syntax(closure), type: owner)
        }
        return mapping
    }

    private func caseMappings(_ switchExpr: SwitchExprSyntax, owner: DeclaredType?) -> [(names: [String], resolution: Resolution)] {
        SwitchCases.cases(of: switchExpr).compactMap { switchCase in
            let names = SwitchCases.caseNames(of: switchCase)
            guard !names.isEmpty else { return nil }
            return (names, finder.targets(inStatements: switchCase.statements, type: owner, depth: 1))
        }
    }
}

/// The first `switch` inside a node (a `Group { switch … }` counts).
enum FirstSwitch {
    static func `in`(_ node: Syntax) -> SwitchExprSyntax? {
        if let found = node.as(SwitchExprSyntax.self) { return found }
        for child in node.children(viewMode: .sourceAccurate) {
            if child.is(ClosureExprSyntax.self), child.parent?.is(FunctionCallExprSyntax.self) == true,
               child.parent?.as(FunctionCallExprSyntax.self)?.calleeName != "Group" { continue }
            if let found = FirstSwitch.in(child) { return found }
        }
        return nil
    }
}

/// The app type a node is declared in (its nearest type or extension).
enum EnclosingType {
    static func of(_ node: Syntax, index: TypeIndex) -> DeclaredType? {
        var current = node.parent
        while let parent = current {
            // The kinds of `DeclGroupSyntax`, told by kind: cheaper than casting each ancestor to the protocol.
            switch parent.kind {
            case .extensionDecl, .structDecl, .classDecl, .enumDecl, .protocolDecl, .actorDecl:
                return index.declaredType(of: parent) { declaration(parent, index: index) }
            default:
                current = parent.parent
            }
        }
        return nil
    }

    /// The type a type declaration or extension declares, its outer types' names before its own.
    private static func declaration(_ node: Syntax, index: TypeIndex) -> DeclaredType? {
        if let ext = node.as(ExtensionDeclSyntax.self) { return index.type(named: ext.extendedType.trimmedText) }
        guard let group = node.asProtocol(DeclGroupSyntax.self), let (name, _) = TypeIndex.nameAndKind(of: group) else { return nil }
        let outer = of(node, index: index).map { "\($0.name)." } ?? ""
        return index.type(named: outer + name) ?? index.type(named: name)
    }
}

/// The declared type of a name where it is used: a parameter of the enclosing function or closure, else a
/// property of that name (`$router.presentedSheet` → `SheetDestination`, `sheet` of `withSheets(_ sheet: Binding<…>)`).
enum DeclaredTypes {
    /// The type of `expr`, looked up where `anchor` (by default the expression itself) is written: pass the original
    /// node when `expr` was rebuilt out of the tree (``ExprSyntax/unwrapped`` makes `x` of `self.x` anew).
    static func type(of expr: ExprSyntax, index: TypeIndex, at anchor: Syntax? = nil) -> String? {
        guard let name = expr.boundName else { return nil }
        // A type's own member (`SettingsPresenter.shared`) is declared in that type, whatever other types call theirs.
        if let base = expr.unwrapped.as(MemberAccessExprSyntax.self)?.base, ViewFinder.isTypeReference(base),
           let owner = index.type(named: base.trimmedText), let declared = declaredProperty(name, in: owner.name, index: index) {
            return declared.map { index.qualified($0, in: owner.name) }
        }
        let place = anchor ?? Syntax(expr)
        let scope = EnclosingType.of(place, index: index)?.name
        if expr.unwrapped.is(DeclReferenceExprSyntax.self) {
            var current = place.parent
            while let node = current {
                if let closure = node.as(ClosureExprSyntax.self), let mapped = MappedValues.type(ofParameter: name, in: closure) {
                    return index.qualified(mapped, in: scope)
                }
                if let function = node.as(FunctionDeclSyntax.self) {
                    for parameter in function.signature.parameterClause.parameters where (parameter.secondName ?? parameter.firstName).text == name {
                        return index.qualified(parameter.type.trimmedText, in: scope)
                    }
                    break
                }
                current = node.parent
            }
            // A local bound by a cast or made there (`guard let coordinator = parent as? DetailCoordinator`).
            if let value = LocalBindings.value(of: name, before: place)?.unwrapped, let made = madeType(value, index: index) {
                return index.qualified(made, in: scope)
            }
        }
        if let scope, let declared = declaredProperty(name, in: scope, index: index) { return declared.map { index.qualified($0, in: scope) } }
        return index.propertyTypes[name].map { index.qualified($0, in: scope) }
    }

    /// The type of the app a value is cast to (`parent as? DetailCoordinator`) or made as (`DetailCoordinator(…)`).
    private static func madeType(_ value: ExprSyntax, index: TypeIndex) -> String? {
        if let cast = value.as(AsExprSyntax.self) { return cast.type.trimmedText }
        if let sequence = value.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true,
           let type = sequence.elements.last?.as(TypeExprSyntax.self) {
            return type.type.trimmedText
        }
        guard let call = value.as(FunctionCallExprSyntax.self), call.modifiedBase == nil, let made = index.type(named: call.calleeText) else { return nil }
        return made.name
    }

    /// The type of property `name` of `scope` or of a class it inherits from: its annotation, or the `wrappedValue` of
    /// the app's property wrapper it is declared with (`@Router var router`); `.some(nil)` when it is declared without either.
    private static func declaredProperty(_ name: String, in scope: String, index: TypeIndex) -> String?? {
        var next = index.type(named: scope)
        var seen: Set<String> = []
        while let type = next, seen.insert(type.name).inserted {
            if let (binding, _) = index.property(name, of: type) {
                if let annotation = binding.typeAnnotation?.type.trimmedText { return .some(annotation) }
                if let call = binding.initializer?.value.unwrapped.as(FunctionCallExprSyntax.self), let made = index.type(named: call.calleeText) {
                    return .some(made.name)
                }
                // A type's shared instance (`= SettingsPresenter.shared`).
                if let shared = binding.initializer?.value.unwrapped, let member = shared.as(MemberAccessExprSyntax.self),
                   ViewFinder.isTypeReference(member.base), member.base?.trimmedText != type.name,
                   let sharedType = DeclaredTypes.type(of: shared, index: index) {
                    return .some(sharedType)
                }
                let variable = binding.parent?.parent?.as(VariableDeclSyntax.self)
                let wrappers = variable?.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedText } ?? []
                for wrapper in wrappers {
                    if let wrapperType = index.type(named: wrapper),
                       let wrapped = index.property("wrappedValue", of: wrapperType)?.binding.typeAnnotation?.type.trimmedText {
                        return .some(index.qualified(wrapped, in: wrapperType.name))
                    }
                }
                return .some(nil)
            }
            next = type.inherited.lazy.compactMap { index.type(named: $0) }.first { $0.kind == .classType }
        }
        return nil
    }
}

/// The values a `navigationDestination(for: T.self) { value in … }` maps: its content closure's parameter is a `T`.
enum MappedValues {
    /// The type of the closure parameter `name`, when `closure` is the content of a `navigationDestination(for:)`.
    static func type(ofParameter name: String, in closure: ClosureExprSyntax) -> String? {
        guard let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
              call.calleeName == "navigationDestination", let type = call.argument("for")?.as(MemberAccessExprSyntax.self),
              type.declName.baseName.text == "self", let base = type.base else { return nil }
        let first: String?
        switch closure.signature?.parameterClause {
        case .simpleInput(let names)?: first = names.first?.name.text
        case .parameterClause(let clause)?: first = clause.parameters.first.map { ($0.secondName ?? $0.firstName).text }
        case nil: first = nil
        }
        return first == name ? TypeIndex.cleanTypeName(base.trimmedText) : nil
    }
}
