import Storyflow

/// A segue as a finding names it: its kind, identifier, ends and unwind action, as display names.
///
/// ```swift
/// ReviewedSegue(kind: .show, identifier: "PickGame", sourceName: "Add Player", destinationName: "Choose Game")
/// // described as: show segue 'PickGame' from 'Add Player'
/// ```
public struct ReviewedSegue: Hashable, Sendable {
    /// What kind of segue it is.
    public var kind: SegueKind
    /// The segue identifier; `nil` when it has none (an empty identifier counts as none).
    public var identifier: String?
    /// The source scene's display name.
    public var sourceName: String
    /// The destination scene's display name; `nil` for an unwind without a target.
    public var destinationName: String?
    /// For an unwind: its action selector, e.g. `saveInput:`.
    public var unwindAction: String?

    /// Creates a segue description; an empty identifier is stored as `nil`.
    public init(
        kind: SegueKind, identifier: String?, sourceName: String,
        destinationName: String?, unwindAction: String? = nil
    ) {
        self.kind = kind
        self.identifier = identifier?.isEmpty == true ? nil : identifier
        self.sourceName = sourceName
        self.destinationName = destinationName
        self.unwindAction = unwindAction
    }
}
