import Storyflow

/// Generated port names (`p0`, `p1`…) for the elements of one scene that can trigger a segue:
/// bar buttons (of the navigation bar and toolbars), table and collection cells, buttons and container views, in the
/// order they are drawn.
///
/// Segues name their trigger by element id; the label builder and the edge builder both ask this
/// table, so a segue always leaves from the cell that draws its trigger.
struct PortNames: Sendable {
    /// Where a port's element sits, which decides the side its segues leave from.
    enum Placement: Sendable {
        case leadingBarButton, trailingBarButton, content
    }

    private var ports: [String: (name: String, placement: Placement)] = [:]
    /// The bar buttons with another button of their side outside them (nearer the bar's end).
    private var innerBarButtons: Set<String> = []

    /// Assigns a port to every triggering element of `content`.
    init(content: SceneContent) {
        if let bar = content.navigationBar {
            bar.leftItems.forEach { assign($0.id, .leadingBarButton) }
            bar.rightItems.forEach { assign($0.id, .trailingBarButton) }
            // Each side's items are listed outermost first.
            innerBarButtons = Set((bar.leftItems.dropFirst() + bar.rightItems.dropFirst()).map(\.id))
        }
        for element in content.allElements {
            switch element {
            case .table, .collection: element.cells.forEach { assign($0.id, .content) }
            case .toolbar: element.barButtons.forEach { assign($0.id, .content) }
            case .button, .containerView: assign(element.id, .content)
            case .stack, .label, .textField, .imageView, .control, .group: break
            }
        }
    }

    /// The port of the element with this id, if it is a triggering element of the scene.
    func port(for elementID: String) -> String? {
        ports[elementID]?.name
    }

    /// Where the element with this id sits, if it has a port.
    func placement(of elementID: String) -> Placement? {
        ports[elementID]?.placement
    }

    /// Whether the element with this id is a bar button with another button of its side outside it.
    func isInnerBarButton(_ elementID: String) -> Bool {
        innerBarButtons.contains(elementID)
    }

    /// The port of a tab in a tab bar controller's compact node: `t0`, `t1`… by tab position.
    static func tabPort(at position: Int) -> String {
        "t\(position)"
    }

    private mutating func assign(_ elementID: String, _ placement: Placement) {
        guard ports[elementID] == nil else { return }
        ports[elementID] = ("p\(ports.count)", placement)
    }
}
