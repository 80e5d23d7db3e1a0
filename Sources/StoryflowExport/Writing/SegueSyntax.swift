import Storyflow

/// Writes segues as DSL expressions: the modifiers on a trigger, and ``ManualSegue``.
///
/// The segues are declarable (``SeguePlan`` checked them): every one has a destination, an unwind
/// its action, a custom segue its class.
enum SegueSyntax {
    /// The modifier a trigger fires `segue` with: `.segue(.show, to: "Detail", identifier: "showItem")`,
    /// `.unwind(to: "Players", action: "done:")` or `.embed("Chart")`.
    static func modifier(_ segue: Segue) -> String {
        let destination = SwiftLiteral.string(segue.destination ?? "")
        switch segue.kind {
        case .unwind:
            return ".unwind(to: \(destination), action: \(SwiftLiteral.string(segue.unwind?.action ?? ""))\(identifier(segue)))"
        case .embed:
            return ".embed(\(destination)\(identifier(segue)))"
        default:
            return ".segue(\(style(segue)), to: \(destination)\(identifier(segue)))"
        }
    }

    /// `segue` as a ``ManualSegue``: `ManualSegue(.present, to: "Edit", identifier: "edit")` or
    /// `ManualSegue(unwindTo: "Start", action: "logout:", identifier: "logout")`.
    static func manualSegue(_ segue: Segue) -> String {
        let destination = SwiftLiteral.string(segue.destination ?? "")
        let identifier = SwiftLiteral.string(segue.identifier ?? "")
        if segue.kind == .unwind {
            let action = SwiftLiteral.string(segue.unwind?.action ?? "")
            return "ManualSegue(unwindTo: \(destination), action: \(action), identifier: \(identifier))"
        }
        return "ManualSegue(\(style(segue)), to: \(destination), identifier: \(identifier))"
    }

    /// The ``SegueStyle``: `.show`, `.present(style: .formSheet, animated: false)`,
    /// `.popover(anchor: "Menu")`, `.custom("FadeSegue")`…
    static func style(_ segue: Segue) -> String {
        switch segue.kind {
        case .showDetail:
            return ".showDetail"
        case .present:
            return segue.presentation.flatMap(presentStyle) ?? ".present"
        case .popover:
            return segue.popoverAnchor.map { ".popover(anchor: \(SwiftLiteral.string($0)))" } ?? ".popover"
        case .custom:
            return ".custom(\(SwiftLiteral.string(segue.customClass ?? "")))"
        default:
            return ".show"
        }
    }

    /// `.present(style:transition:animated:)` for a presentation other than the default one.
    private static func presentStyle(_ presentation: Presentation) -> String? {
        guard presentation != Presentation() else { return nil }
        var arguments = ["style: " + (presentation.presentationStyle.map { "." + $0 } ?? "nil")]
        if let transition = presentation.transitionStyle { arguments.append("transition: .\(transition)") }
        if !presentation.animates { arguments.append("animated: false") }
        return ".present(\(arguments.joined(separator: ", ")))"
    }

    /// `, identifier: "…"` when the segue has one.
    private static func identifier(_ segue: Segue) -> String {
        segue.identifier.map { ", identifier: \(SwiftLiteral.string($0))" } ?? ""
    }
}
