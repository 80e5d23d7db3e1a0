import GraphvizDOT

/// Text sizes of the scene thumbnails and a helper to set text in them.
enum Typography {
    static let sceneName = 10.5
    static let sceneClass = 7.5
    static let barTitle = 9.5
    static let barButton = 9.0
    static let systemBarButton = 12.0
    static let body = 9.0
    static let detail = 7.5
    static let sectionHeader = 7.0
    static let tabItem = 6.5
    static let tabIcon = 9.0
    static let accessory = 10.0
    static let containerGlyph = 18.0
    static let containerKind = 9.0
    static let edgeLabel = 8.5
    static let badge = 8.0

    /// `text` in a `FONT` of the given size and colour, bold when asked. Empty text stays bare:
    /// Graphviz rejects an empty `<FONT></FONT>` and would then draw the node ID instead of the label.
    static func text(_ text: String, size: Double, color: Color, bold: Bool = false) -> HTMLText {
        let plain = HTMLText.plain(text)
        guard !text.isEmpty else { return plain }
        return .font(size: size, color: color, [bold ? .bold([plain]) : plain])
    }

    /// `text` cut to `limit` characters with a trailing ellipsis, so one long name cannot widen a scene.
    static func truncated(_ text: String, limit: Int) -> String {
        text.count > limit ? String(text.prefix(limit - 1)) + "…" : text
    }
}
