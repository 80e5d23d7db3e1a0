/// A page control (`UIPageControl`): a dot per page, the current one filled.
///
/// ```swift
/// PageControl(pages: 3, current: 0)
/// ```
/// The flow gives it an id from its position (`Home.pageControl0`).
public struct PageControl: ElementConvertible {
    let control: Control

    /// A page control with `pages` dots (3 when `nil`), `current` filled (the first when `nil`).
    public init(pages: Int? = nil, current: Int? = nil) {
        control = Control(id: "", kind: .pageControl, selectedIndex: current, count: pages)
    }

    /// The control as the DSL records it.
    public var elementDeclaration: ElementDeclaration {
        control.elementDeclaration
    }
}
