extension XMLTreeNode {
    /// A label's text: the `text` attribute, a `<string key="text">` child (long texts), or the
    /// fragments of its attributed text.
    var labelText: String? {
        self["text"] ?? stringChild(key: "text") ?? attributedText(key: "attributedText")
    }

    /// A button's title: its normal state's title, else its configuration's (iOS 15 buttons), else its
    /// cell's (macOS).
    var buttonTitle: String? {
        let normal = children.first { $0.name == "state" && $0["key"] == "normal" }
        return normal?["title"] ?? normal?.stringChild(key: "title") ?? normal?.attributedText(key: "attributedTitle")
            ?? child("buttonConfiguration", key: "configuration")?["title"] ?? child("buttonCell", key: "cell")?["title"]
    }

    /// A button's image: its normal state's or configuration's image (an asset, or an SF Symbol
    /// named by an `<imageReference>`), else the symbol of a system button type (`info.circle` for
    /// info and detail disclosure buttons, `plus.circle` for contact add).
    var buttonImage: String? {
        let normal = children.first { $0.name == "state" && $0["key"] == "normal" }
        if let image = normal?.imageName ?? child("buttonConfiguration", key: "configuration")?.imageName { return image }
        switch self["buttonType"] {
        case "infoLight", "infoDark", "detailDisclosure": return "info.circle"
        case "contactAdd": return "plus.circle"
        default: return nil
        }
    }

    /// An image name: the `image` attribute, else the image of an `<imageReference key="image">` child,
    /// else the image of its macOS cell.
    var imageName: String? {
        self["image"] ?? child("imageReference", key: "image")?["image"] ?? child(key: "cell")?["image"]
    }

    /// The text of a `<string key=…>` child.
    private func stringChild(key: String) -> String? {
        guard let text = child("string", key: key)?.text, !text.isEmpty else { return nil }
        return text
    }

    /// The concatenated `content` of an `<attributedString key=…>` child's fragments.
    private func attributedText(key: String) -> String? {
        guard let fragments = child("attributedString", key: key)?.children.filter({ $0.name == "fragment" }) else { return nil }
        let text = fragments.compactMap { $0["content"] ?? ($0.child("string", key: "content")?.text) }.joined()
        return text.isEmpty ? nil : text
    }
}
