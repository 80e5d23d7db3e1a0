import Foundation
import Storyflow

extension SceneContent {
    /// Bar button system items that conventionally close a presented scene.
    private static let dismissingSystemItems: Set<BarButtonSystemItem> = [.cancel, .done, .save, .close, .stop]
    /// Button titles (compared case-insensitively) that conventionally close a presented scene.
    private static let dismissingTitles: Set<String> = ["cancel", "done", "save", "close", "dismiss", "back", "ok"]

    /// Whether the scene has a bar button (in its navigation bar or a toolbar) or button that
    /// conventionally dismisses it: a Cancel, Done, Save, Close or Stop system item, or a button
    /// titled Cancel, Done, Save, Close, Dismiss, Back or OK.
    var hasDismissingControl: Bool {
        if allBarButtons.contains(where: { item in
            item.systemItem.map(Self.dismissingSystemItems.contains) == true || Self.isDismissing(title: item.title)
        }) {
            return true
        }
        return allElements.contains { element in
            guard case .button(let button) = element else { return false }
            return Self.isDismissing(title: button.title)
        }
    }

    private static func isDismissing(title: String?) -> Bool {
        guard let title else { return false }
        return dismissingTitles.contains(title.trimmingCharacters(in: .whitespaces).lowercased())
    }
}
