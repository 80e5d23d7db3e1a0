/// A horizontal stack view: its views leading to trailing.
///
/// ```swift
/// HStack { Label("Serial"); TextField("Serial") }
/// ```
public struct HStack: ElementConvertible {
    let elements: [ElementDeclaration]

    /// A horizontal stack of the views `content` declares.
    public init(@ElementBuilder _ content: () -> [ElementDeclaration]) {
        elements = content()
    }

    /// The stack as the DSL records it.
    public var elementDeclaration: ElementDeclaration {
        ElementDeclaration(node: .stack(.horizontal, token: "stack", children: elements))
    }
}
