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

    /// How wide each printable ASCII character is in DejaVu Sans, the font every page is drawn in,
    /// from space to tilde, in 2048ths of an em: the font's `hmtx` table.
    private static let dejaVuSansAdvances: [Int] = [
        651, 821, 942, 1716, 1303, 1946, 1597, 563, 799, 799, 1024, 1716, 651, 739, 651, 690, 1303, 1303, 1303, 1303, 1303, 1303, 1303, 1303,
        1303, 1303, 690, 690, 1716, 1716, 1716, 1087, 2048, 1401, 1405, 1430, 1577, 1294, 1178, 1587, 1540, 604, 604, 1343, 1141, 1767, 1532,
        1612, 1235, 1612, 1423, 1300, 1251, 1499, 1401, 2025, 1403, 1251, 1403, 799, 690, 799, 1716, 1024, 1024, 1255, 1300, 1126, 1300, 1260,
        721, 1300, 1298, 569, 569, 1186, 569, 1995, 1298, 1253, 1300, 1300, 842, 1067, 803, 1298, 1212, 1675, 1212, 1212, 1075, 1303, 690, 1303, 1716,
    ]

    /// How wide `text` is drawn at `size` points: DejaVu Sans's widths, a whole em for any other
    /// character (no ASCII character is wider), so that text is never taken for narrower than it is.
    static func width(of text: some StringProtocol, size: Double) -> Double {
        let ems = text.unicodeScalars.reduce(0.0) { width, scalar in
            let index = Int(scalar.value) - 32
            return width + (dejaVuSansAdvances.indices.contains(index) ? Double(dejaVuSansAdvances[index]) / 2048 : 1)
        }
        return ems * size
    }

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
