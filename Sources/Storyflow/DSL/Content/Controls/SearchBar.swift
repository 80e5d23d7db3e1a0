/// A search bar (`UISearchBar`) showing its placeholder.
///
/// ```swift
/// SearchBar("Search players")
/// ```
/// The flow gives it an id from its position (`Home.searchBar0`).
public struct SearchBar: ElementConvertible {
    let control: Control

    /// A search bar showing `placeholder`.
    public init(_ placeholder: String? = nil) {
        control = Control(id: "", kind: .searchBar, text: placeholder)
    }

    /// The control as the DSL records it.
    public var elementDeclaration: ElementDeclaration {
        control.elementDeclaration
    }
}
