import Storyflow
import SwiftSyntax

/// The properties an app's SwiftUI binds to a presentation: the path of a `NavigationStack(path: $model.stack)`, the
/// item of a `.sheet(item: $model.sheet)` or `.fullScreenCover(item:)`, the flag of another object's that a
/// `.sheet(isPresented: $presenter.isSheetPresented) { … }` shows its content for. Code that appends to one of them, sets
/// one to a value it builds or sets the flag navigates (`stack.append(module)`, `sheet = Module(coordinator)`,
/// `isSheetPresented = true`), whatever the property is called.
struct PresentedState {
    /// How writing each property shows what is written, by property name.
    private(set) var kinds: [String: SegueKind] = [:]
    /// The presentations bound to each flag of an object other than the view (`isSheetPresented` of
    /// `$presenter.isSheetPresented`), by the flag's name.
    private(set) var flags: [String: [FunctionCallExprSyntax]] = [:]

    /// Reads the bindings of every file.
    init(files: [ParsedFile]) {
        for file in files {
            let collector = BindingCollector(viewMode: .sourceAccurate)
            for (call, name) in file.nodes.allCalls where BindingCollector.mayBind(name) { _ = collector.visit(call) }
            kinds.merge(collector.kinds) { first, _ in first }
            flags.merge(collector.flags) { first, second in first + second }
        }
    }

    /// The kind of `model.stack.append(value)` when the property appended to is a stack's path.
    func kind(ofAppend call: FunctionCallExprSyntax) -> SegueKind? {
        guard call.calleeName == "append", let property = call.modifiedBase?.boundName, let kind = kinds[property], kind == .show else { return nil }
        return kind
    }

    /// The kind of `sheet = Module(…)` when `call` is the value written to a property a presentation is bound to.
    func kind(ofWrite call: FunctionCallExprSyntax) -> SegueKind? {
        guard let sequence = call.parent?.parent?.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), elements[2].id == ExprSyntax(call).id,
              let property = elements[0].boundName, let kind = kinds[property], kind != .show else { return nil }
        return kind
    }
}

/// `NavigationStack(path: $x.p)`, presentation modifiers bound with `item:` to a property, and those bound with
/// `isPresented:` to another object's flag.
private final class BindingCollector: SyntaxVisitor {
    var kinds: [String: SegueKind] = [:]
    var flags: [String: [FunctionCallExprSyntax]] = [:]

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.calleeName ?? ""
        if name == "NavigationStack", let path = node.argument("path"), isBinding(path), let property = path.boundName {
            kinds[property] = kinds[property] ?? .show
        } else if let api = NavigationAPI.modifier(name), name != "navigationDestination", let item = node.argument("item"), isBinding(item),
                  let property = item.boundName {
            kinds[property] = kinds[property] ?? api.segue
        } else if NavigationAPI.modifier(name) != nil, let flag = node.argument("isPresented"), isBinding(flag),
                  flag.is(MemberAccessExprSyntax.self), let property = flag.boundName {
            // A flag of the view's own (`$isShowingSettings`) is set by the view's code, which its walk reads.
            flags[property, default: []].append(node)
        }
        return .visitChildren
    }

    /// Whether a call named `name` can be one the visit reads: a stack, or a presentation modifier.
    static func mayBind(_ name: String?) -> Bool {
        let name = name ?? ""
        return name == "NavigationStack" || NavigationAPI.modifier(name) != nil
    }

    /// Whether `expr` is a binding to a property (`$model.sheet`, `$sheet`), not a value computed in place.
    private func isBinding(_ expr: ExprSyntax) -> Bool {
        expr.trimmedText.hasPrefix("$") && !expr.is(FunctionCallExprSyntax.self)
    }
}
