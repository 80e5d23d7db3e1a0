import Foundation
import Storyflow

extension SceneContent {
    /// Bar button system items that conventionally close a presented scene.
    private static let dismissingSystemItems: Set<BarButtonSystemItem> = [.cancel, .done, .save, .close, .stop]
    /// Button titles (compared case-insensitively) that conventionally close a presented scene.
    private static let dismissingTitles: Set<String> = ["cancel", "done", "save", "close", "dismiss", "back", "ok"]
    /// SF Symbols (without variants such as `.circle.fill`) that conventionally close a presented scene.
    private static let dismissingSymbols: Set<String> = ["xmark", "chevron.down", "chevron.backward", "chevron.left", "arrow.backward"]

    /// Whether the scene has a bar button (in its navigation bar or a toolbar) or button that
    /// conventionally dismisses it: a Cancel, Done, Save, Close or Stop system item, a button
    /// titled Cancel, Done, Save, Close, Dismiss, Back or OK, or an image button showing an `xmark`,
    /// `chevron.down` or back-chevron symbol.
    var hasDismissingControl: Bool {
        if allBarButtons.contains(where: { item in
            item.systemItem.map(Self.dismissingSystemItems.contains) == true || Self.isDismissing(title: item.title)
                || Self.isDismissing(image: item.image)
        }) {
            return true
        }
        return allElements.contains { element in
            guard case .button(let button) = element else { return false }
            return Self.isDismissing(title: button.title) || Self.isDismissing(image: button.image)
        }
    }

    private static func isDismissing(image: String?) -> Bool {
        guard let image else { return false }
        return dismissingSymbols.contains { image == $0 || image.hasPrefix($0 + ".") }
    }

    private static func isDismissing(title: String?) -> Bool {
        guard let title else { return false }
        return dismissingTitles.contains(title.trimmingCharacters(in: .whitespaces).lowercased())
    }
}
