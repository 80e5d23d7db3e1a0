/// A model view (``BarButton``, ``Button``, ``ContainerView``) with the segues it fires.
///
/// The segue modifiers return it; put it wherever the view itself could go:
///
/// ```swift
/// let add: Triggering<BarButton> = BarButton(.add).segue(.present, to: "AddPlayerNav")
/// NavigationItem("Players").right { add }
/// ```
public struct Triggering<Base: Hashable & Sendable>: Hashable, Sendable {
    /// The view that fires the segues.
    public let base: Base
    let segues: [SegueDeclaration]

    init(base: Base, segues: [SegueDeclaration]) {
        self.base = base
        self.segues = segues
    }
}

extension Triggering: SegueTrigger where Base: SegueTrigger {
    /// Returns the view with one more segue.
    public func attaching(_ segue: SegueDeclaration) -> Triggering<Base> {
        Triggering(base: base, segues: segues + [segue])
    }
}

extension Triggering: ElementConvertible where Base: ElementConvertible {
    /// The view's declaration with the segues attached.
    public var elementDeclaration: ElementDeclaration {
        base.elementDeclaration.attaching(segues)
    }
}
