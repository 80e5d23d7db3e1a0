import Storyflow

/// The words on a segue: what it is called and what fires it, plus the details of its kind.
///
/// | kind | label |
/// |---|---|
/// | relationship | the role: `root`, `tab 1 · Players`, `master`, `detail`, `page` |
/// | show, showDetail, embed | `PickGame · Game` (identifier · trigger) |
/// | present | identifier · trigger, then presentation and transition styles |
/// | popover | identifier · trigger, then the anchor |
/// | custom | `«FadeSegue»`, then identifier · trigger |
/// | unwind | the action, `?` when the target is a guess |
///
/// The trigger is left out when the edge leaves from the trigger's own row or button, which
/// already says it (`PickGame` from the row `Game`). An inferred segue (its destination a guess)
/// ends its first line with `?`.
enum SegueLabel {
    /// The label of `segue` in `flow`, without the trigger's title when `showsTrigger` is false
    /// (the edge leaves from the trigger); `nil` when there is nothing to say.
    static func text(for segue: Segue, in flowIndex: FlowIndex, showsTrigger: Bool = true) -> String? {
        let naming = naming(segue, in: flowIndex, showsTrigger: showsTrigger)
        let lines: [String] = switch segue.kind {
        case .relationship: [role(of: segue, in: flowIndex)].compactMap { $0 }
        case .show, .showDetail, .embed: [naming].compactMap { $0 }
        case .present: [naming, presentation(segue.presentation)].compactMap { $0 }
        case .popover: [naming, segue.popoverAnchor.map { "anchor: \($0)" }].compactMap { $0 }
        case .custom: [segue.customClass.map { "«\($0)»" }, naming].compactMap { $0 }
        case .unwind: [unwindAction(segue)].compactMap { $0 }
        }
        let cutLines = lines.map { LongText.cut($0, limit: LongText.labelLine) }
        if segue.isInferred, segue.kind != .unwind { return ((cutLines.first.map { [$0 + " ?"] } ?? ["?"]) + cutLines.dropFirst()).joined(separator: "\n") }
        return cutLines.isEmpty ? nil : cutLines.joined(separator: "\n")
    }

    /// `identifier · trigger`, either alone when the other is missing or both are the same; the
    /// identifier alone when `showsTrigger` is false.
    static func naming(_ segue: Segue, in flowIndex: FlowIndex, showsTrigger: Bool = true) -> String? {
        var parts = [segue.identifier, showsTrigger ? triggerTitle(of: segue, in: flowIndex) : nil].compactMap { $0 }.filter { !$0.isEmpty }
        if parts.count == 2, parts[0] == parts[1] { parts.removeLast() }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    /// The trigger's title, else the text of the element it names (bar button of the navigation bar
    /// or a toolbar, cell, button).
    static func triggerTitle(of segue: Segue, in flowIndex: FlowIndex) -> String? {
        if let title = segue.trigger.title { return title }
        guard let elementID = segue.trigger.elementID, let content = flowIndex.scene(id: segue.source)?.content else { return nil }
        if let item = content.allBarButtons.first(where: { $0.id == elementID }) {
            return item.displayText
        }
        for element in content.allElements {
            if case .button(let button) = element, button.id == elementID { return button.displayText }
            if let cell = element.cells.first(where: { $0.id == elementID }) { return cell.text ?? cell.reuseIdentifier }
        }
        return nil
    }

    private static func role(of segue: Segue, in flowIndex: FlowIndex) -> String? {
        guard let role = segue.relationshipRole else { return nil }
        guard case .tab(let index) = role else { return role.description }
        let title = segue.destination.flatMap { flowIndex.scene(id: $0) }.map { $0.tabBarItem?.title ?? $0.displayName }
        return ["tab \(index + 1)", title].compactMap { $0 }.joined(separator: " · ")
    }

    private static func presentation(_ presentation: Presentation?) -> String? {
        guard let presentation else { return nil }
        var parts = [presentation.presentationStyle, presentation.transitionStyle].compactMap { $0 }
        if !presentation.animates { parts.append("not animated") }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    private static func unwindAction(_ segue: Segue) -> String? {
        guard let unwind = segue.unwind else { return segue.identifier }
        let action = unwind.resolution == .exact ? unwind.action : unwind.action + " ?"
        return [action, segue.identifier].compactMap { $0 }.joined(separator: " · ")
    }
}
