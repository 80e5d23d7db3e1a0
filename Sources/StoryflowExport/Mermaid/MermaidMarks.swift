import Storyflow

/// What a Mermaid diagram of a diff shows on each scene and segue: its status and notes of what
/// changed. Empty for an ordinary flow.
struct MermaidMarks {
    /// A scene's or segue's change.
    struct Mark {
        /// `added`, `removed` or `changed`.
        var status: String
        /// `+`, `−` or `~`.
        var symbol: String
        /// What changed, for a changed one.
        var notes: [String]
    }

    var scenes: [Scene.ID: Mark] = [:]
    var segues: [String: Mark] = [:]
    /// When the initial scene changed: the base's (`.some(nil)` when it had none).
    var baseInitialScene: Scene.ID?? = nil

    var isEmpty: Bool { scenes.isEmpty && segues.isEmpty && baseInitialScene == nil }

    /// The class definitions of the marks: by line style and width as well as colour.
    static let classDefinitions = [
        "classDef added stroke:#1f8a3b,stroke-width:3px",
        "classDef removed stroke:#c4314b,stroke-width:2px,stroke-dasharray:6 4,opacity:0.6",
        "classDef changed stroke:#c26a00,stroke-width:2px",
        "classDef elsewhere stroke-dasharray:2 2,fill:none",
    ]

    /// A `linkStyle` for a link of the status.
    static func linkStyle(_ status: String) -> String? {
        switch status {
        case "added": "stroke:#1f8a3b,stroke-width:3px"
        case "removed": "stroke:#c4314b,stroke-width:1.5px,stroke-dasharray:4 4,opacity:0.5"
        case "changed": "stroke:#c26a00,stroke-width:2.5px"
        default: nil
        }
    }
}
