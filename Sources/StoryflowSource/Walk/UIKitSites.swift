import Storyflow
import SwiftSyntax

/// UIKit navigation: `pushViewController`, `present`, `show`, `showDetailViewController`.
struct UIKitSites {
    let walker: ScreenWalker

    func transition(_ call: FunctionCallExprSyntax, _ context: ScreenWalker.Context) {
        guard let api = NavigationAPI.transition(call), let controller = call.arguments.first?.expression,
              !walker.helpers.isForwarding(call) else {
            walker.walkArguments(call, context)
            return
        }
        let resolution = walker.finder.targets(in: Syntax(controller), type: context.type)
        var kind = NavigationAPI.segue(of: call, api)
        if kind == .present, resolution.targets.contains(where: { target in
            if case .type(let name) = target, let type = walker.finder.index.type(named: name) { return walker.finder.index.popsOverItself(type) }
            return false
        }) {
            kind = .popover
        }
        walker.addSite(api.site, call: call, kind: kind, resolution: resolution, trigger: context.trigger ?? .manual, context: context)
    }
}

/// `performSegue(withIdentifier: "AddFolder", sender: nil)`: the storyboard segue of that identifier from the
/// controller's own scene, drawn from the controller at the call.
struct PerformedSegues {
    let walker: ScreenWalker

    func call(_ call: FunctionCallExprSyntax, _ context: ScreenWalker.Context) {
        guard let identifier = call.argument("withIdentifier")?.literalText, let type = context.type,
              let (resolution, kind) = walker.finder.storyboards.segue(identifier: identifier, from: type.simpleName) else {
            walker.walkArguments(call, context)
            return
        }
        walker.addSite([.show, .showDetail].contains(kind) ? .push : .present, call: call, kind: kind, resolution: resolution,
                       trigger: context.trigger ?? .manual, context: context)
    }
}

/// Draws a view controller: its title and bar buttons from code, and the transitions of its methods,
/// each fired by the bar button or control whose `#selector` names the method, or by a row selection.
struct UIKitWalk {
    let walker: ScreenWalker

    func walk(_ type: DeclaredType, context: ScreenWalker.Context) {
        var triggers: [String: Trigger] = [:]
        let code = type.members.compactMap { member in
            UIKitWalk.code(of: member.decl).map { code in
                (name: code.name, body: code.body, file: member.file,
                 selectsRow: member.decl.as(FunctionDeclSyntax.self)?.signature.trimmedText.contains("didSelect") == true,
                 delegator: member.decl.as(FunctionDeclSyntax.self).flatMap { delegator(calling: $0, owner: type) })
            }
        }
        // First the controls that name an action, so the action's transitions leave from them.
        for member in code {
            for control in ControlSearch.controls(in: Syntax(member.body)) {
                let draft = context.draft
                var trigger: Trigger
                if control.isBarButton {
                    let button = BarButton(id: draft.nextID("b"), systemItem: control.systemItem, title: control.title)
                    if control.isLeading { draft.leftItems.append(button) } else { draft.rightItems.append(button) }
                    trigger = Trigger(kind: .barButton, elementID: button.id, title: control.title ?? control.systemItem?.displayText)
                } else {
                    trigger = draft.addControl(control.title ?? control.action, isLink: false, inList: false, toolbarLeading: nil)
                        ?? Trigger(kind: .button, title: control.title)
                }
                if triggers[control.action] == nil { triggers[control.action] = trigger }
            }
            if let title = ControlSearch.title(in: Syntax(member.body)), context.draft.title == nil { context.draft.title = title }
        }
        for member in code {
            var inner = walker.silenced(context)
            inner.file = member.file
            if let trigger = triggers[member.name] { inner.trigger = trigger }
            else if member.name == "tableView" || member.name == "collectionView", member.selectsRow {
                inner.trigger = Trigger(kind: .cell, title: "row")
            }
            if let delegator = member.delegator, let screen = walker.screenDraft(ofType: delegator.name) {
                inner.draft = screen
                inner.trigger = nil
            }
            walker.walk(statements: member.body, inner)
        }
    }

    /// The other screen of the app that calls `method` on its delegate, by Cocoa's convention of naming the caller first
    /// (`func reportServerRulesViewController(_ viewController: ReportServerRulesViewController, nextButtonPressed:)`): the
    /// navigation the method makes happens when that screen fires it, so it leaves from there.
    private func delegator(calling method: FunctionDeclSyntax, owner: DeclaredType) -> DeclaredType? {
        guard let first = method.signature.parameterClause.parameters.first, first.firstName.tokenKind == .wildcard,
              let type = walker.index.type(named: TypeIndex.cleanTypeName(first.type.trimmedText)),
              type.name != owner.name, walker.index.isViewController(type) else { return nil }
        return method.name.text.lowercased().hasPrefix(type.simpleName.lowercased()) ? type : nil
    }

    /// The code a view controller's member runs, with the member's name: a method's or initializer's body, or the closure
    /// a stored property is set up with (`private lazy var shareButton: UIBarButtonItem = { … }()`), whose actions are
    /// the screen's as much as its methods' are.
    private static func code(of decl: DeclSyntax) -> (name: String, body: CodeBlockItemListSyntax)? {
        if let function = decl.as(FunctionDeclSyntax.self), let body = function.body { return (function.name.text, body.statements) }
        if let initializer = decl.as(InitializerDeclSyntax.self), let body = initializer.body { return ("init", body.statements) }
        guard let variable = decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
              let setUp = binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression.as(ClosureExprSyntax.self) else { return nil }
        return (binding.pattern.trimmedText, setUp.statements)
    }
}

/// Controls set up in code: `UIBarButtonItem(…, action: #selector(x))`, `addTarget(_, action: #selector(x), …)`, and `title = "…"`.
enum ControlSearch {
    struct Control {
        var title: String?
        var systemItem: BarButtonSystemItem?
        var action: String
        var isBarButton: Bool
        var isLeading: Bool
    }

    static func controls(in node: Syntax) -> [Control] {
        var found: [Control] = []
        if let call = node.as(FunctionCallExprSyntax.self), let action = selector(call.argument("action")) {
            let isBar = call.calleeName == "UIBarButtonItem"
            let systemItem = call.argument("barButtonSystemItem")?.as(MemberAccessExprSyntax.self).flatMap { BarButtonSystemItem(rawValue: $0.declName.baseName.text) }
            var title = call.argument("title")?.literalText
            if !isBar, title == nil, let button = call.modifiedBase?.boundName { title = button }
            let assignment = node.parent?.parent?.as(SequenceExprSyntax.self)?.elements.first?.trimmedText ?? ""
            found.append(Control(title: title, systemItem: systemItem, action: action, isBarButton: isBar, isLeading: assignment.contains("left")))
        }
        for child in node.children(viewMode: .sourceAccurate) { found += controls(in: child) }
        return found
    }

    /// `title = "…"` or `navigationItem.title = "…"`.
    static func title(in node: Syntax) -> String? {
        if let sequence = node.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
               ["title", "self.title", "navigationItem.title"].contains(elements[0].trimmedText), let text = elements[2].literalText {
                return text
            }
        }
        for child in node.children(viewMode: .sourceAccurate) { if let found = title(in: child) { return found } }
        return nil
    }

    private static func selector(_ expr: ExprSyntax?) -> String? {
        guard let macro = expr?.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector",
              let argument = macro.arguments.first?.expression.trimmedText else { return nil }
        let name = argument.split(separator: ".").last.map(String.init) ?? argument
        return String(name.prefix { $0 != "(" })
    }
}
