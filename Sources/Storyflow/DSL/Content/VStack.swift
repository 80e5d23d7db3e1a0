/// A vertical stack view: its views top to bottom.
///
/// ```swift
/// VStack {
///     HStack { Label("Name"); TextField("Name") }
///     Label("Date Created")
/// }
/// ```
public struct VStack: ElementConvertible {
    let elements: [ElementDeclaration]

    /// A vertical stack of the views `content` declares.
    public init(@ElementBuilder _ content: () -> [ElementDeclaration]) {
        elements = content()
    }

    /// The stack as the DSL records it.
    public var elementDeclaration: ElementDeclaration {
        ElementDeclaration(node: .stack(.vertical, token: "stack", children: elements))
    }
}
