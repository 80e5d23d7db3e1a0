import Storyflow

/// A segue in words, as summaries name it: its identifier, else its role in a container, else what
/// fires it (`PickGame`, `tab 2`, `cell 'Game'`).
public enum SegueText {
    /// The segue's name for a summary line.
    public static func name(of segue: Segue) -> String {
        if let identifier = segue.identifier { return identifier }
        if let role = segue.relationshipRole { return Self.role(role) }
        if let action = segue.unwind?.action { return action }
        return TriggerText.of(segue.trigger)
    }

    /// A container role in words: `root`, `tab 2`, `master`.
    public static func role(_ role: RelationshipRole) -> String {
        switch role {
        case .root: "root"
        case .tab(let index): "tab \(index + 1)"
        case .master: "master"
        case .detail: "detail"
        case .supplementary: "supplementary"
        case .page: "page"
        }
    }
}
