/// Something that fires segues: a bar button, a button, a cell or a gesture.
///
/// Its modifiers attach a segue and return the trigger with the segue on it, so they chain:
///
/// ```swift
/// Prototype("GameCell", style: .basic, accessory: .checkmark)
///     .unwind(to: "AddPlayer", action: "didSelectGame:")
/// BarButton(.add).segue(.present, to: "AddPlayerNav", identifier: "AddPlayer")
/// ```
public protocol SegueTrigger {
    /// The trigger with segues attached: `Triggering<Self>` for a model view, `Self` otherwise.
    associatedtype Triggered

    /// Returns this trigger with `segue` attached; the DSL's modifiers call it.
    func attaching(_ segue: SegueDeclaration) -> Triggered
}

extension SegueTrigger {
    /// Attaches a segue to `destination` that this trigger fires.
    ///
    /// ```swift
    /// StaticCell("Game", detail: "Chess", style: .rightDetail, accessory: .disclosureIndicator)
    ///     .segue(.show, to: "ChooseGame", identifier: "PickGame")
    /// ```
    /// `file` and `line` default to the call site; the flow reports a `destination` it does not
    /// declare as an error there.
    public func segue(
        _ style: SegueStyle, to destination: Scene.ID, identifier: String? = nil,
        file: String = #fileID, line: Int = #line
    ) -> Triggered {
        attaching(SegueDeclaration(
            style: style, destination: destination, identifier: identifier,
            location: SourceLocation(file: file, line: line)
        ))
    }

    /// Attaches an unwind segue: back to `target`, which implements `action` (an `IBAction` taking a
    /// `UIStoryboardSegue`).
    ///
    /// ```swift
    /// BarButton(.save).unwind(to: "Detail", action: "save:", identifier: "saveInput")
    /// ```
    public func unwind(
        to target: Scene.ID, action: String, identifier: String? = nil,
        file: String = #fileID, line: Int = #line
    ) -> Triggered {
        attaching(SegueDeclaration(
            style: .unwind, destination: target, identifier: identifier, unwindAction: action,
            location: SourceLocation(file: file, line: line)
        ))
    }
}
