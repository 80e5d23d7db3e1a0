/// A scene's navigation item: the title and bar buttons its navigation bar shows.
///
/// Declare it first in the scene's content; add bar buttons on each side, which may fire segues:
///
/// ```swift
/// TableViewController("AddPlayer", class: "PlayerDetailsViewController") {
///     NavigationItem("Add Player")
///         .left { BarButton(.cancel).unwind(to: "Players", action: "cancel:") }
///         .right { BarButton(.done).unwind(to: "Players", action: "done:") }
/// }
/// ```
/// A scene without a `title` takes its navigation item's title, as Xcode names the scene.
public struct NavigationItem: Hashable, Sendable {
    /// The title in the middle of the bar.
    public let title: String?
    let leftItems: [Triggering<BarButton>]
    let rightItems: [Triggering<BarButton>]

    /// A navigation item titled `title`, without bar buttons.
    public init(_ title: String? = nil) {
        self.init(title: title, leftItems: [], rightItems: [])
    }

    private init(title: String?, leftItems: [Triggering<BarButton>], rightItems: [Triggering<BarButton>]) {
        self.title = title
        self.leftItems = leftItems
        self.rightItems = rightItems
    }

    /// Adds bar buttons on the leading (left) side, outermost first.
    public func left(@BarButtonBuilder _ items: () -> [Triggering<BarButton>]) -> NavigationItem {
        NavigationItem(title: title, leftItems: leftItems + items(), rightItems: rightItems)
    }

    /// Adds bar buttons on the trailing (right) side, outermost first.
    public func right(@BarButtonBuilder _ items: () -> [Triggering<BarButton>]) -> NavigationItem {
        NavigationItem(title: title, leftItems: leftItems, rightItems: rightItems + items())
    }
}
