import SwiftSyntax

/// The app's component views (a row, a button, a section such as `ItemView.Description`) are no screens: their navigation
/// belongs to the screens that show them. When no walk of a screen reached a component (it is built through code the walk
/// does not follow), the screens nearest to it in "who builds whom" are found, and the component is walked in each of them.
struct ComponentScreens {
    /// The types whose code builds each type of the app (`ItemView` builds `ItemView.Description` when it calls
    /// `Description()`; a screen's model builds the content groups that build components).
    private let builders: [String: Set<String>]

    /// How many steps up from a component are searched for the screens showing it.
    static let levels = 6

    init(files: [ParsedFile], index: TypeIndex) {
        let collector = Collector(index: index)
        // Only a capitalized name can build a view (as the visit checks first).
        for file in files { for (call, name) in file.nodes.calls where name?.first?.isUppercase == true { _ = collector.visit(call) } }
        builders = collector.builders
    }

    /// The screens nearest to `component` among those building it, directly or through other components; empty when none
    /// is (a view only a screen's model, or nothing, builds).
    func screens(showing component: String, among screens: Set<String>) -> [String] {
        var visited: Set<String> = [component]
        var frontier: Set<String> = [component]
        for _ in 0..<ComponentScreens.levels {
            frontier = Set(frontier.flatMap { builders[$0] ?? [] }).subtracting(visited)
            let found = frontier.intersection(screens)
            if !found.isEmpty { return found.sorted() }
            if frontier.isEmpty { return [] }
            visited.formUnion(frontier)
        }
        return []
    }

    private final class Collector: PreviewSkippingVisitor {
        let index: TypeIndex
        var builders: [String: Set<String>] = [:]

        init(index: TypeIndex) {
            self.index = index
            super.init()
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            // Only a capitalized name can build a view, and only a type's name can be one the app declares (any scope's).
            guard node.calleeName?.first?.isUppercase == true, index.type(named: node.calleeText) != nil,
                  let builder = EnclosingType.of(Syntax(node), index: index),
                  let built = index.type(named: index.qualified(node.calleeText, in: builder.name)), built.name != builder.name
            else { return .visitChildren }
            builders[built.name, default: []].insert(builder.name)
            return .visitChildren
        }
    }
}
