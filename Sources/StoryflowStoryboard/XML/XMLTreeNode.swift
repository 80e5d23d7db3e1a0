/// One element of a parsed XML file, with the line it starts on and the comment just before it.
///
/// The importer reads storyboards into this small tree first (FoundationXML's `XMLDocument`
/// does not keep line numbers), then interprets the tree.
struct XMLTreeNode: Sendable {
    /// The element's tag name, e.g. `viewController`.
    var name: String
    /// The element's attributes.
    var attributes: [String: String]
    /// Child elements in document order.
    var children: [XMLTreeNode] = []
    /// The character data directly inside the element, whitespace included.
    var text = ""
    /// The 1-based line of the start tag.
    var line: Int
    /// The text of the comment right before the element among its siblings, trimmed.
    var precedingComment: String?

    /// The value of an attribute; `nil` when absent or empty (Interface Builder's empty values mean "unset").
    subscript(attribute: String) -> String? {
        guard let value = attributes[attribute], !value.isEmpty else { return nil }
        return value
    }

    /// The object id Interface Builder gave the element.
    var id: String? {
        self["id"]
    }

    /// The first child with the given tag name (and, if given, the given `key` attribute).
    func child(_ name: String, key: String? = nil) -> XMLTreeNode? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// The first child with the given `key` attribute, whatever its tag.
    func child(key: String) -> XMLTreeNode? {
        children.first { $0["key"] == key }
    }

    /// Every descendant (not the element itself), depth first in document order.
    var descendants: [XMLTreeNode] {
        children.flatMap { [$0] + $0.descendants }
    }

    /// The first descendant with the given id.
    func descendant(id: String) -> XMLTreeNode? {
        for child in children {
            if child.id == id { return child }
            if let found = child.descendant(id: id) { return found }
        }
        return nil
    }
}
