import Storyflow

extension SceneContent {
    /// What the element with this id shows (a bar button's text, a button's title, a cell's text…),
    /// used to describe popover anchors; `nil` when the scene has no such element or it shows no text.
    func elementText(id: String) -> String? {
        if let button = ((navigationBar?.leftItems ?? []) + (navigationBar?.rightItems ?? [])).first(where: { $0.id == id }) {
            return button.displayText
        }
        if let cell = allElements.flatMap(\.cells).first(where: { $0.id == id }) {
            return cell.text ?? cell.reuseIdentifier
        }
        switch allElements.first(where: { $0.id == id }) {
        case .label(let label)?: return label.text
        case .button(let button)?: return button.title.isEmpty ? nil : button.title
        case .textField(let field)?: return field.placeholder ?? field.text
        case .imageView(let image)?: return image.image
        default: return nil
        }
    }
}
