/// A scroll view (`UIScrollView`) and the views of its content, drawn as a box labelled `Scroll View`.
///
/// ```swift
/// ScrollView {
///     Label("Terms of Service")
///     Button("Accept").unwind(to: "Welcome", action: "accept:")
/// }
/// ```
public struct ScrollView: ElementConvertible {
    let className: String?
    let elements: [ElementDeclaration]

    /// A scroll view of `className` (when it has a custom class) holding the views `content` declares.
    public init(class className: String? = nil, @ElementBuilder _ content: () -> [ElementDeclaration] = { [] }) {
        self.className = className
        elements = content()
    }

    /// The scroll view as the DSL records it.
    public var elementDeclaration: ElementDeclaration {
        ElementDeclaration(node: .group(.scrollView, className: className, children: elements))
    }
}
