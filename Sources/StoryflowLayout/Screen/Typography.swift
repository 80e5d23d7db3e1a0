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

    /// `text` broken into lines of at most `width` characters at spaces (a longer word is cut), at
    /// most `maxLines` of them, the last ending in an ellipsis when text is left over.
    static func wrapped(_ text: String, width: Int, maxLines: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if candidate.count <= width || current.isEmpty {
                current = candidate
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        let kept = lines.prefix(maxLines).map { truncated($0, limit: width) }
        guard lines.count > maxLines, let last = kept.last else { return kept }
        return kept.dropLast() + [truncated(last + " …", limit: width)]
    }

    /// `text` as lines (see ``wrapped(_:width:maxLines:)``) in one font, separated by line breaks.
    static func paragraph(_ text: String, width: Int, maxLines: Int, size: Double, color: Color) -> [HTMLText] {
        let lines = wrapped(text, width: width, maxLines: maxLines).map { self.text($0, size: size, color: color) }
        return Array(lines.map { [$0] }.joined(separator: [.lineBreak()]))
    }
}
