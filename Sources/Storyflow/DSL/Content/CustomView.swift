/// A view of your own class (or one Storyflow does not draw), shown as a box labelled with the
/// class, around the views it holds.
///
/// ```swift
/// ViewController("Stats") {
///     CustomView("ChartView")
///     CustomView("CardView") { Label("Total"); Label("42") }
/// }
/// ```
public struct CustomView: ElementConvertible {
    let className: String
    let elements: [ElementDeclaration]

    /// A view of `className` holding the views `content` declares.
    public init(_ className: String, @ElementBuilder _ content: () -> [ElementDeclaration] = { [] }) {
        self.className = className
        elements = content()
    }

    /// The view as the DSL records it.
    public var elementDeclaration: ElementDeclaration {
        ElementDeclaration(node: .group(.custom, className: className, children: elements))
    }
}
