import Storyflow

/// How each kind of segue is drawn in Mermaid: by line (solid, dotted, thick) and head, so the kinds
/// differ without colour, as in Storyflow's diagrams.
enum MermaidLink {
    /// The link token of a segue of `kind`. Heads: an arrow for the kinds that show a scene, a circle
    /// for show detail and popover, a cross for custom and unwind (Xcode's Exit); lines: solid,
    /// dotted for the kinds Storyflow draws dashed or dotted, thick for embed.
    static func token(for kind: SegueKind) -> String {
        switch kind {
        case .relationship: "---"
        case .show: "-->"
        case .showDetail: "--o"
        case .present: "-.->"
        case .popover: "-.-o"
        case .embed: "==>"
        case .custom: "--x"
        case .unwind: "-.-x"
        }
    }

    /// The legend comment: one entry per kind.
    static let legend = "%% Links: --> show (push) · --o show detail · -.-> present modally · -.-o popover · ==> embed · "
        + "--x custom · -.-x unwind (to its target) · --- relationship; a container is a subgraph around its children"
}
