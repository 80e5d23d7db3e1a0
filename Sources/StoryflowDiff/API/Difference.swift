/// One aspect of a scene or segue that differs between the base and the head version, with the
/// value of each side as a short text.
///
/// ```swift
/// let difference = Difference(aspect: .kind, base: "present", head: "show")
/// difference.description   // "present → show"
/// Difference(content: ["label 'Second Tab'"], added: ["button 'Play'"]).description
/// // "content: -label 'Second Tab', +button 'Play'"
/// ```
public struct Difference: Hashable, Sendable, CustomStringConvertible {
    /// What differs.
    public enum Aspect: String, Hashable, Sendable, Codable, CaseIterable {
        /// The id: a scene or segue matched by its class, title or trigger after its id was renamed.
        case id
        /// A scene's or segue's kind.
        case kind
        /// A scene's title.
        case title
        /// A scene's or a custom segue's class.
        case customClass = "class"
        /// A scene's storyboard identifier.
        case storyboardIdentifier
        /// A scene's tab bar item.
        case tab
        /// What a storyboard reference points at.
        case reference
        /// A scene's navigation bar and views; ``Difference/removedContent`` and
        /// ``Difference/addedContent`` list what only one side has.
        case content
        /// A segue's source scene.
        case source
        /// A segue's destination scene.
        case destination
        /// What fires a segue.
        case trigger
        /// A segue's identifier.
        case identifier
        /// A child's role in its container (root, tab, master…).
        case role
        /// Presentation and transition style.
        case presentation
        /// A popover's anchor.
        case anchor
        /// An unwind's action.
        case action
    }

    /// What differs.
    public var aspect: Aspect
    /// The base's value; `nil` when it has none (and for ``Aspect/content``).
    public var base: String?
    /// The head's value; `nil` when it has none (and for ``Aspect/content``).
    public var head: String?
    /// For ``Aspect/content``: what only the base shows, e.g. `label 'Second Tab'`.
    public var removedContent: [String] = []
    /// For ``Aspect/content``: what only the head shows, e.g. `bar button '+'`.
    public var addedContent: [String] = []

    /// Creates a difference of one value.
    public init(aspect: Aspect, base: String?, head: String?) {
        self.aspect = aspect
        self.base = base
        self.head = head
    }

    /// Creates a difference of content: what only the base and what only the head shows.
    public init(content removed: [String], added: [String]) {
        self.aspect = .content
        self.removedContent = removed
        self.addedContent = added
    }

    /// `base → head` for a kind (the change a reader looks for first), `aspect: base → head` for the
    /// others, `none` for a missing value; content lists what went (`-`) and what came (`+`).
    public var description: String {
        if aspect == .content {
            return "content: " + (removedContent.map { "-" + $0 } + addedContent.map { "+" + $0 }).joined(separator: ", ")
        }
        let change = "\(base ?? "none") → \(head ?? "none")"
        return aspect == .kind ? change : "\(aspect.rawValue): \(change)"
    }
}
