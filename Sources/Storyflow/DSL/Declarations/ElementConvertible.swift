/// A view the DSL can place in a scene, a stack, a cell or a table header.
///
/// The model's views conform (``Label``, ``TextField``, ``ImageView``, ``Button``,
/// ``ContainerView``), as do the DSL's ``VStack``, ``HStack``, ``TableView`` and ``ToolbarView``, and
/// ``Triggering`` views with segues. A helper function can return any of them:
///
/// ```swift
/// func field(_ name: String) -> HStack {
///     HStack { Label(name); TextField(name) }
/// }
/// ```
public protocol ElementConvertible: Sendable {
    /// The view as the DSL records it.
    var elementDeclaration: ElementDeclaration { get }
}

extension ElementDeclaration: ElementConvertible {
    /// The declaration itself.
    public var elementDeclaration: ElementDeclaration { self }
}
