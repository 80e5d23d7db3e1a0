import Storyflow

/// A trigger in words, as summaries print it: `cell 'Game'`, `bar button '+'`, `code`.
enum TriggerText {
    static func of(_ trigger: Trigger) -> String {
        let kind = switch trigger.kind {
        case .barButton: "bar button"
        case .cell: "cell"
        case .button: "button"
        case .gesture: "gesture"
        case .containerView: "container view"
        case .manual: "code"
        }
        guard let title = trigger.title ?? trigger.elementID, trigger.kind != .manual else { return kind }
        return "\(kind) '\(title)'"
    }
}
