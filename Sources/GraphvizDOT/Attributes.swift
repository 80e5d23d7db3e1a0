/// An ordered set of attributes: setting one that is already there replaces it in place.
///
/// ```swift
/// var attributes: Attributes = [.color("grey40"), .penWidth(1)]
/// attributes.set(.penWidth(2))
/// attributes.count   // 2
/// ```
public struct Attributes: Hashable, Sendable, ExpressibleByArrayLiteral, Sequence {
    private var entries: [Attribute] = []

    /// Creates attributes from a list; later entries replace earlier ones of the same name.
    public init(_ attributes: [Attribute] = []) {
        attributes.forEach { set($0) }
    }

    public init(arrayLiteral elements: Attribute...) {
        self.init(elements)
    }

    /// Sets an attribute, replacing any with the same name where it stands.
    public mutating func set(_ attribute: Attribute) {
        if let index = entries.firstIndex(where: { $0.name == attribute.name }) {
            entries[index] = attribute
        } else {
            entries.append(attribute)
        }
    }

    /// These attributes with `other`'s set on top.
    public func merging(_ other: Attributes) -> Attributes {
        var merged = self
        other.forEach { merged.set($0) }
        return merged
    }

    /// The attribute with the given Graphviz name, if set.
    public subscript(name: String) -> Attribute? {
        entries.first { $0.name == name }
    }

    /// How many attributes are set.
    public var count: Int { entries.count }

    /// Whether no attribute is set.
    public var isEmpty: Bool { entries.isEmpty }

    public func makeIterator() -> IndexingIterator<[Attribute]> {
        entries.makeIterator()
    }
}
