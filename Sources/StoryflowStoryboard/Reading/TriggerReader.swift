import Storyflow

/// Decides what fires the segues found inside a storyboard element.
enum TriggerReader {
    /// The trigger an element stands for, or `nil` when segues inside it belong to an outer element.
    static func trigger(for node: XMLTreeNode) -> Trigger? {
        switch node.name {
        case "barButtonItem":
            return Trigger(kind: .barButton, elementID: node.id, title: BarItemReader.barButton(node)?.displayText)
        case "tableViewCell":
            let cell = TableReader.cell(node)
            return Trigger(kind: .cell, elementID: node.id, title: cell.text ?? cell.reuseIdentifier)
        case "collectionViewCell":
            return Trigger(kind: .cell, elementID: node.id, title: node["reuseIdentifier"])
        case "button":
            return Trigger(kind: .button, elementID: node.id, title: node.buttonTitle ?? node.buttonImage.map(SymbolGlyph.text(for:)))
        case "containerView":
            return Trigger(kind: .containerView, elementID: node.id)
        case let name where name.hasSuffix("GestureRecognizer"):
            return Trigger(kind: .gesture, title: gestureTitle(node))
        default:
            return node["sceneMemberID"] == "viewController" ? .manual : nil
        }
    }

    /// A short description of a gesture recognizer: `Swipe right`, `Tap ×2`, `Long press`.
    static func gestureTitle(_ node: XMLTreeNode) -> String {
        let words = splitCamelCase(String(node.name.dropLast("GestureRecognizer".count)))
        var title = words.enumerated().map { index, word in
            index == 0 ? word.prefix(1).uppercased() + word.dropFirst() : word.lowercased()
        }.joined(separator: " ")
        if let direction = node["direction"] { title += " \(direction)" }
        if let taps = node["numberOfTapsRequired"].flatMap(Int.init), taps > 1 { title += " ×\(taps)" }
        return title
    }

    private static func splitCamelCase(_ text: String) -> [String] {
        var words: [String] = []
        for character in text {
            if character.isUppercase || words.isEmpty {
                words.append(String(character))
            } else {
                words[words.count - 1].append(character)
            }
        }
        return words
    }
}
