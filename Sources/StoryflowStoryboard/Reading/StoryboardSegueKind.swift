import Storyflow

/// A storyboard `kind="…"` token read as a model segue kind, legacy and macOS tokens included.
struct StoryboardSegueKind: Equatable {
    /// The model kind.
    var kind: SegueKind
    /// The presentation style the token itself implies (macOS `sheet`), if any.
    var impliedPresentationStyle: String?

    /// Maps a token; `nil` for tokens the importer does not know.
    ///
    /// Legacy iOS 5–7 kinds: `push` → show, `modal` → present, `popover` → popover,
    /// `replace` → showDetail. macOS `sheet` → present with presentation style `sheet`.
    init?(token: String) {
        switch token {
        case "relationship": kind = .relationship
        case "show", "push": kind = .show
        case "showDetail", "replace": kind = .showDetail
        case "presentation", "modal": kind = .present
        case "sheet": kind = .present; impliedPresentationStyle = "sheet"
        case "popoverPresentation", "popover": kind = .popover
        case "embed": kind = .embed
        case "custom": kind = .custom
        case "unwind": kind = .unwind
        default: return nil
        }
    }
}
