import Storyflow
import SwiftSyntax

extension ScreenWalker {
    func walk(statements: CodeBlockItemListSyntax, _ context: Context) {
        for item in statements { walk(Syntax(item.item), context) }
    }

    /// Walks any node: calls are drawn or followed, everything else is searched for calls.
    func walk(_ node: Syntax, _ context: Context) {
        guard context.depth < ScreenWalker.maximumDepth else { return }
        if node.isInPreviewDeclaration { return }
        if let call = node.as(FunctionCallExprSyntax.self) {
            handleCall(call, context)
            return
        }
        if node.is(FunctionDeclSyntax.self) { return }
        // A coordinator's callback handed to another screen's object navigates from that screen (``CoordinatorWalk``).
        if context.followsCases, let closure = node.as(ClosureExprSyntax.self), Callbacks.host(of: closure) != nil { return }
        if let ifConfig = node.as(IfConfigDeclSyntax.self) {
            walkPlatformClauses(ifConfig.clauses, context)
            return
        }
        // A model's case for an action a screen on its stack sends (`case .element(id: _, action: .screenB(.next))`, a
        // composable-architecture stack action): what it does navigates from that screen.
        if context.isGuess, let switchCase = node.as(SwitchCaseSyntax.self), let draft = stackElementScreen(sending: switchCase, in: context.type) {
            var inner = context
            inner.draft = draft
            walk(statements: switchCase.statements, inner)
            return
        }
        if let sequence = node.as(SequenceExprSyntax.self) { RouterSites(walker: self).assignment(sequence, context) }
        if let reference = node.as(DeclReferenceExprSyntax.self), isInViewPosition(node) {
            inlineMember(reference.baseName.text, context)
            return
        }
        var inner = context
        inner.depth += 1
        for child in node.children(viewMode: .sourceAccurate) { walk(child, inner) }
    }

    /// The screen of the stack element a case's pattern names as the sender of its action (`.element(id: _, action:
    /// .screenB(…))`): the view a stack's destinations map that case of the path to.
    private func stackElementScreen(sending switchCase: SwitchCaseSyntax, in model: DeclaredType?) -> ScreenDraft? {
        guard case .case(let label) = switchCase.label,
              let element = StackElements.action(in: Syntax(label)).flatMap({ EnumCase.name(of: $0) }) else { return nil }
        // The model's own path enum first (`Feature.Path`), then any the app maps.
        let nested = model.map { "\($0.name)." } ?? "\u{0}"
        for type in map.mappedTypes.sorted(by: { ($0.hasPrefix(nested) ? 0 : 1, $0) < ($1.hasPrefix(nested) ? 0 : 1, $1) }) {
            guard let found = map.destination(type: type, caseName: element), case .type(let name)? = found.targets.first else { continue }
            return screenDraft(ofType: name)
        }
        return nil
    }

    /// `#if` branches: the phone's (`os(iOS)`, `#else`, or the first that names no other platform) is drawn;
    /// the others are searched for navigation only, so a screen does not show its content twice.
    private func walkPlatformClauses(_ clauses: IfConfigClauseListSyntax, _ context: Context) {
        let drawn = clauses.first { !TypeIndex.isOtherPlatform($0.condition) } ?? clauses.first
        for clause in clauses {
            guard let elements = clause.elements else { continue }
            walk(Syntax(elements), clause.id == drawn?.id ? context : silenced(context))
        }
    }

    private func isInViewPosition(_ node: Syntax) -> Bool {
        guard let parent = node.parent else { return false }
        if parent.is(CodeBlockItemSyntax.self) { return true }
        if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == node.id, member.parent?.is(FunctionCallExprSyntax.self) == true { return true }
        return false
    }

    /// Walks a computed property or method of the current type in place (`list`, `toolbarButtons`, `orderRows(…)`).
    @discardableResult
    func inlineMember(_ name: String, _ context: Context, call: FunctionCallExprSyntax? = nil) -> Bool {
        guard let type = context.type, !context.inlined.contains("\(type.name).\(name)") else { return false }
        if context.followsCases, !caseBranches.isFirstVisit("\(type.name).\(name)", from: context.draft.id) { return true }
        var inner = context
        inner.inlined.insert("\(type.name).\(name)")
        inner.depth += 1
        if call == nil, let property = index.property(name, of: type) {
            let annotation = property.binding.typeAnnotation?.type.trimmedText ?? ""
            guard annotation.contains("View") || annotation.hasPrefix("some") else { return false }
            inner.file = property.file
            switch property.binding.accessorBlock?.accessors {
            case .getter(let statements)?: walk(statements: statements, inner)
            case .accessors(let list)?:
                if let body = list.first(where: { $0.accessorSpecifier.text == "get" })?.body { walk(statements: body.statements, inner) }
            case nil: if let value = property.binding.initializer?.value { walk(Syntax(value), inner) }
            }
            return true
        }
        if let method = index.method(name, of: type), let body = method.decl.body {
            inner.file = method.file
            walk(statements: body.statements, inner)
            return true
        }
        return false
    }

    // MARK: Calls

    static let modifierNames: Set<String> = Set(NavigationAPI.modifiers.keys).union(NavigationAPI.transitions.keys).union([
        "navigationTitle", "navigationBarTitle", "toolbar", "navigationBarItems", "tabItem", "onTapGesture", "alert", "confirmationDialog",
        "append", "searchable", "contextMenu", "swipeActions",
    ])

    func handleCall(_ call: FunctionCallExprSyntax, _ context: Context) {
        let name = call.calleeName ?? ""
        RouterSites(walker: self).call(call, context)
        HelperSites(walker: self).call(call, context)
        if context.followsCases { followCases(passedBy: call, context) }
        if let base = call.modifiedBase, !(ViewFinder.isTypeReference(base) && index.type(named: call.calleeText) != nil) {
            if !ViewFinder.isTypeReference(base) || ScreenWalker.modifierNames.contains(name) {
                walk(Syntax(base), context)
                handleModifier(call, context)
                return
            }
        }
        if call.modifiedBase == nil, ScreenWalker.modifierNames.contains(name) || index.viewModifiers[name] != nil,
           index.type(named: name) == nil, !["Text", "Button"].contains(name), context.type.flatMap({ index.method(name, of: $0) }) == nil {
            handleModifier(call, context)
            return
        }
        if let type = index.type(named: call.calleeText) {
            if index.isView(type) || index.hasBody(type) { useView(type, call: call, context) } else { walkArguments(call, context) }
            return
        }
        switch name {
        case "NavigationLink": LinkSites(walker: self).navigationLink(call, context)
        case "performSegue": PerformedSegues(walker: self).call(call, context)
        case "Button", "Menu", "Link", "ShareLink": control(call, name: name, context)
        case "Text", "Label", "LabeledContent":
            if let text = call.arguments.first?.expression.literalText { addText(text, context) }
            if name == "LabeledContent" { walkArguments(call, silenced(context)) }
        case "TextField", "SecureField", "TextEditor":
            if let collecting = context.collecting { collecting.texts.append(call.arguments.first?.expression.literalText ?? "") }
            else if context.inList { context.draft.addText(call.arguments.first?.expression.literalText ?? "Text field", inList: true) }
            else if context.draft.elements.count < ScreenDraft.maximumElements {
                context.draft.elements.append(.textField(TextField(id: context.draft.nextID("f"), placeholder: call.arguments.first?.expression.literalText)))
            }
        case "Toggle", "Picker", "Stepper", "DatePicker", "Slider":
            if let text = call.arguments.first?.expression.literalText { addText(text, context) }
            walkArguments(call, silenced(context))
        case "List", "Form":
            var inner = context
            inner.inList = true
            if context.collecting == nil, !context.inList { context.draft.openSection(header: nil) }
            walkArguments(call, inner)
        case "Section":
            var inner = context
            if context.inList, context.collecting == nil {
                let header = call.arguments.first?.expression.literalText ?? call.closure("header").flatMap { TextSearch.firstText(in: Syntax($0)) }
                context.draft.openSection(header: header)
            }
            inner.inList = context.inList
            if let content = call.closure("content") ?? call.trailingClosure { walk(statements: content.statements, inner) }
        case "ToolbarItem", "ToolbarItemGroup":
            var inner = context
            let placement = call.argument("placement")?.trimmedText ?? ""
            inner.toolbarLeading = ["Leading", "cancellationAction", "navigation"].contains { placement.contains($0) }
            walkArguments(call, inner)
        case "NavigationStack", "NavigationView", "TabView", "NavigationSplitView":
            nestedContainer(call, name: name, context)
        default:
            if call.modifiedBase == nil, let local = LocalFunctions.declaration(named: name, around: Syntax(call)), let body = local.body {
                // A function declared inside the method (`func setupObservers()` in `viewDidLoad`) is walked where it is called.
                var inner = context
                guard inner.inlined.insert("local \(local.id)").inserted else { return }
                inner.depth += 1
                walk(statements: body.statements, inner)
                walkArguments(call, context)
                return
            }
            if context.type.map({ index.method(name, of: $0) != nil }) == true, inlineMember(name, context, call: call) {
                walkArguments(call, context, closuresOnly: true)
                HelperSites(walker: self).ownCall(call, context)
                return
            }
            walkArguments(call, context)
        }
    }

    /// Walks the branches of the current type's `switch`es that handle a case `call` passes (`tryEvent(.showDetails)`), or
    /// the method of another coordinator the call starts (`flow.start()` of `let flow = SettingsFlow(…)`).
    private func followCases(passedBy call: FunctionCallExprSyntax, _ context: Context) {
        guard let type = context.type else { return }
        if let base = call.modifiedBase?.unwrapped.as(DeclReferenceExprSyntax.self), let name = call.calleeName,
           let value = LocalBindings.value(of: base.baseName.text, before: Syntax(call))?.unwrapped.as(FunctionCallExprSyntax.self),
           let other = index.type(named: value.calleeText), other.name != type.name, !index.isView(other), !index.isViewController(other),
           let method = index.method(name, of: other), let body = method.decl.body,
           caseBranches.isFirstVisit("\(other.name).\(name)", from: context.draft.id) {
            var inner = context
            inner.type = other
            inner.file = method.file
            inner.depth += 1
            inner.inlined.insert("\(other.name).\(name)")
            walk(statements: body.statements, inner)
        }
        // A helper of another type handles the case there (`coordinator.navigate(to: .settings)`, `case .settings:` in it).
        let handler = helpers.helpers(calledBy: call, from: type, index: index).lazy.compactMap { $0.owner.flatMap(self.index.type(named:)) }.first
        let handling = handler ?? type
        for argument in call.arguments {
            guard let name = EnumCase.name(of: argument.expression),
                  caseBranches.isFirstVisit("\(handling.name) case \(name)", from: context.draft.id) else { continue }
            var inner = context
            inner.type = handling
            inner.depth += 1
            for branch in caseBranches.branches(handling: name, in: handling) { walk(statements: branch, inner) }
        }
    }

    func walkArguments(_ call: FunctionCallExprSyntax, _ context: Context, closuresOnly: Bool = false) {
        var inner = context
        inner.depth += 1
        for argument in call.arguments where !closuresOnly || argument.expression.is(ClosureExprSyntax.self) { walk(Syntax(argument.expression), inner) }
        if let closure = call.trailingClosure { walk(Syntax(closure), inner) }
        for extra in call.additionalTrailingClosures { walk(Syntax(extra.closure), inner) }
    }

    func addText(_ text: String, _ context: Context) {
        if let collecting = context.collecting { collecting.texts.append(text) } else { context.draft.addText(text, inList: context.inList) }
    }

    /// A context in which nothing is drawn (alerts, pickers' options, actions); navigation is still found.
    func silenced(_ context: Context) -> Context {
        var inner = context
        if inner.collecting == nil { inner.collecting = TextCollector() }
        return inner
    }

    /// A button, menu or link: one control; its action's navigation fires from it.
    private func control(_ call: FunctionCallExprSyntax, name: String, _ context: Context) {
        let hasTitle = call.arguments.first.map { $0.label == nil && $0.expression.literalText != nil } ?? false
        let labelClosure = call.closure("label") ?? (hasTitle || call.argument("action") != nil ? nil : (name == "Button" ? nil : call.trailingClosure))
        let actionClosure: ClosureExprSyntax? = call.closure("action") ?? (call.closure("label") != nil || hasTitle || name == "Menu" ? call.trailingClosure : nil)
        let title = call.arguments.first?.expression.literalText ?? labelClosure.flatMap { TextSearch.labelTitle(in: Syntax($0), index: index) }
            ?? call.argument("systemImage")?.literalText ?? name
        var trigger = context.trigger
        if let collecting = context.collecting {
            collecting.texts.append(title)
        } else {
            trigger = context.draft.addControl(title, isLink: name == "Link", inList: context.inList, toolbarLeading: context.toolbarLeading)
        }
        var inner = silenced(context)
        inner.trigger = trigger
        if let action = actionClosure ?? (name == "Button" ? call.trailingClosure : nil) {
            if let trigger { for variable in AssignedNames.in(Syntax(action)) where context.draft.actionTriggers[variable] == nil { context.draft.actionTriggers[variable] = trigger } }
            walk(Syntax(action), inner)
        }
        if name == "Menu", let content = call.closure("content") { walk(Syntax(content), inner) }
        if let label = call.closure("label") { walk(Syntax(label), inner) }
        for argument in call.arguments where argument.label?.text == "action" && !argument.expression.is(ClosureExprSyntax.self) { walk(Syntax(argument.expression), inner) }
    }

    /// An app view used inside a screen: another screen is embedded; a component is drawn in place.
    private func useView(_ type: DeclaredType, call: FunctionCallExprSyntax, _ context: Context) {
        if !screenTypes.contains(type.name), context.collecting == nil, let screen = context.type, screen.name == context.draft.customClass,
           finder.shownContent(of: type) == nil, AlternativeContent.isAlternative(call, of: screen, index: index) {
            screenTypes.insert(type.name)
        }
        if screenTypes.contains(type.name), type.name != context.draft.customClass, context.collecting == nil {
            walkScreen(type)
            let target = wrapped(.type(type.name), context: context)
            context.draft.edges.append(ScreenDraft.Edge(kind: .embed, target: target, trigger: Trigger(kind: .containerView, title: type.simpleName),
                                                        location: location(of: call), isInferred: false))
            // A callback handed to the screen (`WelcomeView(continueAction: { path.append(.servers) })`) runs when that
            // screen fires it: its navigation leaves from there.
            var callbacks = silenced(context)
            if let shown = screenDraft(ofType: type.name) { callbacks.draft = shown }
            walkArguments(call, callbacks, closuresOnly: true)
            return
        }
        guard !context.inlined.contains(type.name), let body = ScreenWalker.body(of: type, index: index) else {
            walkArguments(call, context)
            return
        }
        var inner = context
        inner.type = type
        inner.file = body.file
        inner.inlined.insert(type.name)
        inner.arguments = Dictionary(call.arguments.compactMap { argument in argument.label.map { ($0.text, argument.expression) } },
                                     uniquingKeysWith: { first, _ in first })
        inner.depth += 1
        if context.inList, context.collecting == nil, !isListPart(body.statements) {
            let collector = TextCollector()
            inner.collecting = collector
            let trigger = context.draft.addControl(type.simpleName, isLink: false, inList: true, toolbarLeading: context.toolbarLeading)
            inner.trigger = trigger
            walk(statements: body.statements, inner)
            if let text = collector.texts.first(where: { !$0.isEmpty }), let id = trigger?.elementID { context.draft.renameCell(id, to: text) }
        } else {
            walk(statements: body.statements, inner)
        }
        walkHeldModels(of: type, inner)
        walkArguments(call, context, closuresOnly: true)
    }

    private func isListPart(_ statements: CodeBlockItemListSyntax) -> Bool {
        guard let expr = statements.first?.expression else { return false }
        var current = expr.unwrapped.as(FunctionCallExprSyntax.self)
        while let call = current {
            if ["Section", "ForEach", "Group", "List", "Form"].contains(call.calleeName ?? "") && call.modifiedBase == nil { return true }
            current = call.modifiedBase?.unwrapped.as(FunctionCallExprSyntax.self)
        }
        return false
    }

    /// A container inside a screen's content: its own scene, embedded in the screen.
    private func nestedContainer(_ call: FunctionCallExprSyntax, name: String, _ context: Context) {
        var number = 1
        while drafts["\(context.draft.id).\(name)\(number == 1 ? "" : String(number))"] != nil { number += 1 }
        let id = "\(context.draft.id).\(name)\(number == 1 ? "" : String(number))"
        let location = location(of: call)
        let draft = makeDraft(id: id, kind: ScreenWalker.containerKind(call), customClass: nil, location: location)
        draft.title = name
        var inner = context
        inner.draft = draft
        inner.inList = false
        fillContainer(call, draft: draft, owner: nil, context: inner)
        context.draft.edges.append(ScreenDraft.Edge(kind: .embed, target: .scene(id), trigger: Trigger(kind: .containerView, title: name),
                                                    location: location, isInferred: false))
    }
}

extension ScreenDraft {
    /// Changes a cell's text (a component row named after what it shows).
    func renameCell(_ id: String, to text: String) {
        for section in sections.indices {
            if let row = sections[section].cells.firstIndex(where: { $0.id == id }) { sections[section].cells[row].text = text }
        }
    }
}

/// The state names an action assigns or toggles (`isPresented = true`, `showSheet.toggle()`).
enum AssignedNames {
    static func `in`(_ node: Syntax) -> [String] {
        var names: [String] = []
        if let sequence = node.as(SequenceExprSyntax.self), sequence.elements.count >= 3,
           sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true, let name = sequence.elements.first?.boundName {
            names.append(name)
        }
        if let call = node.as(FunctionCallExprSyntax.self), call.calleeName == "toggle", let name = call.modifiedBase?.boundName { names.append(name) }
        for child in node.children(viewMode: .sourceAccurate) { names += AssignedNames.in(child) }
        return names
    }
}

extension SyntaxProtocol {
    /// Whether the node is a preview declaration itself (`#Preview`, a `PreviewProvider`).
    var isInPreviewDeclaration: Bool {
        // The walk asks this of every node: the kind, read without a cast, rules out almost all of them.
        switch kind {
        case .macroExpansionExpr: return self.as(MacroExpansionExprSyntax.self)?.macroName.text == "Preview"
        case .macroExpansionDecl: return self.as(MacroExpansionDeclSyntax.self)?.macroName.text == "Preview"
        case .structDecl, .classDecl, .enumDecl, .extensionDecl, .actorDecl, .protocolDecl:
            guard let group = self.asProtocol(DeclGroupSyntax.self) else { return false }
            return TypeIndex.isPreview(group)
        default: return false
        }
    }
}

/// The `action:` of a stack element in a pattern (`.element(id: _, action: .screenB(.next))`).
enum StackElements {
    static func action(in node: Syntax) -> ExprSyntax? {
        if let call = node.as(FunctionCallExprSyntax.self), call.calleeName == "element", let action = call.argument("action") { return action }
        for child in node.children(viewMode: .sourceAccurate) { if let found = action(in: child) { return found } }
        return nil
    }
}
