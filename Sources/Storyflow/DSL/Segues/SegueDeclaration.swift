/// A segue as declared on its trigger, before the flow knows its source scene and id.
///
/// The DSL creates these: `segue(_:to:identifier:file:line:)` and `unwind(to:action:identifier:file:line:)`
/// on a trigger, ``ContainerView/embed(_:identifier:file:line:)`` and ``ManualSegue``.
/// The scene that holds the trigger supplies the source; ``Flow/init(_:device:content:)`` checks the
/// destination and turns the declaration into a ``Segue``.
public struct SegueDeclaration: Hashable, Sendable {
    let style: SegueStyle
    /// The destination scene, or the target scene of an unwind.
    let destination: Scene.ID
    let identifier: String?
    /// The unwind action selector; set only for unwinds.
    let unwindAction: String?
    let location: SourceLocation

    init(style: SegueStyle, destination: Scene.ID, identifier: String?, unwindAction: String? = nil, location: SourceLocation) {
        self.style = style
        self.destination = destination
        self.identifier = identifier
        self.unwindAction = unwindAction
        self.location = location
    }

    /// The model segue that leaves `source`, fired by `trigger`.
    func segue(id: String, source: Scene.ID, trigger: Trigger) -> Segue {
        Segue(
            id: id,
            kind: style.kind,
            source: source,
            destination: destination,
            identifier: identifier,
            trigger: trigger,
            presentation: style.presentation,
            popoverAnchor: style.popoverAnchor,
            customClass: style.customClass,
            unwind: unwindAction.map { Unwind(action: $0, resolution: .exact) },
            location: location
        )
    }
}
