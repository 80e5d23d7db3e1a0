/// One view of a scene as the DSL declares it: a model view with the segues it fires, a stack of
/// declarations, a table, or a toolbar.
///
/// Plain data: ``Flow/init(_:device:content:)`` gives every element an id from its position and turns the
/// declaration into an ``Element``. Write the DSL's views (``Label``, ``Button``, ``VStack``,
/// ``TableView``, ``ToolbarView``, ``Switch``, ``CollectionView``…) rather than building one directly.
public struct ElementDeclaration: Hashable, Sendable {
    enum Node: Hashable, Sendable {
        /// A leaf view; an empty id is replaced by one derived from its position.
        case view(Element, trigger: Trigger.Kind?, segues: [SegueDeclaration])
        /// A stack view; `token` names it in derived ids (`stack`, `tableHeader`).
        case stack(StackView.Axis, token: String, children: [ElementDeclaration])
        /// A table view inside a scene's view.
        case table(Table.Style, parts: [TablePart])
        /// A toolbar and its bar buttons with the segues they fire.
        case toolbar(items: [Triggering<BarButton>])
        /// A scroll view, visual effect view or custom view around other views.
        case group(ViewGroup.Kind, className: String?, children: [ElementDeclaration])
        /// A collection view and its prototype cells with the segues they fire.
        case collection(cells: [CellDeclaration])
    }

    let node: Node

    /// A leaf view that never fires segues (label, text field, image view).
    static func view(_ element: Element) -> ElementDeclaration {
        ElementDeclaration(node: .view(element, trigger: nil, segues: []))
    }

    /// A leaf view that fires segues with a trigger of `kind` (button, container view).
    static func trigger(_ element: Element, kind: Trigger.Kind) -> ElementDeclaration {
        ElementDeclaration(node: .view(element, trigger: kind, segues: []))
    }

    /// This declaration with `segues` added to the ones its leaf view fires.
    func attaching(_ segues: [SegueDeclaration]) -> ElementDeclaration {
        guard case .view(let element, let kind, let existing) = node else { return self }
        return ElementDeclaration(node: .view(element, trigger: kind, segues: existing + segues))
    }
}
