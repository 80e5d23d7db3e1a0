/// What a scene shows, top to bottom: its navigation bar, then its elements.
///
/// ```swift
/// let content = SceneContent(
///     navigationBar: NavigationBar(title: "Players", rightItems: [BarButton(id: "add", systemItem: .add)]),
///     elements: [.table(Table(id: "table", sections: [TableSection(cells: [Cell(id: "c", text: "PlayerCell")])]))]
/// )
/// ```
public struct SceneContent: Hashable, Sendable, Codable {
    /// The navigation bar the scene declares (its navigation item), if any.
    public var navigationBar: NavigationBar?
    /// The views of the scene's main view, in order.
    public var elements: [Element]

    /// Creates scene content.
    public init(navigationBar: NavigationBar? = nil, elements: [Element] = []) {
        self.navigationBar = navigationBar
        self.elements = elements
    }

    /// Every element, nested ones included (stack and cell contents), depth first.
    public var allElements: [Element] {
        elements.flatMap(\.selfAndDescendants)
    }

    /// Every bar button: the navigation bar's (leading, then trailing), then those of toolbars, in element order.
    public var allBarButtons: [BarButton] {
        (navigationBar.map { $0.leftItems + $0.rightItems } ?? []) + allElements.flatMap(\.barButtons)
    }

    /// Whether the scene has a triggering element (bar button, cell, button, container…) with this id.
    public func containsElement(id: Element.ID) -> Bool {
        if allBarButtons.contains(where: { $0.id == id }) { return true }
        return allElements.contains { $0.id == id || $0.cells.contains { $0.id == id } }
    }
}

/// A navigation bar: title and the bar buttons on each side.
public struct NavigationBar: Hashable, Sendable, Codable {
    /// The title in the middle of the bar.
    public var title: String?
    /// Bar buttons on the leading side, outermost first.
    public var leftItems: [BarButton]
    /// Bar buttons on the trailing side, outermost first.
    public var rightItems: [BarButton]

    /// Creates a navigation bar.
    public init(title: String? = nil, leftItems: [BarButton] = [], rightItems: [BarButton] = []) {
        self.title = title
        self.leftItems = leftItems
        self.rightItems = rightItems
    }
}

/// A bar button item: a system item (`+`, Done, Cancel…) or one with its own title.
public struct BarButton: Identifiable, Hashable, Sendable, Codable {
    /// Unique within the scene; segues name it as their trigger.
    public var id: String
    /// The system item, if the button is one.
    public var systemItem: BarButtonSystemItem?
    /// The title, for a button that is not a system item (or overrides one).
    public var title: String?
    /// The image name (an SF Symbol such as `gearshape`, or an asset), for an image button.
    public var image: String?

    /// Creates a bar button.
    public init(id: String, systemItem: BarButtonSystemItem? = nil, title: String? = nil, image: String? = nil) {
        self.id = id
        self.systemItem = systemItem
        self.title = title
        self.image = image
    }

    /// What the button shows: its title, else its system item's text (`+`, `Done`), else its image's
    /// glyph or name (``SymbolGlyph``), else `Item`.
    public var displayText: String {
        title ?? systemItem?.displayText ?? image.map(SymbolGlyph.text(for:)) ?? "Item"
    }
}

/// UIKit's system bar button items; raw values are Interface Builder's tokens.
public enum BarButtonSystemItem: String, Hashable, Sendable, Codable, CaseIterable {
    case add, done, cancel, edit, save, compose, reply, action, organize, bookmarks, search, refresh
    case stop, camera, trash, play, pause, rewind, fastForward, undo, redo, close

    /// The text Xcode's canvas shows for the item.
    public var displayText: String {
        switch self {
        case .add: "+"
        case .action: "⇪"
        case .compose: "✎"
        case .refresh: "↻"
        case .play: "▶"
        case .pause: "❚❚"
        case .rewind: "«"
        case .fastForward: "»"
        case .stop, .close: "✕"
        case .undo: "↶"
        case .redo: "↷"
        default: rawValue.prefix(1).uppercased() + rawValue.dropFirst()
        }
    }
}
