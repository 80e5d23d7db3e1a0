import Storyflow

/// The tooltip of a segue's edge: kind and identifier, from → to, trigger, unwind details, class.
///
/// ```
/// show “PickGame”
/// Add Player → Choose Game
/// trigger: cell Game
/// ```
enum SegueTooltip {
    /// The tooltip text of `segue` in `flow`.
    static func text(for segue: Segue, in flowIndex: FlowIndex) -> String {
        let name = { (id: Scene.ID?) in id.flatMap { flowIndex.scene(id: $0)?.displayName } ?? id ?? "?" }
        var lines = [segue.kind.rawValue + (segue.identifier.map { " “\($0)”" } ?? "")]
        lines.append("\(name(segue.source)) → \(name(segue.destination ?? segue.unwind?.candidates.first))")
        if segue.trigger.kind != .manual || segue.kind != .relationship {
            let title = SegueLabel.triggerTitle(of: segue, in: flowIndex).map { " \($0)" } ?? ""
            lines.append("trigger: \(segue.trigger.kind.rawValue)\(title)")
        }
        if let unwind = segue.unwind {
            lines.append("action \(unwind.action) · target \(unwind.resolution.rawValue)")
            if !unwind.candidates.isEmpty { lines.append("candidates: " + unwind.candidates.map(name).joined(separator: ", ")) }
        }
        if let customClass = segue.customClass { lines.append("class \(customClass)") }
        return lines.joined(separator: "\n")
    }
}
