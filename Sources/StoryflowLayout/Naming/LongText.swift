import Storyflow

/// How much user text the diagram shows, and warnings for text it cuts.
///
/// Scene labels already shorten names to fit a phone screen; these limits bound the rest: an edge
/// label's line, a tooltip, the user part of an SVG id. They keep the DOT readable by Graphviz's own
/// `dot` (which cannot read a quoted string over 16384 bytes) and the diagram readable by a person.
///
/// ```swift
/// LongText.warnings(for: flow).map(\.description)
/// // ["Main.storyboard:12: warning: the title of scene 'TTTT…' has 10000 characters; the diagram shows the first 2000 (object 'a')"]
/// ```
public enum LongText {
    /// The most characters of one line of an edge label.
    public static let labelLine = 120
    /// The most characters of a tooltip, and of the flow's title.
    public static let tooltip = 2000
    /// The most characters of user text in an SVG id.
    static let identifier = 100

    /// `text` cut to `limit` characters, the last an ellipsis.
    static func cut(_ text: String, limit: Int) -> String {
        text.count > limit ? String(text.prefix(limit - 1)) + "…" : text
    }

    /// One warning for each text of `flow` that the diagram cuts, at the scene or segue it belongs to.
    public static func warnings(for flow: Flow) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        func check(_ text: String?, _ what: String, limit: Int, location: SourceLocation?) {
            guard let text, text.count > limit else { return }
            warnings.append(Diagnostic(
                .warning, "\(what) has \(text.count) characters; the diagram shows the first \(limit)",
                location: location, subject: location == nil ? cut(flow.name, limit: 60) : nil
            ))
        }
        check(flow.name, "the flow's name", limit: tooltip, location: nil)
        for scene in flow.scenes {
            let name = "scene '\(cut(scene.displayName, limit: 40))'"
            check(scene.id, "the id of \(name)", limit: tooltip, location: scene.location)
            check(scene.title, "the title of \(name)", limit: tooltip, location: scene.location)
            check(scene.customClass, "the class of \(name)", limit: tooltip, location: scene.location)
        }
        for segue in flow.segues {
            let name = "segue '\(cut(segue.identifier ?? segue.id, limit: 40))'"
            check(segue.identifier, "the identifier of \(name)", limit: labelLine, location: segue.location)
            check(segue.customClass, "the class of \(name)", limit: labelLine, location: segue.location)
            check(segue.trigger.title, "the trigger title of \(name)", limit: labelLine, location: segue.location)
            check(segue.popoverAnchor, "the popover anchor of \(name)", limit: labelLine, location: segue.location)
            check(segue.unwind?.action, "the unwind action of \(name)", limit: labelLine, location: segue.location)
        }
        return warnings
    }
}
