/// A visual effect view (`UIVisualEffectView`): a blur or vibrancy behind the views it holds.
///
/// ```swift
/// VisualEffectView { Label("Now Playing") }
/// ```
public struct VisualEffectView: ElementConvertible {
    let className: String?
    let elements: [ElementDeclaration]

    /// An effect view of `className` (when it has a custom class) holding the views `content` declares.
    public init(class className: String? = nil, @ElementBuilder _ content: () -> [ElementDeclaration] = { [] }) {
        self.className = className
        elements = content()
    }

    /// The effect view as the DSL records it.
    public var elementDeclaration: ElementDeclaration {
        ElementDeclaration(node: .group(.visualEffectView, className: className, children: elements))
    }
}
