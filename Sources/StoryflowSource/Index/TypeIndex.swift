import Foundation
import SwiftSyntax

/// A type the app declares, with the members of its declaration and of its extensions.
struct DeclaredType {
    enum Kind { case structure, classType, enumeration, protocolType, actor }
    /// `Outer.Inner` for nested types.
    let name: String
    let kind: Kind
    /// Inherited types and conformances, generic arguments and module prefixes removed.
    var inherited: [String]
    /// Member declarations with the index of the file each comes from.
    var members: [(decl: DeclSyntax, file: Int)]
    /// The file and node of the main declaration.
    let file: Int
    let node: Syntax

    /// The simple name (`Inner` for `Outer.Inner`).
    var simpleName: String { String(name.split(separator: ".").last ?? Substring(name)) }
}

/// Every declaration of the scanned files that navigation needs: types and what they inherit, enum
/// cases, functions' parameter types, properties' types, and the app's own `View` modifiers.
struct TypeIndex {
    private(set) var types: [String: DeclaredType] = [:]
    /// Simple name → qualified names (several when nested types share a name).
    private(set) var bySimpleName: [String: [String]] = [:]
    /// Functions declared in `extension View` (the app's own modifiers such as `withAppRouter()`).
    private(set) var viewModifiers: [String: (decl: FunctionDeclSyntax, file: Int)] = [:]
    /// Function name → the type names of its parameters, keyed by argument label (`_` for none).
    private(set) var functionParameters: [String: [String: String]] = [:]
    /// Declarations of a name already declared (in another target's folder, say), which the scan leaves out.
    private(set) var shadowed: [DeclaredType] = []
    /// Property name → declared type (first declaration wins).
    private(set) var propertyTypes: [String: String] = [:]
    /// Enum name → its case names.
    private(set) var enumCases: [String: [String]] = [:]
    /// Global `let`/`var` name → the value it is declared with (`let dataSource = [CaseStudy(…), …]`).
    private(set) var globals: [String: ExprSyntax] = [:]
    /// The type each declaration or extension node declares, remembered (every site asks for its enclosing type).
    private let declarations = DeclarationCache()
    /// Each type's members by name, made when first asked for.
    private let memberTables = MemberTableCache()

    /// The type the declaration `node` declares, worked out by `find` the first time.
    func declaredType(of node: Syntax, find: () -> DeclaredType?) -> DeclaredType? {
        if let known = declarations.types[node.id] { return known }
        let found = find()
        declarations.types[node.id] = .some(found)
        return found
    }

    /// Protocols that refine `View`, `View` included.
    private(set) var viewProtocols: Set<String> = ["View", "UIViewControllerRepresentable", "UIViewRepresentable"]
    /// Classes that are view controllers (UIKit's and the app's).
    private(set) var viewControllerClasses: Set<String> = TypeIndex.uiKitControllers

    static let uiKitControllers: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UIPageViewController",
        "UISplitViewController", "UITabBarController", "UINavigationController", "UIHostingController",
        "UISearchController", "UIAlertController", "NSViewController",
    ]

    /// Indexes the files (previews left out).
    init(files: [ParsedFile]) {
        for (index, file) in files.enumerated() {
            collect(file.tree.statements.map { Syntax($0.item) }, outer: nil, file: index)
        }
        resolveRefinements()
    }

    // MARK: Questions

    /// The declared type for a name as code writes it (`MainView`, `StatusEditor.MainView`).
    func type(named name: String) -> DeclaredType? {
        // The walks ask for the same few hundred spellings many thousand times (`navigationController?.pushViewController`
        // too): each is cleaned and looked up once. The names are stable once the types are collected, as ``init(files:)``
        // asks nothing before.
        if let known = memberTables.typeNames[name] { return known.flatMap { types[$0] } }
        let found = qualifiedName(spelled: name)
        memberTables.typeNames[name] = .some(found)
        return found.flatMap { types[$0] }
    }

    /// The key in ``types`` of the type `name` spells, worked out afresh.
    private func qualifiedName(spelled name: String) -> String? {
        let clean = TypeIndex.cleanTypeName(name)
        if types[clean] != nil { return clean }
        if let candidates = bySimpleName[String(clean.split(separator: ".").last ?? "")], candidates.count >= 1, types[candidates[0]] != nil {
            return candidates[0]
        }
        return nil
    }

    /// The qualified name `name` means where `scope` is written: a type nested in `scope` or one of its outer types
    /// first (`Destination` in `Feed` is `Feed.Destination` when it exists), else the type of that name anywhere.
    func qualified(_ name: String, in scope: String?) -> String {
        // Asked again and again of the same few names (every consumer and destination look-up): worked out once each.
        if let known = memberTables.qualifiedNames[scope]?[name] { return known }
        let found = qualifiedAfresh(name, in: scope)
        memberTables.qualifiedNames[scope, default: [:]][name] = found
        return found
    }

    private func qualifiedAfresh(_ name: String, in scope: String?) -> String {
        let clean = TypeIndex.cleanTypeName(name)
        var outer = scope
        while let current = outer {
            if types["\(current).\(clean)"] != nil { return "\(current).\(clean)" }
            outer = current.lastIndex(of: ".").map { String(current[..<$0]) }
        }
        return type(named: clean)?.name ?? clean
    }

    /// Whether the type is a SwiftUI view: it conforms to `View` or to the app's protocols refining it, or it
    /// has a `body` that is `some View` (a protocol declared outside the scanned files, such as `ConnectedView`).
    func isView(_ type: DeclaredType) -> Bool {
        if let known = memberTables.views[type.name] { return known }
        let answer = isViewDeclaration(type)
        memberTables.views[type.name] = answer
        return answer
    }

    private func isViewDeclaration(_ type: DeclaredType) -> Bool {
        guard type.kind == .structure || type.kind == .classType, !TypeIndex.isPreviewName(type.name, inherited: type.inherited) else { return false }
        if type.inherited.contains(where: viewProtocols.contains) { return true }
        if let body = property("body", of: type), body.binding.typeAnnotation?.type.trimmedText.hasSuffix("View") == true { return true }
        if let body = method("body", of: type), body.decl.signature.returnClause?.type.trimmedText.hasSuffix("View") == true { return true }
        return false
    }

    /// Whether the type has a `body` it builds content in (a view, `ToolbarContent`, `Commands`, `Scene`).
    func hasBody(_ type: DeclaredType) -> Bool {
        (type.kind == .structure || type.kind == .classType) && (property("body", of: type) != nil || method("body", of: type) != nil)
    }

    /// Whether the type is a view controller class (through the app's own base classes too).
    func isViewController(_ type: DeclaredType) -> Bool {
        type.kind == .classType && type.inherited.contains { viewControllerClasses.contains($0) }
    }

    /// Whether `type` is, or inherits (through the app's classes) from, the class named `ancestor`.
    func inherits(_ type: DeclaredType, from ancestor: String) -> Bool {
        var seen: Set<String> = []
        var next: DeclaredType? = type
        while let current = next, seen.insert(current.name).inserted {
            if current.inherited.contains(ancestor) { return true }
            next = current.inherited.lazy.compactMap { self.type(named: $0) }.first { $0.kind == .classType }
        }
        return false
    }

    /// The types that name `name` among the types they inherit or adopt (directly, as written), each once, by key.
    func types(naming name: String) -> [String] {
        if memberTables.adopters == nil {
            var adopters: [String: [String]] = [:]
            for type in types.values {
                for inherited in Set(type.inherited) { adopters[inherited, default: []].append(type.name) }
            }
            memberTables.adopters = adopters
        }
        return memberTables.adopters?[name] ?? []
    }

    /// Whether the type is a SwiftUI `App`.
    func isApp(_ type: DeclaredType) -> Bool {
        type.inherited.contains("App")
    }

    /// The types that are screens or could be: views and view controllers, by name.
    var screenTypes: [DeclaredType] {
        types.values.filter { isView($0) || isViewController($0) }.sorted { $0.name < $1.name }
    }

    /// A property or computed property named `name` of `type`: its binding and the file.
    func property(_ name: String, of type: DeclaredType) -> (binding: PatternBindingSyntax, file: Int)? {
        memberTable(of: type).properties[name]
    }

    /// A method named `name` of `type` (the first declared, when it is overloaded).
    func method(_ name: String, of type: DeclaredType) -> (decl: FunctionDeclSyntax, file: Int)? {
        memberTable(of: type).methods[name]?.first
    }

    /// Every method named `name` of `type`: its overloads, in the order they are declared.
    func methods(_ name: String, of type: DeclaredType) -> [(decl: FunctionDeclSyntax, file: Int)] {
        memberTable(of: type).methods[name] ?? []
    }

    /// The methods named `name` the app declares with a body, in every type and extension: what a call on a value of a
    /// type the scan cannot tell (a protocol composition, a type alias) may run.
    func implementations(of name: String) -> [(decl: FunctionDeclSyntax, owner: DeclaredType)] {
        if memberTables.implementations == nil {
            var found: [String: [(decl: FunctionDeclSyntax, owner: DeclaredType)]] = [:]
            for type in types.values.sorted(by: { $0.name < $1.name }) {
                for member in type.members {
                    guard let function = member.decl.as(FunctionDeclSyntax.self), function.body != nil else { continue }
                    found[function.name.text, default: []].append((function, type))
                }
            }
            memberTables.implementations = found
        }
        return memberTables.implementations?[name] ?? []
    }

    /// Whether the controller's own initializer makes it a popover (`self.modalPresentationStyle = .popover`), so that
    /// presenting it pops it over.
    func popsOverItself(_ type: DeclaredType) -> Bool {
        type.members.contains { member in
            guard let body = member.decl.as(InitializerDeclSyntax.self)?.body else { return false }
            return Assignments.in(Syntax(body)).contains {
                ["modalPresentationStyle", "self.modalPresentationStyle"].contains($0.target) && $0.value == "popover"
            }
        }
    }

    /// Whether some type the app declares adopts both `first` and `second` (directly, through extensions or through the
    /// protocols and classes it inherits): a value of the one may be the other (a coordinator that is both the delegate a
    /// screen calls and the protocol whose extension implements the call).
    func someTypeAdopts(_ first: DeclaredType, and second: DeclaredType) -> Bool {
        let key = "\(first.name)&\(second.name)"
        if let known = memberTables.sharedAdopters[key] { return known }
        let adopted = types.values.contains { type in
            let ancestors = self.ancestors(of: type)
            return [first, second].allSatisfy { ancestors.contains($0.name) || ancestors.contains($0.simpleName) }
        }
        memberTables.sharedAdopters[key] = adopted
        return adopted
    }

    /// The type's own name and every type it inherits or adopts, transitively, as written.
    private func ancestors(of type: DeclaredType) -> Set<String> {
        if let known = memberTables.ancestors[type.name] { return known }
        var found: Set<String> = [type.name]
        var queue = [type]
        while let next = queue.popLast() {
            for name in next.inherited where found.insert(name).inserted {
                if let inherited = self.type(named: name) {
                    found.insert(inherited.name)
                    queue.append(inherited)
                }
            }
        }
        memberTables.ancestors[type.name] = found
        return found
    }

    /// The type's properties (the first of each name) and methods by name, made once per type.
    private func memberTable(of type: DeclaredType) -> MemberTable {
        if let known = memberTables.tables[type.name], known.count == type.members.count { return known }
        var table = MemberTable(count: type.members.count)
        for member in type.members {
            if let function = member.decl.as(FunctionDeclSyntax.self) {
                table.methods[function.name.text, default: []].append((function, member.file))
            } else if let variable = member.decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, table.properties[name] == nil else { continue }
                    table.properties[name] = (binding, member.file)
                }
            }
        }
        memberTables.tables[type.name] = table
        return table
    }

    /// The enum whose cases include every name, preferring `preferred` when it qualifies.
    func enumContaining(cases names: [String], preferring preferred: [String] = []) -> String? {
        let candidates = enumCases.filter { _, cases in names.allSatisfy(cases.contains) }.map(\.key).sorted()
        return candidates.first { preferred.contains($0) } ?? (candidates.count == 1 ? candidates[0] : nil)
    }

    // MARK: Collecting

    private mutating func collect(_ items: [Syntax], outer: String?, file: Int) {
        for item in items {
            if let group = item.asProtocol(DeclGroupSyntax.self) {
                if TypeIndex.isPreview(group) { continue }
                if let ext = group.as(ExtensionDeclSyntax.self) {
                    collectExtension(ext, file: file)
                    continue
                }
                guard let (name, kind) = TypeIndex.nameAndKind(of: group) else { continue }
                let qualified = outer.map { "\($0).\(name)" } ?? name
                add(DeclaredType(
                    name: qualified, kind: kind, inherited: TypeIndex.inherited(group.inheritanceClause),
                    members: TypeIndex.flattened(group.memberBlock.members).map { ($0, file) }, file: file, node: Syntax(group)
                ))
                collectMembers(group.memberBlock.members, typeName: qualified, file: file)
            } else if let function = item.as(FunctionDeclSyntax.self) {
                recordParameters(of: function)
            } else if outer == nil, let variable = item.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value else { continue }
                    globals[name] = globals[name] ?? value
                }
            } else if let ifConfig = item.as(IfConfigDeclSyntax.self) {
                for clause in ifConfig.clauses {
                    if case .statements(let statements)? = clause.elements { collect(statements.map { Syntax($0.item) }, outer: outer, file: file) }
                    if case .decls(let members)? = clause.elements { collect(members.map { Syntax($0.decl) }, outer: outer, file: file) }
                }
            }
        }
    }

    private mutating func collectMembers(_ members: MemberBlockItemListSyntax, typeName: String, file: Int) {
        for member in members {
            if let function = member.decl.as(FunctionDeclSyntax.self) { recordParameters(of: function) }
            if let variable = member.decl.as(VariableDeclSyntax.self) { recordTypes(of: variable) }
            if let enumCase = member.decl.as(EnumCaseDeclSyntax.self) {
                enumCases[typeName, default: []] += enumCase.elements.map(\.name.text)
            }
            if let ifConfig = member.decl.as(IfConfigDeclSyntax.self) {
                for clause in ifConfig.clauses {
                    if case .decls(let inner)? = clause.elements { collectMembers(inner, typeName: typeName, file: file) }
                }
            }
        }
        collect(members.map { Syntax($0.decl) }.filter { $0.is(FunctionDeclSyntax.self) == false }, outer: typeName, file: file)
    }

    private mutating func collectExtension(_ ext: ExtensionDeclSyntax, file: Int) {
        let extended = TypeIndex.cleanTypeName(ext.extendedType.trimmedText)
        let members = ext.memberBlock.members
        if extended == "View" || viewProtocols.contains(extended) {
            for member in members {
                if let function = member.decl.as(FunctionDeclSyntax.self), viewModifiers[function.name.text] == nil {
                    viewModifiers[function.name.text] = (function, file)
                }
            }
        }
        pendingExtensions.append((extended, TypeIndex.inherited(ext.inheritanceClause), TypeIndex.flattened(members).map { ($0, file) }))
        collectMembers(members, typeName: extended, file: file)
    }

    private var pendingExtensions: [(name: String, inherited: [String], members: [(DeclSyntax, Int)])] = []

    /// Adds a type; a second type of the same name (another target of the repository) is left out.
    private mutating func add(_ type: DeclaredType) {
        guard types[type.name] == nil else {
            shadowed.append(type)
            return
        }
        bySimpleName[type.simpleName, default: []].append(type.name)
        types[type.name] = type
    }

    /// Members with those inside `#if` blocks, the iOS branch first (`#else` and `os(iOS)` before macOS, tvOS,
    /// watchOS, visionOS and Catalyst branches), so a member declared per platform is found as the phone has it.
    static func flattened(_ members: MemberBlockItemListSyntax) -> [DeclSyntax] {
        var preferred: [DeclSyntax] = []
        var other: [DeclSyntax] = []
        for member in members {
            guard let ifConfig = member.decl.as(IfConfigDeclSyntax.self) else {
                preferred.append(member.decl)
                continue
            }
            for clause in ifConfig.clauses {
                guard case .decls(let inner)? = clause.elements else { continue }
                if isOtherPlatform(clause.condition) { other += flattened(inner) } else { preferred += flattened(inner) }
            }
        }
        return preferred + other
    }

    private mutating func recordParameters(of function: FunctionDeclSyntax) {
        // The first declaration of a name wins: the types of a later one's parameters are not spelled out.
        guard functionParameters[function.name.text] == nil else { return }
        var parameters: [String: String] = [:]
        for parameter in function.signature.parameterClause.parameters {
            parameters[parameter.firstName.text] = TypeIndex.cleanTypeName(parameter.type.trimmedText)
        }
        if functionParameters[function.name.text] == nil { functionParameters[function.name.text] = parameters }
    }

    private mutating func recordTypes(of variable: VariableDeclSyntax) {
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let type = binding.typeAnnotation?.type, propertyTypes[name] == nil else { continue }
            propertyTypes[name] = TypeIndex.cleanTypeName(type.trimmedText)
        }
    }

    /// Whether the class's superclass is a library's view controller the app does not declare (`PSPDFKitUI.ReaderViewController`,
    /// `MessagesViewController`), named as view controllers are; the system's own controllers stay out.
    private func inheritsLibraryController(_ type: DeclaredType) -> Bool {
        guard let base = type.inherited.first, let simple = base.split(separator: ".").last.map(String.init), simple.hasSuffix("ViewController"),
              !NavigationAPI.systemControllers.contains(simple), !simple.hasPrefix("UI"), !simple.hasPrefix("NS") else { return false }
        return self.type(named: base).map { $0.kind != .classType } ?? true
    }

    /// Merges extensions into their types and finds the protocols refining `View` and the app's view controllers.
    private mutating func resolveRefinements() {
        for ext in pendingExtensions {
            guard let name = type(named: ext.name)?.name else { continue }
            types[name]?.inherited += ext.inherited
            types[name]?.members += ext.members.map { (decl: $0.0, file: $0.1) }
        }
        pendingExtensions = []
        for type in types.values where type.kind == .classType && inheritsLibraryController(type) {
            viewControllerClasses.insert(type.inherited[0])
        }
        var changed = true
        while changed {
            changed = false
            for type in types.values {
                if type.kind == .protocolType, !viewProtocols.contains(type.simpleName), type.inherited.contains(where: viewProtocols.contains) {
                    viewProtocols.insert(type.simpleName)
                    changed = true
                }
                if type.kind == .classType, !viewControllerClasses.contains(type.simpleName),
                   type.inherited.contains(where: viewControllerClasses.contains) {
                    viewControllerClasses.insert(type.simpleName)
                    changed = true
                }
            }
        }
    }

    // MARK: Names

    /// `SwiftUI.View` → `View`, `UIHostingController<Root>` → `UIHostingController`, `Panel?` → `Panel`,
    /// `Binding<Panel?>` → `Panel`, `[Order]` → `Order`.
    static func cleanTypeName(_ text: String) -> String {
        // Most names are plain already (`FeedView`, `Feed.Destination`): nothing to remove.
        if !text.isEmpty, text.utf8.allSatisfy({ $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: ".") || (0x30...0x39).contains($0)
            || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }),
           !text.hasPrefix("SwiftUI."), !text.hasPrefix("UIKit."), !text.hasPrefix("Swift.") {
            return text
        }
        var name = text.trimmingCharacters(in: .whitespaces)
        for wrapper in ["Binding<", "State<", "Optional<"] where name.hasPrefix(wrapper) && name.hasSuffix(">") {
            name = String(name.dropFirst(wrapper.count).dropLast())
        }
        if let generic = name.firstIndex(of: "<") { name = String(name[..<generic]) }
        name = name.trimmingCharacters(in: CharacterSet(charactersIn: "?![] "))
        for module in ["SwiftUI.", "UIKit.", "Swift."] where name.hasPrefix(module) { name = String(name.dropFirst(module.count)) }
        return name
    }

    /// Whether an `#if` condition names a platform other than the phone (`os(macOS)`, `targetEnvironment(macCatalyst)`).
    static func isOtherPlatform(_ condition: ExprSyntax?) -> Bool {
        let text = condition?.trimmedText ?? ""
        return ["macOS", "tvOS", "watchOS", "visionOS", "macCatalyst"].contains { text.contains($0) } && !text.contains("iOS") && !text.hasPrefix("!")
    }

    static func inherited(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.map { cleanTypeName($0.type.trimmedText) } ?? []
    }

    static func nameAndKind(of group: some DeclGroupSyntax) -> (String, DeclaredType.Kind)? {
        if let decl = group.as(StructDeclSyntax.self) { return (decl.name.text, .structure) }
        if let decl = group.as(ClassDeclSyntax.self) { return (decl.name.text, .classType) }
        if let decl = group.as(EnumDeclSyntax.self) { return (decl.name.text, .enumeration) }
        if let decl = group.as(ProtocolDeclSyntax.self) { return (decl.name.text, .protocolType) }
        if let decl = group.as(ActorDeclSyntax.self) { return (decl.name.text, .actor) }
        return nil
    }

    /// Whether a declaration is preview code: a `PreviewProvider` or a type named `…_Previews`.
    static func isPreview(_ group: some DeclGroupSyntax) -> Bool {
        guard let (name, _) = nameAndKind(of: group) else { return false }
        return isPreviewName(name, inherited: inherited(group.inheritanceClause))
    }

    static func isPreviewName(_ name: String, inherited: [String]) -> Bool {
        name.hasSuffix("_Previews") || inherited.contains("PreviewProvider")
    }
}

/// Declaration node → the type it declares, for ``TypeIndex/declaredType(of:find:)``; one scan uses it on one thread.
final class DeclarationCache {
    var types: [SyntaxIdentifier: DeclaredType?] = [:]
}

/// A type's properties and methods by name; `count` is the number of members it was made from.
struct MemberTable {
    var count: Int
    var properties: [String: (binding: PatternBindingSyntax, file: Int)] = [:]
    var methods: [String: [(decl: FunctionDeclSyntax, file: Int)]] = [:]
}

/// Type name → its ``MemberTable``, whether it is a view, and every method by name; one scan uses it on one thread.
final class MemberTableCache {
    var tables: [String: MemberTable] = [:]
    var views: [String: Bool] = [:]
    var implementations: [String: [(decl: FunctionDeclSyntax, owner: DeclaredType)]]?
    var ancestors: [String: Set<String>] = [:]
    var sharedAdopters: [String: Bool] = [:]
    /// Scope → name as code writes it there → the qualified name it means (``TypeIndex/qualified(_:in:)``).
    var qualifiedNames: [String?: [String: String]] = [:]
    /// A name as code writes it → the key of the type it names (`nil` for none).
    var typeNames: [String: String?] = [:]
    /// An inherited or adopted name, as written → the types naming it in their inheritance.
    var adopters: [String: [String]]?
}
